#!/usr/bin/env bash
# `apt-get update`, at most once an hour across the set-up scripts. `make test` runs four of them
# (bootstrap, services, slurm, monitoring); on a fresh machine each one's first `apt-get install`
# fails on the empty package lists and each used to update them again (tens of seconds each).
set -euo pipefail
stamp=/var/lib/apt/lists/.crashcart-updated
if [ -n "$(find "$stamp" -mmin -60 2>/dev/null)" ]; then
  exit 0
fi
apt-get update "$@"
touch "$stamp"
