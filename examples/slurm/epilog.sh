#!/bin/bash
# crashcart Slurm epilog (slurm.conf: Epilog=/etc/slurm/crashcart-epilog.sh, runs as root on
# every node when a job ends): report the job's exit to crashcart (POST /v1/jobs/{id}/exit).
# It always exits 0: a failing epilog would make Slurm drain a healthy node.
set -u
[ -r /etc/crashcart/slurm.env ] && . /etc/crashcart/slurm.env
PATH=/usr/bin:/bin:/usr/sbin:/sbin:${PATH:-}
SERVER=${CRASHCART_SERVER:-http://127.0.0.1:8080}
TOKEN=${CRASHCART_TOKEN:-}
NODE=${SLURMD_NODENAME:-$(hostname -s)}
JOB=${SLURM_JOB_ID:-}
[ -n "$JOB" ] || exit 0

# ExitCode=<code>:<signal> as Slurm recorded it (the epilog's environment does not carry it).
exitcode=$(scontrol show job -o "$JOB" 2>/dev/null | grep -o ' ExitCode=[0-9]*:[0-9]*' | cut -d= -f2)
code=${exitcode%%:*}
signal=${exitcode##*:}
body=$(printf '{"node": "%s", "exit_code": %d, "signal": %s}' "$NODE" "${code:-0}" \
  "$([ "${signal:-0}" -gt 0 ] 2>/dev/null && echo "$signal" || echo null)")
curl -sS --fail --max-time 5 -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  --data "$body" "$SERVER/v1/jobs/$JOB/exit" >/dev/null 2>&1 \
  || echo "crashcart: could not report the exit of job $JOB" >&2
exit 0
