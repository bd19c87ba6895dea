#!/usr/bin/env bash
# Runs a real Slurm (Debian's slurm-wlm 22.05 and munge) on the Slurm files that
# `clustersmith-cli export --slurm` writes for every shipped example and for two
# generated designs (an NVL72's trays, two compute planes), and fails unless
# every GPU node of each registers as IDLE with the exported GPUs.
#
# All daemons run on this machine: munged with a key made for the run,
# slurmctld on 127.0.0.1, and one slurmd per node of the example, each started
# with `-N NODE` (Slurm's multiple-slurmd mode: every node gets NodeAddr=127.0.0.1
# and a port of its own). Everything lives in a temporary folder; the daemons
# are stopped when the script ends, however it ends.
#
# What the test adds around the exported files, and why:
# - slurm.conf: the exported slurm-nodes.conf and topology.conf are used as
#   written; each NodeName line only gains NodeAddr=127.0.0.1 and its ports.
# - SlurmdParameters=config_overrides: this machine has neither the designs'
#   CPUs nor their memory, and slurmd would mark a node that reports less than
#   configured INVALID. The exported CPU and RealMemory figures are therefore
#   not checked against hardware here (no test machine has a DGX's 2 TB).
# - gres.conf: there are no GPUs here, so `AutoDetect=nvml` becomes
#   `AutoDetect=off` and every GPU line gets `File=` device files (links to
#   /dev/null in the temporary folder), as gres.conf(5) allows without a GPU.
#   The exported Type and Count stay as they are, so Slurm still checks that
#   the node's `Gres=gpu:TYPE:COUNT` matches gres.conf.
#
# Needs root (slurmd runs jobs as any user). Without Slurm or munge, or not as
# root, the test is skipped (exit 77), except in CI (CI=true), where it fails.
# Usage: check_slurm_export.sh CLI EXAMPLES_DIR WORK_DIR
set -euo pipefail
cli=$1 examples=$2 work=$3
timeout_s=${CLUSTERSMITH_SLURM_TIMEOUT:-90}

skip() {
  if [ "${CI:-}" = true ]; then
    echo "FAIL: $1" >&2
    exit 1
  fi
  echo "skipped: $1"
  exit 77
}

for tool in slurmctld slurmd scontrol sinfo munged; do
  if ! command -v "$tool" >/dev/null && [ ! -x "/usr/sbin/$tool" ]; then
    skip "$tool is missing: install Debian's slurm-wlm, slurm-client and munge (.ci/deps.sh)."
  fi
done
[ "$(id -u)" -eq 0 ] || skip "slurmd needs root."
PATH=$PATH:/usr/sbin

tmp=$(mktemp -d /tmp/cs-slurm.XXXXXX)
chmod 0755 "$tmp"
pids=()
stop_daemons() {
  local pid
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  pids=()
}
munge_pid=
cleanup() {
  stop_daemons
  if [ -n "$munge_pid" ]; then
    kill "$munge_pid" 2>/dev/null || true
    wait "$munge_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# munge with its own key, socket, log and seed.
mkdir -p "$tmp/munge"
chmod 0700 "$tmp/munge"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 0400 "$tmp/munge/munge.key"
munged --foreground --force --socket="$tmp/munge/socket" --key-file="$tmp/munge/munge.key" \
  --log-file="$tmp/munge/munged.log" --pid-file="$tmp/munge/munged.pid" \
  --seed-file="$tmp/munge/munged.seed" 2>/dev/null &
munge_pid=$!
for _ in $(seq 50); do
  [ -S "$tmp/munge/socket" ] && break
  sleep 0.1
done
if [ ! -S "$tmp/munge/socket" ]; then
  cat "$tmp/munge/munged.log" >&2 || true
  echo "FAIL: munged did not start." >&2
  exit 1
fi

# scontrol expands host lists only with a configuration to read.
printf 'ClusterName=clustersmith\nSlurmctldHost=localhost(127.0.0.1)\n' >"$tmp/hostlist.conf"
export SLURM_CONF="$tmp/hostlist.conf"

# A port range unlikely to be in use: slurmctld on base, slurmd on base+1…
base=$((20000 + $$ % 20000))

print_logs() {
  local f
  for f in "$1"/log/*.log; do
    echo "---- $(basename "$f")" >&2
    tail -n 40 "$f" >&2
  done
}

# check_example NAME DESIGN: exports, starts Slurm on the files, waits for IDLE.
check_example() {
  local name=$1 design=$2
  local dir="$tmp/$name"
  local out="$work/$name-slurm"
  rm -rf "$out"
  "$cli" export "$design" --slurm "$out" >/dev/null
  mkdir -p "$dir/etc" "$dir/state" "$dir/spool" "$dir/log" "$dir/dev"
  cp "$out/topology.conf" "$dir/etc/topology.conf"

  # slurm-nodes.conf: each NodeName line gains the address and a port per node.
  local port=$((base + 1)) line nodes count
  : >"$dir/etc/slurm-nodes.conf"
  while IFS= read -r line; do
    if [[ $line =~ ^NodeName=([^[:space:]]+) ]]; then
      nodes=${BASH_REMATCH[1]}
      count=$(scontrol show hostnames "$nodes" | wc -l)
      line+=" NodeAddr=127.0.0.1 Port=[$port-$((port + count - 1))]"
      port=$((port + count))
    fi
    printf '%s\n' "$line" >>"$dir/etc/slurm-nodes.conf"
  done <"$out/slurm-nodes.conf"

  # gres.conf: device files instead of detection, the exported Type and Count kept.
  local gpu=0 i
  : >"$dir/etc/gres.conf"
  while IFS= read -r line; do
    if [[ $line =~ ^AutoDetect= ]]; then
      line="AutoDetect=off"
    elif [[ $line =~ ^NodeName=.*Name=gpu.*Count=([0-9]+) ]]; then
      count=${BASH_REMATCH[1]}
      line=${line/ File=*/}
      for ((i = 0; i < count; i++)); do
        ln -s /dev/null "$dir/dev/gpu$gpu"
        gpu=$((gpu + 1))
      done
      line+=" File=$dir/dev/gpu[$((gpu - count))-$((gpu - 1))]"
    fi
    printf '%s\n' "$line" >>"$dir/etc/gres.conf"
  done <"$out/gres.conf"

  cat >"$dir/etc/slurm.conf" <<EOF
ClusterName=clustersmith
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$base
SlurmdPort=$((base + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/%n
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd-%n.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd-%n.log
MailProg=/bin/true
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SchedulerType=sched/backfill
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
SlurmdParameters=config_overrides
TopologyPlugin=topology/tree
GresTypes=gpu
Include $dir/etc/slurm-nodes.conf
EOF
  export SLURM_CONF="$dir/etc/slurm.conf"

  # The daemons log to the files in slurm.conf; their terminal copy is dropped.
  slurmctld -D -c -f "$SLURM_CONF" >/dev/null 2>&1 &
  pids+=($!)
  local all gpu_nodes node
  all=$(sed -n 's/^NodeName=\([^[:space:]]*\).*/\1/p' "$out/slurm-nodes.conf" | paste -sd, -)
  gpu_nodes=$(sed -n 's/^PartitionName=gpu Nodes=\([^[:space:]]*\).*/\1/p' "$out/slurm-nodes.conf")
  if [ -z "$gpu_nodes" ]; then
    echo "FAIL: $name: slurm-nodes.conf has no gpu partition." >&2
    return 1
  fi
  for node in $(scontrol show hostnames "$all"); do
    mkdir -p "$dir/spool/$node"
    slurmd -D -N "$node" -f "$SLURM_CONF" >/dev/null 2>&1 &
    pids+=($!)
  done

  # Every GPU node IDLE, with the exported GPUs.
  local deadline=$((SECONDS + timeout_s)) states bad expected
  while :; do
    states=$(sinfo -h -N -n "$gpu_nodes" -o "%N %T" 2>/dev/null | sort -u || true)
    if [ -n "$states" ] && ! grep -qv ' idle$' <<<"$states" &&
      [ "$(wc -l <<<"$states")" -eq "$(scontrol show hostnames "$gpu_nodes" | wc -l)" ]; then
      break
    fi
    bad=$(grep -Ei 'drain|inval|fail' <<<"$states" || true)
    if [ -n "$bad" ] || ((SECONDS > deadline)); then
      echo "FAIL: $name: not every GPU node is IDLE:" >&2
      echo "$states" >&2
      scontrol show node "$gpu_nodes" >&2 || true
      print_logs "$dir"
      return 1
    fi
    sleep 1
  done
  # The Gres each node shows is the one its exported NodeName line gives.
  while IFS= read -r line; do
    [[ $line =~ ^NodeName=([^[:space:]]+).*\ Gres=([^[:space:]]+) ]] || continue
    expected=${BASH_REMATCH[2]}
    for node in $(scontrol show hostnames "${BASH_REMATCH[1]}"); do
      if ! scontrol show node "$node" | grep -q "^ *Gres=$expected\$"; then
        echo "FAIL: $name: $node does not show the exported Gres=$expected:" >&2
        scontrol show node "$node" >&2
        return 1
      fi
    done
  done <"$out/slurm-nodes.conf"
  # topology.conf read without complaint (a node under two leaves, an unknown
  # switch or node would be logged when slurmctld reads it).
  if grep -Ei 'topology|switch' "$dir/log/slurmctld.log" | grep -Ei 'error|warn'; then
    echo "FAIL: $name: slurmctld complained about topology.conf." >&2
    return 1
  fi
  local switches shown
  switches=$(grep -c '^SwitchName=' "$out/topology.conf" || true)
  shown=$(scontrol show topology | grep -c '^SwitchName=' || true)
  if [ "$switches" -ne "$shown" ]; then
    echo "FAIL: $name: topology.conf has $switches switches, slurmctld shows $shown:" >&2
    scontrol show topology >&2
    return 1
  fi
  echo "$name: $(scontrol show hostnames "$gpu_nodes" | wc -l) GPU nodes IDLE ($gpu_nodes)," \
    "$shown switches in the topology"
  sinfo -N -o "%N %T %G" | sed 's/^/  /'
}

# The shipped examples, and two generated designs whose Slurm files differ in
# kind: a GB200 NVL72, one node per compute tray (18), and DGX B300 in two
# compute planes, each node cabled to a leaf of both.
"$cli" generate --node nvidia-gb200-nvl72 --nodes 1 -o "$work/gb200-nvl72.cluster.json" >/dev/null
"$cli" generate --node nvidia-dgx-b300 --nodes 8 --fabric rail-optimized \
  --switch nvidia-spectrum4-sn5610 --planes 2 -o "$work/b300-two-planes.cluster.json" >/dev/null
status=0
for design in "$examples"/*.cluster.json "$work/gb200-nvl72.cluster.json" \
  "$work/b300-two-planes.cluster.json"; do
  check_example "$(basename "$design" .cluster.json)" "$design" || status=1
  stop_daemons
  export SLURM_CONF="$tmp/hostlist.conf"
  base=$((base + 100))
done
exit "$status"
