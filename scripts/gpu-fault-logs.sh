#!/usr/bin/env bash
# Inject every fault of examples/gpu_faults.py under torchrun on this machine's GPU and keep each
# console log as printed (stdout and stderr interleaved), one file per fault, in DIR; for the OOM
# faults also the kernel's log lines of that run (FAULT.dmesg).
#   scripts/gpu-fault-logs.sh DIR [PYTHON] [FAULT ...]
# The OOM faults run in a cgroup with memory.max=MEMORY_MAX (default 6G; needs root and cgroup v2).
set -u
dir=${1:?usage: scripts/gpu-fault-logs.sh DIR [PYTHON] [FAULT ...]}
py=${2:-python3}
shift $(($# < 2 ? $# : 2))
mkdir -p "$dir"
here=$(cd "$(dirname "$0")/.." && pwd)
cg=/sys/fs/cgroup/crashcart-gpu-faults
run() {  # run FAULT NPROC [ENV=VALUE ...]
  local fault=$1 nproc=$2 prefix=() seen=0
  shift 2
  echo "== $fault ($nproc rank(s))"
  if [[ $fault == *oom && $fault != cuda_oom ]]; then
    if ! { echo +memory >/sys/fs/cgroup/cgroup.subtree_control && mkdir -p "$cg" &&
      echo "${MEMORY_MAX:-6G}" >"$cg/memory.max" && echo 0 >"$cg/memory.swap.max"; } 2>/dev/null; then
      echo "skipped: no writable cgroup v2 memory controller"
      return
    fi
    prefix=(sh -c 'echo $$ >'"$cg"'/cgroup.procs && exec "$@"' sh)
    seen=$(dmesg 2>/dev/null | wc -l)  # the kernel's log is left as it is: only what follows is kept
  fi
  env "$@" PYTHONUNBUFFERED=1 timeout 150 "${prefix[@]}" "$py" -m torch.distributed.run --standalone \
    --nproc-per-node "$nproc" "$here/examples/gpu_faults.py" --fault "$fault" >"$dir/$fault.log" 2>&1
  echo "exit $?"
  if [[ ${#prefix[@]} -gt 0 ]]; then dmesg -T 2>&1 | tail -n +"$((seen + 1))" >"$dir/$fault.dmesg"; fi
}
faults=("$@")
[[ ${#faults[@]} -gt 0 ]] || faults=(cuda_oom device_assert illegal_address invalid_ordinal nccl_duplicate_gpu
  device_mismatch nan_anomaly hung_rank host_oom dataloader_oom)
for fault in "${faults[@]}"; do
  case $fault in
    invalid_ordinal | hung_rank) run "$fault" 2 ;;
    nccl_duplicate_gpu) run "$fault" 2 NCCL_DEBUG=WARN ;;
    *) run "$fault" 1 ;;
  esac
done
