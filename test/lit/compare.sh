#!/bin/bash
# compare.sh FILE [NONDET_LIST] -- differential test of `memterm --run`.
# Compiles FILE natively with gcc (nondet values through Inputs/nondet.h and
# $MEMTERM_NONDET), runs it, runs `$MEMTERM --run FILE --nondet LIST`, and
# checks that stdout is byte-identical, the exit statuses agree, and memterm's
# report says `memterm: run: exit N` with no violation and no leak.
# Prints the differences and exits 1 on a mismatch.
set -u
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: compare.sh FILE [NONDET_LIST]" >&2
  exit 2
fi
src=$1
nondet=${2-}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
memterm=${MEMTERM:-$here/../../build/memterm}
limit=${COMPARE_TIMEOUT:-60}

work=$(mktemp -d "${TMPDIR:-/tmp}/compare.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

if ! gcc -std=gnu17 -w -O0 -include "$here/Inputs/nondet.h" -o "$work/native" "$src" -lm \
     2> "$work/cc.err"; then
  echo "compare.sh: native compilation of $src failed:" >&2
  cat "$work/cc.err" >&2
  exit 1
fi

MEMTERM_NONDET=$nondet timeout "$limit" "$work/native" > "$work/native.out" 2> "$work/native.err"
native_rc=$?

args=(--run "$src")
[ -n "$nondet" ] && args+=(--nondet "$nondet")
timeout "$limit" "$memterm" "${args[@]}" > "$work/memterm.out" 2> "$work/memterm.err"
memterm_rc=$?

fail=0
if ! cmp -s "$work/native.out" "$work/memterm.out"; then
  echo "compare.sh: stdout differs (--- native, +++ memterm):"
  diff -u --label native "$work/native.out" --label memterm "$work/memterm.out" | head -60
  fail=1
fi
if [ "$native_rc" != "$memterm_rc" ]; then
  echo "compare.sh: exit status differs: native $native_rc, memterm $memterm_rc"
  fail=1
fi
if ! grep -qx "memterm: run: exit $native_rc" "$work/memterm.err"; then
  echo "compare.sh: memterm's report lacks 'memterm: run: exit $native_rc'"
  fail=1
fi
if grep -q '^memterm: run: \(violation\|leak\|abort\|stopped\)' "$work/memterm.err"; then
  echo "compare.sh: memterm reported a problem in a correct program"
  fail=1
fi
if [ $fail -ne 0 ]; then
  echo "compare.sh: memterm's stderr:"
  head -40 "$work/memterm.err"
  exit 1
fi
exit 0
