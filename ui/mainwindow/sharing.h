#pragma once

namespace cs {
class CatalogParts;
}

namespace cs::ui {

class MainWindow;

// Mounts what turns a design into documents for other people and tells what
// a design from someone else carries: File → Export (ExportActions) and the
// notice above the views listing the parts that `catalog` lacks or states
// differently (CatalogNotice), refreshed whenever a design is opened.
// Call once the window's central widget and File menu exist; `catalog` may be
// null and must outlive the window.
void installSharing(MainWindow& window, const CatalogParts* catalog);

} // namespace cs::ui
