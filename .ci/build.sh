#!/usr/bin/env bash
# Configures and builds one build tree: .ci/build.sh DIR [CMAKE_ARGS...]
set -euo pipefail
dir=$1; shift
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCLUSTERSMITH_WERROR=ON "$@" >/dev/null
cmake --build "$dir" --parallel "$(nproc)"
