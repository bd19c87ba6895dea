#!/usr/bin/env bash
# The source checks that need no build, run first so that a slip fails in
# seconds: every C++ file formatted as .clang-format says, by the pinned
# clang-format (Debian 12's 14, which .ci/deps.sh installs; another version
# formats some constructs differently), and the layers kept apart (core and
# catalog use no widgets or graphics scenes, docs/architecture.md).
set -euo pipefail
cd "$(dirname "$0")/.."

formatter=clang-format-14
mapfile -t sources < <(git ls-files '*.cpp' '*.h')
echo "style: ${#sources[@]} C++ files against .clang-format ($($formatter --version))"
if ! $formatter --dry-run -Werror "${sources[@]}"; then
  echo "style: run '$formatter -i' on the files above" >&2
  exit 1
fi

if git grep -nE '#include <(QtWidgets|QWidget|QGraphics[A-Za-z]*|QApplication)' -- core catalog; then
  echo "style: core and catalog must not use widgets (docs/architecture.md)" >&2
  exit 1
fi
echo "style: formatted, layers kept apart"
