#!/usr/bin/env bash
# Runs the libFuzzer target of the design loader for a bounded time on the
# corpus of good and bad design files: .ci/fuzz.sh BUILD_DIR SECONDS
set -euo pipefail
build=$1
seconds=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus"
cp tests/data/*.cluster.json tests/data/bad/*.cluster.json tests/data/migration/*.json \
   resources/examples/lab-4x-rtx4090.cluster.json "$work/corpus/"
ASAN_OPTIONS=detect_leaks=1 "$build/bin/fuzz_designloader" "$work/corpus" \
  -max_total_time="$seconds" -max_len=300000 -rss_limit_mb=4096 -timeout=20 \
  -artifact_prefix="$work/" -print_final_stats=1 2>"$work/log" || {
    tail -n 60 "$work/log"
    for crash in "$work"/crash-* "$work"/timeout-* "$work"/oom-*; do
      [ -e "$crash" ] && { echo "fuzz: reproducer $crash:"; head -c 400 "$crash" | od -c | head -n 20; }
    done
    exit 1
  }
grep -E '^stat::number_of_executed_units|^Done|cov:' "$work/log" | tail -n 3
