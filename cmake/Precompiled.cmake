# Precompiled headers. Nearly every translation unit parses nlohmann/json (the
# design's assumption sections) and Qt Core, and the desktop code Qt Widgets;
# parsing them once per target rather than once per file shortens both builds
# of the test command. Each library precompiles its own. The test programs,
# one file each, do not: a shared header is refused wherever the macros
# differ, and Qt Test defines one per directory (QT_TESTCASE_BUILDDIR).
option(CLUSTERSMITH_PCH "Precompile the widely included third-party headers" ON)

set(CLUSTERSMITH_PCH_CORE
    <algorithm> <functional> <map> <memory> <optional> <set> <string> <vector>
    <nlohmann/json.hpp> <QObject> <QString> <QStringList> <QVariant>)
set(CLUSTERSMITH_PCH_GUI ${CLUSTERSMITH_PCH_CORE} <QColor> <QFont> <QPainter>)
set(CLUSTERSMITH_PCH_WIDGETS ${CLUSTERSMITH_PCH_GUI}
    <QComboBox> <QHeaderView> <QLabel> <QLayout> <QTableWidget> <QWidget>)

# clustersmith_pch(TARGET CORE|GUI|WIDGETS)
function(clustersmith_pch target kind)
  if(CLUSTERSMITH_PCH)
    target_precompile_headers(${target} PRIVATE ${CLUSTERSMITH_PCH_${kind}})
  endif()
endfunction()
