#!/bin/bash
# A pair check for the fake nodes of scripts/slurm.sh (policy.health_check.pair_command), standing
# in for an nccl-tests all-reduce between two nodes: it fails, on both tasks, when either node of
# the pair has the file <marker dir>/<node name> (a bad link: the node may pass its own check).
# On a real cluster: e.g. ["all_reduce_perf", "-b", "8", "-e", "1G", "-g", "8"] built with MPI
# support, run by crashcart as one srun step with a task on each node of the pair.
#   usage: fake-pair-check.sh MARKER_DIR {nodes}      ({nodes} becomes "a,b")
set -u
dir=${1:?marker dir}
IFS=, read -r -a pair <<< "${2:?node pair}"
for node in "${pair[@]}"; do
  if [ -e "$dir/$node" ]; then
    echo "${SLURMD_NODENAME:-?}: all-reduce over ${2} failed (fake check: $node $(head -c 200 "$dir/$node"))"
    exit 1
  fi
done
echo "${SLURMD_NODENAME:-?}: all-reduce over ${2} ok"
