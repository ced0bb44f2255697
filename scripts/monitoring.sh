#!/usr/bin/env bash
# Make sure Prometheus, promtool and Alertmanager (Debian's packages) are installed for the tests.
# Installs them when missing and running as root; otherwise fails saying what to do. The tests
# start their own daemons as plain processes (loopback, free ports, config and data under
# /tmp/crashcart/monitoring), never the packaged systemd services, so nothing here is started.
set -euo pipefail

log() { echo "monitoring: $*" >&2; }
die() { echo "monitoring: ERROR: $*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

if ! have prometheus || ! have promtool || ! have prometheus-alertmanager; then
  [ "$(id -u)" = 0 ] && have apt-get \
    || die "prometheus/promtool/prometheus-alertmanager are missing (Debian: apt-get install prometheus prometheus-alertmanager)"
  log "installing prometheus and prometheus-alertmanager from Debian's packages"
  # policy-rc.d 101: the packages' maintainer scripts must not start the system daemons (port 9090/9093).
  had_policy=0; [ -e /usr/sbin/policy-rc.d ] && had_policy=1
  if [ "$had_policy" = 0 ]; then printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; fi
  pkgs=(prometheus prometheus-alertmanager)
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null \
    || { "$(dirname "$0")/apt-update-once.sh" -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null; }
  [ "$had_policy" = 1 ] || rm -f /usr/sbin/policy-rc.d
fi
mkdir -p /tmp/crashcart/monitoring
log "$(prometheus --version 2>&1 | head -n1); $(prometheus-alertmanager --version 2>&1 | head -n1)"
