#!/usr/bin/env bash
# scripts/slurm.sh {up|down|status} - a real Slurm cluster on this one machine for crashcart's
# tests and benchmarks: slurmctld plus one `slurmd -N gpuNN` per fake node, munge auth, no systemd.
#
#   up      install slurm + munge from Debian if missing (root only), write the config, start what
#           is not running, return drained/down nodes to service, wait until every node is idle.
#           Idempotent: a healthy cluster is left alone (jobs keep running).
#   down    cancel the jobs, stop only the daemons `up` started (PID files, never by name).
#   status  exit 0 when the controller answers and every node is known; prints sinfo.
#   env     print `export SLURM_CONF=...`: clients (scontrol, sbatch, the tests) find this cluster so.
#
# Everything lives under one root (config, state, spool, logs, PID files), with its own ports, so
# this cluster runs beside any other on the machine: /etc/slurm is never touched, and two roots
# with different ports are two independent clusters (the node names may repeat).
#
# Knobs (environment): CRASHCART_SLURM_ROOT (/tmp/crashcart/slurm), CRASHCART_SLURM_NODES (4),
# CRASHCART_SLURM_WAIT (90 s to wait for idle nodes), CRASHCART_SLURM_PORT (16817: slurmctld;
# the slurmd of node N listens on CRASHCART_SLURM_NODE_PORT + N, default 16900 + N).
# The config is $ROOT/etc/slurm.conf; it includes $ROOT/etc/hooks.conf, which `up` creates empty
# and never rewrites (the prolog/epilog test installs its Prolog=/Epilog= lines there).
set -euo pipefail

ROOT=${CRASHCART_SLURM_ROOT:-/tmp/crashcart/slurm}
HERE=$(cd "$(dirname "$0")" && pwd)
NODES=${CRASHCART_SLURM_NODES:-4}
WAIT=${CRASHCART_SLURM_WAIT:-90}
CTLD_PORT=${CRASHCART_SLURM_PORT:-16817}
NODE_PORT=${CRASHCART_SLURM_NODE_PORT:-16900}
CONF=$ROOT/etc/slurm.conf
HOOKS=$ROOT/etc/hooks.conf
export SLURM_CONF=$CONF
STAMP="# crashcart scripts/slurm.sh"
say() { echo "[slurm.sh] $*"; }
fail() { echo "[slurm.sh] error: $*" >&2; exit 1; }

node() { printf 'gpu%02d' "$1"; }
if [ "$NODES" -gt 1 ]; then NODESET="gpu[01-$(printf %02d "$NODES")]"; else NODESET=gpu01; fi

# alive PIDFILE COMM: the PID recorded in the file still runs that program (guards against reuse)
alive() {
  local pid
  [ -s "$1" ] || return 1
  pid=$(<"$1")
  [[ $pid =~ ^[0-9]+$ ]] && [ -r "/proc/$pid/comm" ] && [ "$(<"/proc/$pid/comm")" = "$2" ]
}
# halt PIDFILE COMM: TERM, up to 15 s grace, then KILL; only the process named in the file
halt() {
  local pid i
  if ! alive "$1" "$2"; then rm -f "$1"; return 0; fi
  pid=$(<"$1")
  kill -TERM "$pid" 2>/dev/null || true
  for i in $(seq 75); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
  rm -f "$1"
  say "stopped $2 ($pid)"
}
controller_up() { timeout 5 scontrol ping 2>/dev/null | grep -q 'is UP'; }

install_packages() {
  local need=() p
  for p in slurmctld slurmd slurm-client munge; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || need+=("$p")
  done
  [ ${#need[@]} -eq 0 ] && return 0
  [ "$(id -u)" = 0 ] || fail "slurm is not installed and installing it needs root: ${need[*]}"
  say "installing ${need[*]} (apt)"
  export DEBIAN_FRONTEND=noninteractive
  # The packages' maintainer scripts would start their own daemons; forbid that while installing.
  local blocked=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && blocked=1
  fi
  apt-get install -y --no-install-recommends "${need[@]}" >"$ROOT/apt.log" 2>&1 \
    || { "$HERE/apt-update-once.sh" >>"$ROOT/apt.log" 2>&1 && apt-get install -y --no-install-recommends "${need[@]}" >>"$ROOT/apt.log" 2>&1; } \
    || { [ $blocked = 1 ] && rm -f /usr/sbin/policy-rc.d; tail -5 "$ROOT/apt.log"; fail "apt-get install failed"; }
  if [ $blocked = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
  say "installed $(slurmctld -V)"
}

write_config() {
  local conf
  conf=$(cat <<EOF
$STAMP: $NODES fake nodes on one host, one slurmd each
ClusterName=crashcart
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
# A requeued job may only start cred_expire+1 s after it ended (121 s by default); keep it short.
AuthInfo=cred_expire=10
# What docs/slurm.md asks of an admin who installs crashcart's prolog/epilog: the prolog runs at
# allocation on every node, a prolog refusing a node requeues the job instead of holding it, and
# a requeued job's output is appended to, not truncated.
PrologFlags=Alloc
JobFileAppend=1
MailProg=/bin/true
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=1,bf_interval=1,nohold_on_prolog_fail
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
# 2: a node set DOWN by hand comes back when its slurmd registers again; DRAIN stays until RESUME.
ReturnToService=2
JobRequeue=1
SlurmdParameters=config_overrides
SlurmctldPort=$CTLD_PORT
SlurmdPort=$((NODE_PORT + 1))
StateSaveLocation=$ROOT/state
SlurmdSpoolDir=$ROOT/spool/%n
SlurmctldPidFile=$ROOT/run/slurmctld.pid
SlurmdPidFile=$ROOT/run/slurmd-%n.pid
SlurmctldLogFile=$ROOT/log/slurmctld.log
SlurmdLogFile=$ROOT/log/slurmd-%n.log
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=600
KillWait=2
Waittime=0
NodeName=$NODESET NodeHostname=$(hostname -s) NodeAddr=127.0.0.1 Port=[$((NODE_PORT + 1))-$((NODE_PORT + NODES))] CPUs=2 RealMemory=2000 State=UNKNOWN
PartitionName=gpu Nodes=$NODESET Default=YES MaxTime=INFINITE State=UP
Include $HOOKS
EOF
)
  mkdir -p "$ROOT/etc"
  [ -e "$HOOKS" ] || printf '# Prolog=/Epilog= lines (the prolog/epilog test installs them; docs/slurm.md)\n' >"$HOOKS"
  if [ "$(cat "$CONF" 2>/dev/null)" != "$conf" ]; then
    printf '%s\n' "$conf" >"$CONF"
    chmod 644 "$CONF"
    say "wrote $CONF"
    return 0   # changed
  fi
  return 1
}

start_munge() {
  [ -s /etc/munge/munge.key ] || mungekey --create --keyfile=/etc/munge/munge.key
  chown munge:munge /etc/munge/munge.key && chmod 400 /etc/munge/munge.key
  if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then return 0; fi
  install -d -o munge -g munge -m 0755 /run/munge
  setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged
  local i
  for i in $(seq 50); do munge -n 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.1; done
  munge -n | unmunge >/dev/null || fail "munged did not start"
  cp /run/munge/munged.pid "$ROOT/run/munged.pid"   # we started it, so `down` may stop it
  say "started munged"
}

stop_slurm_daemons() {
  local f
  for f in "$ROOT"/run/slurmd-*.pid; do [ -e "$f" ] && halt "$f" slurmd & done
  halt "$ROOT/run/slurmctld.pid" slurmctld &
  wait
}

cmd_up() {
  mkdir -p "$ROOT"/{state,run,log,spool}
  local i
  for i in $(seq "$NODES"); do mkdir -p "$ROOT/spool/$(node "$i")"; done
  install_packages
  if write_config; then stop_slurm_daemons; fi
  start_munge
  if ! alive "$ROOT/run/slurmctld.pid" slurmctld; then
    slurmctld -f "$CONF" -c -i   # -c: forget jobs and node states of an earlier run
    for i in $(seq 100); do controller_up && break; sleep 0.2; done
    controller_up || { tail -5 "$ROOT/log/slurmctld.log"; fail "slurmctld did not come up"; }
    say "started slurmctld"
  fi
  for i in $(seq "$NODES"); do
    alive "$ROOT/run/slurmd-$(node "$i").pid" slurmd || slurmd -f "$CONF" -N "$(node "$i")"
  done
  local deadline=$((SECONDS + WAIT)) resumed=0 states
  while :; do
    states=$(sinfo -h -N -o '%N %t' 2>/dev/null | sort -u)
    if [ "$(grep -c . <<<"$states")" -eq "$NODES" ] && ! awk '$2 !~ /^(idle|mix|alloc)$/ {bad=1} END {exit !bad}' <<<"$states"; then
      break
    fi
    # Nodes a previous test left drained or down go back to service (once they have registered).
    if [ $resumed = 0 ] && grep -Eq ' (drain|drng|down|fail|inval)' <<<"$states"; then
      sleep 1; scontrol update NodeName="$NODESET" State=RESUME 2>/dev/null || true; resumed=1
    fi
    [ $SECONDS -lt $deadline ] || { sinfo -N -l; fail "nodes not idle after ${WAIT}s"; }
    sleep 0.5
  done
  say "up: $NODESET idle (logs in $ROOT/log)"
}

cmd_down() {
  [ -d "$ROOT/run" ] || { say "not running"; return 0; }
  if alive "$ROOT/run/slurmctld.pid" slurmctld; then
    # Cancel first: a slurmstepd outlives its stopped slurmd otherwise.
    local jobs i
    jobs=$(squeue -h -o %i 2>/dev/null | tr '\n' ' ')
    if [ -n "${jobs// /}" ]; then
      # shellcheck disable=SC2086
      scancel $jobs 2>/dev/null || true
      for i in $(seq 40); do [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break; sleep 0.25; done
    fi
  fi
  stop_slurm_daemons
  halt "$ROOT/run/munged.pid" munged
  say "down"
}

cmd_status() {
  command -v scontrol >/dev/null || fail "slurm is not installed (run scripts/slurm.sh up)"
  controller_up || fail "slurmctld is not answering (run scripts/slurm.sh up)"
  sinfo -N -o '%N %t %E'
}

case "${1:-}" in
  up) cmd_up ;;
  env) echo "export SLURM_CONF=$CONF" ;;
  down) cmd_down ;;
  status) cmd_status ;;
  *) echo "usage: $0 {up|down|status|env}" >&2; exit 2 ;;
esac
