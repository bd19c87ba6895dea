#!/usr/bin/env bash
# Configures and builds one build tree: .ci/build.sh DIR [CMAKE_ARGS...]
# CLUSTERSMITH_TARGETS (space-separated) builds only those targets and what
# they need; unset, everything (the tests and benchmarks too).
set -euo pipefail
dir=$1; shift
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCLUSTERSMITH_WERROR=ON "$@" >/dev/null
targets=()
for t in ${CLUSTERSMITH_TARGETS:-}; do
  targets+=(--target "$t")
done
cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}"
