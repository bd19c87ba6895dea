// Opening a generated 16,384-GPU design in the editor and drawing its rack
// view offscreen: milliseconds to open (load, build the view, first summary)
// and per frame zoomed out (racks as blocks), at mid zoom and at 1:1.
// Targets: open < 2 s, zoomed-out frame < 16 ms.
//   bin/bench_rackview [GPUS [DIR]]   (DIR: also save each zoom's frame as PNG there)
#include "benchutil.h"
#include "catalog.h"
#include "document/document.h"
#include "generator/generator.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "views/rackelevationscene.h"
#include "views/rackelevationview.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace cs;

namespace {

Design generated(int gpus)
{
    catalog::Catalog local(catalog::Catalog::defaultBundledPath(), std::nullopt);
    generator::ClusterSpec spec;
    spec.nodePartId = "nvidia-dgx-h100";
    spec.gpus = gpus;
    spec.supplyPartIds = generator::supplyPartIds(local.parts());
    return generator::generateCluster(spec, [&](const std::string& id) { return local.part(id); });
}

// Wall-clock and processor milliseconds of one call, best of three.
struct Timing
{
    double wallMs = 1e300;
    double cpuMs = 1e300;
};

template <typename F> Timing timed(F&& f, int runs = 3)
{
    Timing t;
    for (int i = 0; i < runs; ++i) {
        double wall = 0;
        const double cpu = bench::cpuMillisecondsOf([&] { wall = bench::millisecondsOf(f); });
        t.wallMs = std::min(t.wallMs, wall);
        t.cpuMs = std::min(t.cpuMs, cpu);
    }
    return t;
}

void printFrame(const char* what, ui::RackElevationView& view, double target, const QString& saveAs)
{
    constexpr int kFrames = 20;
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    auto frame = [&] {
        image.fill(view.palette().color(QPalette::Base)); // as the viewport clears itself
        QPainter painter(&image);
        view.render(&painter, QRectF(), view.viewport()->rect());
    };
    frame(); // warm the caches
    const Timing t = timed([&] {
        for (int i = 0; i < kFrames; ++i) {
            frame();
        }
    });
    std::printf("%s (scale %.3f): %.2f ms/frame wall, %.2f ms/frame processor", what, view.zoom(),
                t.wallMs / kFrames, t.cpuMs / kFrames);
    std::printf(target > 0 ? " (target < %.0f)\n" : "\n", target);
    if (!saveAs.isEmpty()) {
        image.save(saveAs);
    }
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int gpus = argc > 1 ? std::atoi(argv[1]) : 16384;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.cluster.json"));
    const Design design = generated(gpus);
    if (auto error = saveDesignFile(design, path)) {
        std::fprintf(stderr, "%s\n", qPrintable(error->toString()));
        return 1;
    }
    std::printf("design: %d GPUs, %zu racks, %zu devices, %zu links\n", gpus, design.racks().size(),
                design.devices().size(), design.links().size());

    const Timing load = timed([&] { loadDesignFile(path); }, 1);
    std::printf("load the file: %.0f ms wall, %.0f ms processor\n", load.wallMs, load.cpuMs);
    const Timing build = timed(
        [&] {
            ui::Document document(*loadDesignFile(path).design);
            ui::RackElevationView view(document,
                                       [](const std::string&) { return std::optional<Part>(); });
        },
        1);
    std::printf("load + build the rack view: %.0f ms wall, %.0f ms processor\n", build.wallMs,
                build.cpuMs);

    ui::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    const Timing open = timed([&] { window.openFile(path); }, 1);
    std::printf(
        "open in the main window (load, rack view, summary): %.0f ms wall, %.0f ms processor "
        "(target < 2000)\n",
        open.wallMs, open.cpuMs);

    ui::RackElevationView& view = *window.rackView();
    view.fitAll();
    const QString frames = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    auto frameFile = [&](const char* name) {
        return frames.isEmpty() ? QString() : frames + QLatin1Char('/') + QLatin1String(name);
    };
    printFrame("zoomed out, whole design, racks as blocks", view, 16, frameFile("zoomed-out.png"));
    view.zoomOneToOne();
    view.zoomBy(0.3);
    printFrame("mid zoom, devices without text", view, 0, frameFile("mid.png"));
    view.zoomOneToOne();
    printFrame("1:1, names and U numbers", view, 0, frameFile("one-to-one.png"));
    return 0;
}
