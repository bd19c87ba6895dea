#!/usr/bin/env bash
# Installs the Debian 12 packages Clustersmith builds and tests with, unless
# they are all there already. Needs root (or sudo). slurm-wlm, slurm-client and
# munge run the exported Slurm files (tests/export/check_slurm_export.sh).
set -euo pipefail

packages=(
  g++ clang clang-format-14 cmake ninja-build pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite qt6-translations-l10n libqcustomplot-dev nlohmann-json3-dev libsimdjson-dev libsqlite3-dev zlib1g-dev libgl-dev
  xvfb xauth fonts-dejavu-core fonts-noto-cjk poppler-utils python3-jsonschema python3-yaml prometheus
  xlsx2csv unzip slurm-wlm slurm-client munge
  dpkg-dev file lintian appstream desktop-file-utils shared-mime-info
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "deps: all ${#packages[@]} packages are installed"
  exit 0
fi

echo "deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
