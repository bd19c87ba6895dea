// Drawing the floor and fabric views of a generated 16,384-GPU design
// offscreen at 1600×1000: milliseconds to build each view and per frame with
// the whole floor in view (racks as blocks) and the compute fabric folded.
// Target: floor frame < 16 ms.
//   bin/bench_floorview [GPUS]
#include "benchutil.h"
#include "catalog.h"
#include "document/document.h"
#include "generator/generator.h"
#include "views/fabricscene.h"
#include "views/fabricview.h"
#include "views/floorview.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <cstdio>
#include <cstdlib>

using namespace cs;

namespace {

Design generatedDesign(int gpus)
{
    catalog::Catalog local(catalog::Catalog::defaultBundledPath(), std::nullopt);
    generator::ClusterSpec spec;
    spec.nodePartId = "nvidia-dgx-h100";
    spec.gpus = gpus;
    spec.supplyPartIds = generator::supplyPartIds(local.parts());
    return generator::generateCluster(spec, [&](const std::string& id) { return local.part(id); });
}

// Milliseconds per frame of the view drawn into an image of its viewport's size.
void printFrames(const char* what, QGraphicsView& view, double target)
{
    constexpr int kFrames = 30;
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    auto frame = [&] {
        QPainter painter(&image);
        view.render(&painter, QRectF(), view.viewport()->rect());
    };
    frame();
    double wall = 0;
    const double cpu = bench::cpuMillisecondsOf([&] {
        wall = bench::bestMillisecondsOf(3, [&] {
            for (int i = 0; i < kFrames; ++i) {
                frame();
            }
        });
    });
    std::printf("%s (scale %.3f): %.2f ms/frame wall (best of 3), %.2f ms/frame processor", what,
                view.transform().m11(), wall / kFrames, cpu / (3 * kFrames));
    std::printf(target > 0 ? " (target < %.0f)\n" : "\n", target);
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int gpus = argc > 1 ? std::atoi(argv[1]) : 16384;
    ui::Document document(generatedDesign(gpus));
    const Design& design = document.design();
    std::printf("design: %d GPUs, %zu rows, %zu racks, %zu links\n", gpus, design.rows().size(),
                design.racks().size(), design.links().size());

    ui::FloorView* floor = nullptr;
    const double floorMs = bench::millisecondsOf([&] { floor = new ui::FloorView(document); });
    std::printf("build the floor view (items and rack figures): %.1f ms\n", floorMs);
    floor->resize(1600, 1000);
    floor->show();
    floor->fitFloor();
    printFrames("floor, whole design in view", *floor, 16);
    floor->scale(4, 4);
    printFrames("floor, 4x closer, names shown", *floor, 0);

    ui::FabricView* fabric = nullptr;
    const double fabricMs = bench::millisecondsOf([&] { fabric = new ui::FabricView(document); });
    std::printf("build the fabric view (network analysis and tier layout): %.1f ms\n", fabricMs);
    fabric->resize(1600, 1000);
    fabric->show();
    fabric->fitFabric();
    printFrames("fabric, tiers folded", *fabric, 16);
    delete fabric;
    delete floor;
    return 0;
}
