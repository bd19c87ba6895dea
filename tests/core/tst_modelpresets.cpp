// The model presets against their publishers' figures: the parameter count
// the performance model derives from each preset's shape must land on the
// count the publisher states, so a wrong layer count, width or expert size
// cannot hide; applying a preset gives a workload the file format accepts.
#include "io/workloadcodec.h"
#include "model/modelpresets.h"
#include "perf/transformer.h"

#include <QTest>

#include <set>

using namespace cs;

namespace {

double totalFromShape(const ModelPreset& p)
{
    const perf::Transformer m = perf::transformerOf(p.parameters, p.shape, p.moe);
    return m.nonEmbeddingParameters() + m.embeddingParameters();
}

double activeFromShape(const ModelPreset& p)
{
    const perf::Transformer m = perf::transformerOf(p.parameters, p.shape, p.moe);
    return m.activeNonEmbeddingParameters() + m.embeddingParameters();
}

} // namespace

class TestModelPresets : public QObject
{
    Q_OBJECT

private slots:
    void llamaShapesGiveTheirPublishedCounts()
    {
        // Llama 3.1 70B per layer: attention 2·8192·8192 + 2·8192·(8·128)
        // = 134,217,728 + 16,777,216 = 150,994,944; gated FFN 3·8192·28672
        // = 704,643,072; × 80 layers = 68,451,041,280; embeddings and head
        // 2·128,256·8192 = 2,101,346,304; total 70,552,387,584 (card: 70.6 B).
        const ModelPreset* p70 = findModelPreset("llama-3.1-70b");
        QVERIFY(p70);
        QCOMPARE(totalFromShape(*p70), 70'552'387'584.0);
        // 8B: (2·4096·4096 + 2·4096·1024 + 3·4096·14336) · 32 + 2·128,256·4096
        // = 218,103,808 · 32 + 1,050,673,152 = 8,029,995,008 (card: 8.03 B).
        QCOMPARE(totalFromShape(*findModelPreset("llama-3.1-8b")), 8'029'995'008.0);
        // 405B: (2·16384² + 2·16384·1024 + 3·16384·53248) · 126 + 2·128,256·16384
        // = 3,187,671,040 · 126 + 4,202,692,608 = 405,849,243,648.
        QCOMPARE(totalFromShape(*findModelPreset("llama-3.1-405b")), 405'849'243'648.0);
    }

    void qwenShapesGiveTheirPublishedCounts()
    {
        // Qwen2.5 72B: (150,994,944 + 3·8192·29568 = 726,663,168) · 80
        // + 2·152,064·8192 = 70,212,648,960 + 2,491,416,576 = 72,704,065,536
        // (card: 72.7 B; the model counts no biases).
        QCOMPARE(totalFromShape(*findModelPreset("qwen2.5-72b")), 72'704'065'536.0);
        // Qwen3 235B-A22B per layer: attention 2·4096·64·128 + 2·4096·4·128
        // = 71,303,168; 128 experts of 3·4096·1536 = 18,874,368 each
        // = 2,415,919,104; · 94 layers = 233,798,893,568; + 2·151,936·4096
        // = 1,244,659,712 → 235,043,553,280 (report: 235 B). Activated:
        // (71,303,168 + 8 · 18,874,368) · 94 + 1,244,659,712 = 22,140,682,240
        // (report: 22 B).
        const ModelPreset* q3 = findModelPreset("qwen3-235b-a22b");
        QVERIFY(q3);
        QCOMPARE(totalFromShape(*q3), 235'043'553'280.0);
        QCOMPARE(activeFromShape(*q3), 22'140'682'240.0);
    }

    void deepseekStatesWhatItOverestimates()
    {
        // Attention as 128 full heads of 128: 4·7168·16384 = 469,762,048 per
        // layer (multi-head latent attention has about 187 M). Dense FFN
        // 3·7168·18432 = 396,361,728; an expert 3·7168·2048 = 44,040,192.
        // 61 · (469,762,048 + 396,361,728) + 58 · (257 · 44,040,192 −
        // 396,361,728) + 2·129,280·7168 = 52,833,550,336 + 633,474,121,728
        // + 1,853,358,080 = 688,161,030,144: 2.6% above the 671 B published,
        // all of it attention, which the caveat says.
        const ModelPreset* ds = findModelPreset("deepseek-v3");
        QVERIFY(ds);
        QCOMPARE(totalFromShape(*ds), 688'161'030'144.0);
        // Per token: 9 experts of 44,040,192 = one dense FFN, so every layer
        // counts 866,123,776: 61 · 866,123,776 + 1,853,358,080
        // = 54,686,908,416, 48% above the 37 B published.
        QCOMPARE(activeFromShape(*ds), 54'686'908'416.0);
        QVERIFY(caveatText(*ds).contains(QStringLiteral("latent")));
    }

    void everyPresetIsNamedSourcedAndOnce()
    {
        std::set<std::string> ids;
        for (const ModelPreset& p : modelPresets()) {
            QVERIFY2(ids.insert(p.id).second, p.id.c_str());
            QVERIFY(!p.name.empty());
            QVERIFY2(p.source.find("arXiv:") != std::string::npos, p.id.c_str());
            // Within 3% of the publisher's count (the model counts no
            // biases or norms; DeepSeek's attention, see above).
            QVERIFY2(std::abs(totalFromShape(p) / p.parameters - 1) < 0.03, p.id.c_str());
        }
        QCOMPARE(ids.size(), std::size_t(6));
    }

    void anAppliedPresetIsRecognisedAndSaves()
    {
        const ModelPreset* p = findModelPreset("qwen3-235b-a22b");
        Workload w;
        w.name = "MoE";
        w.training = TrainingProfile{};
        w.training->trainingTokens = 1e12;
        w.training->targetDays = 30;
        applyModelPreset(*p, *w.training);
        QCOMPARE(presetOf(w.training->parameters, w.training->shape, w.training->moe), p);
        const Workload back = workloadFromJson(workloadBodyToJson(w));
        QCOMPARE(back, w);
        // A different count is no longer that model.
        QVERIFY(!presetOf(200e9, w.training->shape, w.training->moe));
        QVERIFY(!findModelPreset("gpt-5"));
    }
};

QTEST_APPLESS_MAIN(TestModelPresets)
#include "tst_modelpresets.moc"
