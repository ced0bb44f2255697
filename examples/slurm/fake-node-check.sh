#!/bin/bash
# A node health check for the fake nodes of scripts/slurm.sh (policy.health_check.command):
# a node is unhealthy while the file <marker dir>/<node name> exists. On a real cluster the
# command is e.g. `dcgmi diag -r 2` or a site script around nvidia-smi and nccl-tests.
#   usage: fake-node-check.sh MARKER_DIR      (run by crashcart through srun on the node)
set -u
node=${SLURMD_NODENAME:-$(hostname -s)}
if [ -e "${1:?marker dir}/$node" ]; then
  echo "$node: unhealthy (fake check: $(head -c 200 "$1/$node"))"
  exit 1
fi
echo "$node: healthy"
