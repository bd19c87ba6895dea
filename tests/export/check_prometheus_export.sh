#!/bin/sh
# Exports every shipped example with `clustersmith-cli export --prometheus` and
# runs promtool check rules on the files (Debian's prometheus package). Without
# promtool the test is skipped (exit 77), except in CI (CI=true), where it fails.
# Usage: check_prometheus_export.sh CLI EXAMPLES_DIR WORK_DIR
set -eu
cli=$1 examples=$2 work=$3
promtool=$(command -v promtool || true)
if [ -z "$promtool" ]; then
  if [ "${CI:-}" = true ]; then
    echo "promtool is missing: install Debian's prometheus package (.ci/deps.sh)." >&2
    exit 1
  fi
  echo "promtool is missing: skipped (install Debian's prometheus package)."
  exit 77
fi
for design in "$examples"/*.cluster.json; do
  out="$work/$(basename "$design" .cluster.json)-prometheus"
  rm -rf "$out"
  "$cli" export "$design" --prometheus "$out" >/dev/null
  "$promtool" check rules "$out"/clustersmith-design.rules.yml "$out"/clustersmith-alerts.rules.yml
done
