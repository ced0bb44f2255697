#!/bin/bash
# crashcart Slurm prolog (slurm.conf: Prolog=/etc/slurm/crashcart-prolog.sh, runs as root on
# every node of a job before it starts).
#  1. Refuse a node crashcart has cordoned: a non-zero exit makes Slurm drain this node and
#     requeue the job elsewhere. If crashcart cannot be reached, let the job run (fail open):
#     the diagnosis service must never be what stops a cluster.
#  2. On the job's first node, register the job (its nodes and script) so the orchestrator knows
#     which nodes it may drain and how to restart it. Requeued jobs register again (new nodes).
# Settings: CRASHCART_SERVER, CRASHCART_TOKEN (a "scheduler" token), from the environment or
# /etc/crashcart/slurm.env.
set -u
[ -r /etc/crashcart/slurm.env ] && . /etc/crashcart/slurm.env
PATH=/usr/bin:/bin:/usr/sbin:/sbin:${PATH:-}
SERVER=${CRASHCART_SERVER:-http://127.0.0.1:8080}
TOKEN=${CRASHCART_TOKEN:-}
NODE=${SLURMD_NODENAME:-$(hostname -s)}
JOB=${SLURM_JOB_ID:?SLURM_JOB_ID is not set: run me as a Slurm prolog}

api() {  # api METHOD PATH [JSON] -> body on stdout; non-zero when unreachable or not 2xx
  curl -sS --fail --max-time 5 -X "$1" -H "Authorization: Bearer $TOKEN" \
    -H 'Content-Type: application/json' ${3:+--data "$3"} "$SERVER$2"
}

# 1. this node's health
if health=$(api GET "/v1/nodes/$NODE" 2>/dev/null); then
  state=$(python3 -c 'import json,sys; print(json.load(sys.stdin).get("state","ok"))' <<<"$health" 2>/dev/null)
  if [ "$state" = cordoned ]; then
    reason=$(python3 -c 'import json,sys; print(json.load(sys.stdin).get("reason",""))' <<<"$health" 2>/dev/null)
    echo "crashcart: $NODE is cordoned ($reason); refusing job $JOB" >&2
    exit 1
  fi
else
  echo "crashcart: $SERVER unreachable, not checking $NODE" >&2
fi

# 2. register the job, once, from its first node
nodelist=${SLURM_JOB_NODELIST:-$(scontrol show job -o "$JOB" | grep -o 'NodeList=[^ ]*' | cut -d= -f2)}
nodes=$(scontrol show hostnames "$nodelist" 2>/dev/null)
first=$(head -n1 <<<"$nodes")
if [ -z "$first" ] || [ "$first" = "$NODE" ]; then
  script=$(scontrol show job -o "$JOB" | grep -o 'Command=[^ ]*' | cut -d= -f2)
  body=$(JOB="$JOB" NODES="$nodes" SCRIPT="$script" python3 -c '
import json, os
print(json.dumps({"job_id": os.environ["JOB"], "scheduler": "slurm",
                  "nodes": os.environ["NODES"].split(), "world_size": None,
                  "spec": {"slurm_job_id": os.environ["JOB"], "script": os.environ["SCRIPT"]}}))')
  api POST /v1/jobs "$body" >/dev/null || echo "crashcart: could not register job $JOB" >&2
fi
exit 0
