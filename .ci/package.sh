#!/usr/bin/env bash
# Builds the Debian package from a configured, built tree (default: build),
# checks it (lintian without errors, AppStream metadata, desktop entry, MIME
# type) and runs the programs from a clean extraction of it, where they must
# find their catalog and examples relative to themselves.
#   bash .ci/package.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build="$(realpath "${1:-build}")"
started=$SECONDS

echo "== package: cpack -G DEB"
rm -rf "$build/packages"
if ! (cd "$build" && cpack -G DEB >"$build/cpack.log" 2>&1); then
  cat "$build/cpack.log"
  exit 1
fi
deb=$(ls "$build"/packages/clustersmith_*.deb)
echo "package: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb -f "$deb" Depends

echo "== package: lintian"
# Errors fail the build; warnings and notes are listed.
lintian_rc=0
report=$(lintian --fail-on error --display-info --pedantic "$deb" 2>&1) || lintian_rc=$?
grep -E '^[EWIPXO]: ' <<<"$report" || true
echo "lintian: $(grep -c '^E: ' <<<"$report" || true) errors, $(grep -c '^W: ' <<<"$report" || true) warnings"
if ((lintian_rc != 0)); then
  echo "$report"
  exit 1
fi

tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
dpkg -x "$deb" "$tree"
export XDG_RUNTIME_DIR="$tree/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"
share="$tree/usr/share"

echo "== package: metadata, desktop entry and file type"
appstreamcli validate --no-net "$share/metainfo/org.clustersmith.Clustersmith.metainfo.xml"
desktop-file-validate "$share/applications/org.clustersmith.Clustersmith.desktop"
grep -qx 'MimeType=application/x-clustersmith-design;' \
  "$share/applications/org.clustersmith.Clustersmith.desktop"
# update-mime-database reads the package's MIME file as the system would.
cp -r "$share/mime" "$tree/mime-check"
update-mime-database "$tree/mime-check" >/dev/null 2>&1
grep -q 'application/x-clustersmith-design:\*\.cluster\.json' "$tree/mime-check/globs2"
test -f "$share/icons/hicolor/scalable/mimetypes/application-x-clustersmith-design.svg"
echo "metadata, desktop entry and MIME type: valid"

echo "== package: the extracted programs"
# No catalog override: the programs must find share/clustersmith themselves.
unset CLUSTERSMITH_CATALOG
export CLUSTERSMITH_USER_CATALOG="$tree/user-catalog.sqlite"
cli="$tree/usr/bin/clustersmith-cli"
"$cli" --version
"$cli" catalog list --kind gpu | sed -n 1,2p
example="$share/clustersmith/examples/h100-32-node.cluster.json"
"$cli" validate "$example"
# The workload examples ship beside the designs.
"$cli" size "$share/clustersmith/examples/llama-70b-training.workload.json" --top 1 >/dev/null
"$cli" export "$example" --bom-csv "$tree/bom.csv" --slurm "$tree/slurm"
tail -n 1 "$tree/bom.csv"
QT_QPA_PLATFORM=offscreen "$tree/usr/bin/clustersmith" --version

echo "package: checked in $((SECONDS - started)) s"
