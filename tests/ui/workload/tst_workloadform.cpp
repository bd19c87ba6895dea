// The workload form shared by the wizard and the Workloads tab's editor: a
// preset gives the model's published shape, a typed count is a different
// model, and what the form does not show survives an edit untouched.
#include "../../core/exampledesigns.h"
#include "document/document.h"
#include "document/workloadcommands.h"
#include "model/modelpresets.h"
#include "workload/workloaddialog.h"
#include "workload/workloadediting.h"
#include "workload/workloadform.h"
#include "workload/workloadpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace cs;
using namespace cs::ui;

namespace {

void choosePreset(WorkloadForm& form, const char* id)
{
    QComboBox* models = form.modelChoice();
    const int index = models->findData(QString::fromLatin1(id));
    QVERIFY(index > 0);
    models->setCurrentIndex(index);
}

// The training group's parameter field: the first spin with the unit suffix.
QDoubleSpinBox* trainingParameters(WorkloadForm& form)
{
    for (QDoubleSpinBox* spin : form.findChildren<QDoubleSpinBox*>()) {
        if (spin->suffix() == QStringLiteral(" billion")) {
            return spin;
        }
    }
    return nullptr;
}

WorkloadDialog* openDialog(QWidget& parent)
{
    for (WorkloadDialog* dialog : parent.findChildren<WorkloadDialog*>()) {
        if (dialog->isVisible()) {
            return dialog; // a closed one is deleted later
        }
    }
    return nullptr;
}

} // namespace

class TestWorkloadForm : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void aPresetGivesThePublishedShape()
    {
        WorkloadForm form;
        choosePreset(form, "llama-3.1-70b");
        const Workload w = form.workload();
        const ModelPreset& p = *findModelPreset("llama-3.1-70b");
        QCOMPARE(w.training->parameters, 70.6e9);
        QVERIFY(w.training->shape == p.shape);
        // The field shows the count in billions, one decimal: 70.6.
        QCOMPARE(trainingParameters(form)->value(), 70.6);
    }

    void aTypedCountIsAnotherModel()
    {
        WorkloadForm form;
        choosePreset(form, "qwen3-235b-a22b");
        QVERIFY(form.workload().training->moe);
        trainingParameters(form)->setValue(80);
        QCOMPARE(form.modelChoice()->currentIndex(), 0);
        const Workload w = form.workload();
        QCOMPARE(w.training->parameters, 80e9);
        QVERIFY(w.training->shape == ModelShape{});
        QVERIFY(!w.training->moe);
    }

    void whatTheFormDoesNotShowSurvives()
    {
        // The example's Llama 2 70B has a shape that is no preset, a global
        // batch and no MFU: unchanged fields give the same workload back.
        const Workload shipped = exampleDesign("h100-32-node.cluster.json").workloads.at(0);
        QVERIFY(shipped.training->shape.layers);
        WorkloadForm form;
        form.setWorkload(shipped);
        QCOMPARE(form.modelChoice()->currentIndex(), 0);
        QCOMPARE(form.workload(), shipped);
    }

    void mfuIsTheModelsUnlessGiven()
    {
        WorkloadForm form;
        QVERIFY(!form.workload().training->mfu);
        auto* mfu = form.findChild<QDoubleSpinBox*>(QStringLiteral("mfu"));
        QVERIFY(mfu);
        QCOMPARE(mfu->text(), QStringLiteral("predicted by the model"));
        mfu->setValue(38);
        QCOMPARE(*form.workload().training->mfu, 0.38);
    }

    void simulationsAndThroughputJobsRoundTrip()
    {
        // Every field of both sections is shown, so what goes in comes out:
        // 2e20 B = 200 EB, 70 % sustained; 1e10 images = 10,000 million,
        // 110 kB each, 90 % scaling efficiency, two measured rates, one with
        // the CPU cores it kept busy.
        WorkloadForm form;
        Workload sim;
        sim.name = "weather";
        sim.hpc = HpcProfile{HpcBound::MemoryBandwidth, HpcPrecision::Fp64, 2e20, 5, 0.7};
        form.setWorkload(sim);
        QCOMPARE(form.kind(), WorkloadForm::Kind::Simulation);
        QCOMPARE(form.workload(), sim);
        QVERIFY(!form.modelChoice()->isVisibleTo(&form));

        Workload job;
        job.name = "tagging";
        ThroughputProfile t;
        t.unit = "images";
        t.work = 1e10;
        t.targetDays = 3;
        t.rates = {{"nvidia-h100-sxm5-80gb", 3000, 12.5}, {"nvidia-l40s", 1400, std::nullopt}};
        t.bytesPerUnit = 110e3;
        t.scalingEfficiency = 0.9;
        job.throughput = t;
        form.setWorkload(job);
        QCOMPARE(form.kind(), WorkloadForm::Kind::Throughput);
        QCOMPARE(form.workload(), job);
        QVERIFY(!form.workload().training); // one kind of section at a time
    }

    void deepseekSaysWhatTheModelCannotRepresent()
    {
        WorkloadForm form;
        form.show();
        choosePreset(form, "deepseek-v3");
        bool shown = false;
        for (QLabel* label : form.findChildren<QLabel*>()) {
            shown |= label->isVisible() && label->text().contains(QStringLiteral("latent"));
        }
        QVERIFY(shown);
    }

    // Through the tab: Add opens the dialog, OK adds the workload as one
    // undo step; a taken name keeps the dialog open with the reason.
    void theTabAddsAndRefusesThroughTheDocument()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        WorkloadPanel panel;
        WorkloadEditing editing(doc, panel);
        editing.add();
        WorkloadDialog* dialog = openDialog(panel);
        QVERIFY(dialog);
        QCOMPARE(dialog->form()->workload().name, std::string("Workload 2"));
        choosePreset(*dialog->form(), "llama-3.1-8b");
        dialog->accept();
        QVERIFY(!dialog->isVisible());
        QCOMPARE(doc.design().workloads.size(), std::size_t(2));
        QCOMPARE(doc.design().workloads[1].training->parameters, 8.03e9);
        QCOMPARE(doc.undoStack()->count(), 1);

        editing.add();
        dialog = openDialog(panel);
        QVERIFY(dialog);
        dialog->form()->findChild<QLineEdit*>()->setText(QStringLiteral("Workload 2"));
        dialog->accept();
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->refusal()->text().contains(QStringLiteral("\"Workload 2\"")));
        QCOMPARE(doc.undoStack()->count(), 1);
        dialog->reject();
    }
};

QTEST_MAIN(TestWorkloadForm)
#include "tst_workloadform.moc"
