#!/usr/bin/env bash
# Set up everything safe-codegen needs on Debian 12 + Python 3.11, idempotently:
# apt packages, the pynusmv wheel (built once and cached), a virtual environment in .venv
# with the package and its test dependencies. Safe to run again: it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"

APT_PACKAGES=(build-essential swig flex bison libexpat1-dev libreadline-dev patchelf unzip graphviz libseccomp2)
if ! "$PY" -c 'import sysconfig, os, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' 2>/dev/null; then
    APT_PACKAGES+=(python3-dev)
fi
if ! "$PY" -c 'import ensurepip, venv' 2>/dev/null; then
    APT_PACKAGES+=(python3-venv)
fi
missing=()
for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "setup: installing apt packages: ${missing[*]}" >&2
    SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [[ ! -x .venv/bin/python ]]; then
    echo "setup: creating .venv" >&2
    "$PY" -m venv .venv
fi
VPY=.venv/bin/python
if ! "$VPY" -c 'import pynusmv.init' 2>/dev/null; then
    echo "setup: installing pynusmv" >&2
    wheel="$(PYTHON="$PY" bash scripts/build_pynusmv.sh | tail -1)"
    "$VPY" -m pip install -q --no-deps "$wheel"
fi
stamp=.venv/.safe-codegen-installed
if [[ ! -f $stamp || pyproject.toml -nt $stamp || scripts/constraints.txt -nt $stamp ]]; then
    echo "setup: installing safe-codegen and its dependencies into .venv" >&2
    # the constraints keep torch at the CPU build on this disk (a plain range would pull a multi-GB CUDA build)
    "$VPY" -m pip install -q -c scripts/constraints.txt -e '.[test,all]'  # all: every extra (nusmv is the wheel above)
    touch "$stamp"
fi
