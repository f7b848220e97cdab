#!/usr/bin/env bash
# Build a pynusmv wheel that works on Debian 12 / Python >= 3.10 and cache it.
# Prints the wheel's path on the last line. Reuses the cached wheel when present.
# The four source fixes: CUDD's pipefork.c (`union wait` left glibc 2.24), MiniSat's `extern "C"void`
# (a user-defined literal to g++ 12), collections.abc imports (Python >= 3.10), and a setup.py that
# fails when make or the link fails (it ignored both).
set -euo pipefail
VERSION=1.0rc8
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/safe-codegen/wheels"  # not $SAFE_CODEGEN_CACHE (the JSON cache, may be "off")
PY="${PYTHON:-python3}"
TAG="$("$PY" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')"
mkdir -p "$CACHE"
found="$(ls "$CACHE"/pynusmv-"$VERSION"-"$TAG"-*.whl 2>/dev/null | head -1 || true)"
if [[ -n "$found" ]]; then echo "$found"; exit 0; fi

echo "setup: building the pynusmv wheel (once: ~5 min on 2 cores, then cached in $CACHE)" >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
"$PY" -m pip download -q --no-deps --no-binary :all: pynusmv=="$VERSION" -d . >&2
tar xzf "pynusmv-$VERSION.tar.gz"
src="$work/pynusmv-$VERSION"
cd "$src"

# 1. MiniSat: extern "C"void is read as a user-defined literal by g++ >= 11.
sed -i 's/extern "C"void/extern "C" void/' dependencies/MiniSat/nusmv.patch
# 2. CUDD's pipefork.c declares `union wait` (gone since glibc 2.24); the file lives in the
#    NuSMV tarball, so fix it right after the Makefile unpacks and patches it.
sed -i 's|^\tpatch -p0 -N < cudd.patch$|&\n\tsed -i "s/union wait status;/int status;/" NuSMV-2.5.4/cudd-2.4.1.1/util/pipefork.c|' \
    dependencies/NuSMV/Makefile
grep -q 'int status;' dependencies/NuSMV/Makefile
# 3. ABCs moved to collections.abc.
sed -i 's/^from collections import Iterator, Iterable/from collections.abc import Iterator, Iterable/' pynusmv/collections.py
sed -i 's/^from collections\( *\)import Iterator/from collections.abc import Iterator/' pynusmv/be/encoder.py
# 4. setup.py ignores the exit status of make and of the link: make every os.system fail loudly.
sed -i 's/os\.system(/_checked_system(/g' setup.py
sed -i '0,/^import os$/s//import os\ndef _checked_system(cmd):\n    rc = os.system(cmd)\n    if rc != 0:\n        raise SystemExit("command failed (%d): %s" % (rc, cmd))\n    return rc/' setup.py

"$PY" -m venv "$work/venv"
"$work/venv/bin/pip" install -q 'setuptools<72' wheel >&2
"$work/venv/bin/pip" wheel --no-build-isolation --no-deps -w "$work/dist" . >&2
if ldd -r lib/libdependencies.so 2>&1 | grep -q 'undefined symbol'; then
    ldd -r lib/libdependencies.so | grep 'undefined symbol' | head >&2
    echo "pynusmv build: lib/libdependencies.so has undefined symbols" >&2
    exit 1
fi
whl="$(ls "$work"/dist/pynusmv-*.whl)"
# Keep the standalone NuSMV binary too (benchmarks compare against it).
cp dependencies/NuSMV/NuSMV-2.5.4/nusmv/NuSMV "$CACHE/NuSMV-2.5.4"
cp "$whl" "$CACHE/"
echo "$CACHE/$(basename "$whl")"
