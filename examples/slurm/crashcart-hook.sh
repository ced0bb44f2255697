#!/bin/bash
# crashcart's Slurm hook: one script for the node prolog, the node epilog and (optionally) the
# controller prolog. docs/slurm.md says how to install it; in short, in slurm.conf:
#
#   Prolog=/etc/slurm/crashcart-hook.sh
#   Epilog=/etc/slurm/crashcart-hook.sh
#   PrologFlags=Alloc                                  # the prolog runs at allocation, every node
#   SchedulerParameters=nohold_on_prolog_fail          # a refused node requeues, never holds
#   JobFileAppend=1                                    # a requeue appends to slurm-N.out
#
# What it does (Slurm 22.05 onwards; the mode comes from $SLURM_SCRIPT_CONTEXT, or $1):
#   prolog_slurmd     refuse this node when crashcart has cordoned it (exit 1: Slurm drains it
#                     and requeues the job elsewhere); on the job's first node, register the job
#                     (POST /v1/jobs with its nodes, script and run `<job id>.<restart count>`).
#   prolog_slurmctld  register the job once, from the controller (PrologSlurmctld=...), for
#                     sites that prefer that to the first node doing it.
#   epilog_slurmd     on the job's first node, report the job's exit (POST /v1/jobs/{id}/exit).
#
# Fail open: crashcart down, slow or misconfigured never stops or delays a job by more than
# CRASHCART_HOOK_TIMEOUT per call (0.4 s; the prolog skips the registration when the node check
# already timed out), and the epilog always exits 0 (a failing epilog drains a healthy node).
# Errors go to syslog (tag crashcart-slurm), stderr, and $CRASHCART_HOOK_LOG when set.
#
# Settings: /etc/crashcart/slurm.env ($CRASHCART_ENV_FILE), KEY=VALUE lines, read (never
# sourced: it runs as root) only when owned by root and writable by nobody else; it holds the
# scheduler token, so keep it mode 0600. Keys: CRASHCART_SERVER, CRASHCART_TOKEN,
# CRASHCART_HOOK_TIMEOUT, CRASHCART_HOOK_LOG, CRASHCART_REGISTER (node: the first node registers,
# the default; ctld: only the controller prolog does; off), CRASHCART_HOOK_STATE. Needs: bash, curl, scontrol; logger
# is used when present. Nothing else (no python).
set -u
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
umask 077

MODE=${1:-${SLURM_SCRIPT_CONTEXT:-}}
JOB=${SLURM_JOB_ID:-${SLURM_JOBID:-}}
NODE=${SLURMD_NODENAME:-$(hostname -s 2>/dev/null)}
ENV_FILE=${CRASHCART_ENV_FILE:-/etc/crashcart/slurm.env}
SERVER=${CRASHCART_SERVER:-}
TOKEN=${CRASHCART_TOKEN:-}
TIMEOUT=${CRASHCART_HOOK_TIMEOUT:-0.4}
HOOK_LOG=${CRASHCART_HOOK_LOG:-}
REGISTER=${CRASHCART_REGISTER:-node}
# The first node remembers which run its prolog saw: in the epilog of a requeued run Slurm already
# gives the *next* restart count, and only this tells a requeue from the job's end.
STATE_DIR=${CRASHCART_HOOK_STATE:-/run/crashcart-slurm}
RUN_COUNT=${SLURM_JOB_RESTART_COUNT:-${SLURM_RESTART_COUNT:-0}}

log() {  # log LEVEL MESSAGE: syslog, stderr, and the hook log when one is set
  local msg="crashcart $MODE job ${JOB:-?} on ${NODE:-?}: $2"
  command -v logger >/dev/null 2>&1 && timeout 1 logger -t crashcart-slurm -p "user.$1" -- "$msg" 2>/dev/null
  echo "$msg" >&2
  [ -n "$HOOK_LOG" ] && printf '%s %s %s\n' "$(date -u +%FT%T.%3NZ)" "$1" "$msg" >>"$HOOK_LOG" 2>/dev/null
  return 0
}

load_env_file() {  # KEY=VALUE lines, only the keys we know, only from a file root controls
  [ -e "$ENV_FILE" ] || return 0
  local owner mode key value
  owner=$(stat -c %u "$ENV_FILE" 2>/dev/null) mode=$(stat -c %a "$ENV_FILE" 2>/dev/null)
  if [ "$owner" != 0 ] && [ "$owner" != "$(id -u)" ]; then
    log err "ignoring $ENV_FILE: owned by uid $owner, not root"; return 0
  fi
  if (( 8#${mode:-777} & 8#022 )); then
    log err "ignoring $ENV_FILE: mode $mode lets others write it (chmod 600)"; return 0
  fi
  (( 8#$mode & 8#044 )) && log warning "$ENV_FILE is mode $mode: it holds the scheduler token, chmod 600"
  while IFS='=' read -r key value; do
    value=${value%$'\r'}; value=${value#[\"\']}; value=${value%[\"\']}
    case $key in
      CRASHCART_SERVER) SERVER=${CRASHCART_SERVER:-$value} ;;
      CRASHCART_TOKEN) TOKEN=${CRASHCART_TOKEN:-$value} ;;
      CRASHCART_HOOK_TIMEOUT) TIMEOUT=${CRASHCART_HOOK_TIMEOUT:-$value} ;;
      CRASHCART_HOOK_LOG) HOOK_LOG=${CRASHCART_HOOK_LOG:-$value} ;;
      CRASHCART_REGISTER) REGISTER=${CRASHCART_REGISTER:-$value} ;;
      CRASHCART_HOOK_STATE) STATE_DIR=${CRASHCART_HOOK_STATE:-$value} ;;
    esac
  done < <(grep -E '^[A-Z_]+=' "$ENV_FILE")
}

BODY=''
api() {  # api METHOD PATH [JSON]: the body in $BODY; 0 on 2xx, 1 refused (4xx/5xx), 2 unreachable
  local out code
  # The token goes through curl's config on stdin: never on a command line (ps shows those).
  out=$(curl -sS -X "$1" --connect-timeout "$TIMEOUT" --max-time "$TIMEOUT" \
    -H 'Content-Type: application/json' ${3:+--data-binary "$3"} -w '\n%{http_code}' \
    -K - "$SERVER$2" 2>&1 <<<"header = \"Authorization: Bearer $TOKEN\"")
  code=${out##*$'\n'}
  BODY=${out%$'\n'*}
  case $code in
    2??) return 0 ;;
    000|'') return 2 ;;
    *) BODY="HTTP $code: ${BODY:0:300}"; return 1 ;;
  esac
}

json_str() {  # a JSON string of $1 (control characters dropped)
  local s=${1//\\/\\\\}
  s=${s//\"/\\\"}
  printf '"%s"' "$(tr -d '\000-\037' <<<"$s")"
}

job_field() {  # job_field KEY: one field of `scontrol show job -o`, matched as a whole key
  # (`NodeList=` must never match `ReqNodeList=`). 23.02+ also has `scontrol show job --json`,
  # but the one-line record exists in every version and the keys we read have no spaces.
  [ -n "${JOB_RECORD:-}" ] || JOB_RECORD=$(timeout 2 scontrol show job -o "$JOB" 2>/dev/null)
  tr ' ' '\n' <<<"$JOB_RECORD" | sed -n "s/^$1=//p" | head -n1
}

register() {  # POST /v1/jobs: this allocation's nodes, the script, the run
  local nodelist=$1 nodes script restarts body n list=''
  nodes=$(timeout 2 scontrol show hostnames "$nodelist" 2>/dev/null)
  [ -n "$nodes" ] || { log err "cannot expand the node list '$nodelist'; job not registered"; return; }
  script=$(job_field Command)
  restarts=${SLURM_JOB_RESTART_COUNT:-${SLURM_RESTART_COUNT:-$(job_field Restarts)}}
  for n in $nodes; do list+="${list:+, }$(json_str "$n")"; done
  body="{\"job_id\": $(json_str "$JOB"), \"scheduler\": \"slurm\", \"nodes\": [$list],"
  body+=" \"run\": $(json_str "$JOB.${restarts:-0}"), \"spec\": {\"slurm_job_id\": $(json_str "$JOB")"
  case $script in ''|'(null)') ;; *) body+=", \"script\": $(json_str "$script")" ;; esac
  body+="}}"
  api POST /v1/jobs "$body"
  case $? in
    0) log info "registered the job (nodes $nodelist, run $JOB.${restarts:-0})" ;;
    1) log err "crashcart refused the registration: $BODY" ;;
    *) log err "crashcart at $SERVER unreachable: job not registered" ;;
  esac
}

first_node() {  # the first node of the job's allocation (PrologFlags=Alloc: SLURM_NODELIST)
  local nodelist=${SLURM_NODELIST:-${SLURM_JOB_NODELIST:-$(job_field NodeList)}}
  [ -n "$nodelist" ] && [ "$nodelist" != '(null)' ] || return 0
  timeout 2 scontrol show hostnames "$nodelist" 2>/dev/null | head -n1
}

prolog_node() {
  local state reason nodelist first
  first=$(first_node)
  if [ "$first" = "$NODE" ]; then
    mkdir -p -m 0700 "$STATE_DIR" 2>/dev/null && echo "$RUN_COUNT" >"$STATE_DIR/job-$JOB" 2>/dev/null
  fi
  api GET "/v1/nodes/$NODE"
  case $? in
    0)
      state=$(grep -o '"state": *"[a-z_]*"' <<<"$BODY" | head -n1 | sed 's/.*"\([a-z_]*\)"$/\1/')
      if [ "$state" = cordoned ]; then
        reason=$(grep -o '"reason": *"[^"]*"' <<<"$BODY" | head -n1 | sed 's/^"reason": *"//; s/"$//')
        log warning "$NODE is cordoned by crashcart ($reason): refusing the job (Slurm requeues it)"
        exit 1
      fi ;;
    1) log err "node check refused: $BODY; the job starts unchecked" ;;
    *) log err "crashcart at $SERVER unreachable (${TIMEOUT}s): the job starts unchecked, unregistered"
       return ;;
  esac
  [ "$REGISTER" = node ] || return
  # PrologFlags=Alloc gives every node's prolog the job's node list in SLURM_NODELIST.
  nodelist=${SLURM_NODELIST:-${SLURM_JOB_NODELIST:-$(job_field NodeList)}}
  [ -n "$nodelist" ] && [ "$nodelist" != '(null)' ] || { log err "no node list; job not registered"; return; }
  # Only the first node registers; nodes that cannot expand the list all try (a repeat is harmless).
  [ -z "$first" ] || [ "$first" = "$NODE" ] || return
  register "$nodelist"
}

epilog_node() {
  local first code signal body restarts
  first=$(first_node)
  [ -z "$first" ] || [ "$first" = "$NODE" ] || return
  # A job being requeued has not ended: its next run reports (its prolog registers it again).
  # Slurm counted the requeue before this epilog: its restart count is above the prolog's.
  restarts=$RUN_COUNT
  if [ -r "$STATE_DIR/job-$JOB" ]; then
    restarts=$(<"$STATE_DIR/job-$JOB")
    rm -f "$STATE_DIR/job-$JOB"
  fi
  [[ $restarts =~ ^[0-9]+$ ]] || restarts=$RUN_COUNT
  if [ "$RUN_COUNT" -gt "$restarts" ]; then
    log info "job requeued: no exit to report for run $JOB.$restarts"; return
  fi
  # SLURM_JOB_EXIT_CODE2 is "<exit code>:<signal>" as Slurm recorded it for the job.
  local ec=${SLURM_JOB_EXIT_CODE2:-$(job_field ExitCode)}
  code=${ec%%:*} signal=${ec##*:}
  [[ $code =~ ^[0-9]+$ ]] || code=0
  [[ $signal =~ ^[0-9]+$ ]] && [ "$signal" -gt 0 ] || signal=null
  body="{\"node\": $(json_str "$NODE"), \"exit_code\": $code, \"signal\": $signal,"
  body+=" \"run\": $(json_str "$JOB.$restarts")}"
  api POST "/v1/jobs/$JOB/exit" "$body"
  case $? in
    0) log info "reported exit $code (signal $signal)" ;;
    1) log err "crashcart refused the exit report: $BODY" ;;
    *) log err "crashcart at $SERVER unreachable: exit not reported" ;;
  esac
}

[ -n "$JOB" ] || { log err "no SLURM_JOB_ID: run me as a Slurm prolog or epilog"; exit 0; }
load_env_file
if [ -z "$SERVER" ]; then
  log err "CRASHCART_SERVER is not set (in $ENV_FILE): doing nothing"
  exit 0
fi
case $MODE in
  prolog_slurmd|prolog) prolog_node ;;
  prolog_slurmctld) [ "$REGISTER" = off ] || register "${SLURM_JOB_NODELIST:-$(job_field NodeList)}" ;;
  epilog_slurmd|epilog) epilog_node ;;
  *) log err "unknown mode '$MODE' (SLURM_SCRIPT_CONTEXT or first argument)" ;;
esac
exit 0
