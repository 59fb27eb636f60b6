#!/bin/sh
# Runs every test of memterm: the cmocka unit tests (ASan+UBSan build), the
# replay of the fuzz corpus (ASan+UBSan) and the lit suite (release and
# ASan+UBSan binaries).  Ends with one summary
# line "check: N passed, M failed".
LIT=${LIT:-"python3 $(/usr/lib/llvm-19/bin/llvm-config --prefix)/build/utils/lit/lit.py"}
passed=0
failed=0
for t in "$@"; do
  out=$("$t" 2>&1)
  rc=$?
  echo "$out" | grep -E '^\[  (PASSED|FAILED)|^\[==========\]' | sed "s|^|$(basename "$t"): |"
  n=$(echo "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p')
  f=$(echo "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p')
  passed=$((passed + ${n:-0}))
  failed=$((failed + ${f:-0}))
  if [ $rc -ne 0 ] && [ -z "$f" ]; then failed=$((failed + 1)); echo "$out"; fi
done
# the fuzz targets' corpus, replayed under ASan+UBSan (one check per target)
out=$(sh scripts/fuzz-afl.sh --replay 2>&1)
rc=$?
echo "$out" | grep '^fuzz-replay'
[ $rc -ne 0 ] && echo "$out" | tail -40
n=$(echo "$out" | grep -c '^fuzz-replay\[.*inputs$')
f=$(echo "$out" | grep -c '^fuzz-replay\[.*FAILED')
passed=$((passed + n))
failed=$((failed + f))
if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); fi
for bin in build/memterm build/asan/memterm; do
  out=$($LIT -sv --param memterm="$PWD/$bin" test/lit 2>&1)
  rc=$?
  echo "$out" | grep -E '^(FAIL|XPASS|UNRESOLVED|  Passed|  Failed|Total)' | sed "s|^|lit[$bin]: |"
  [ $rc -ne 0 ] && echo "$out" | tail -60
  n=$(echo "$out" | sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p')
  f=$(echo "$out" | sed -n 's/^ *Failed *: *\([0-9]*\).*/\1/p')
  passed=$((passed + ${n:-0}))
  failed=$((failed + ${f:-0}))
  if [ $rc -ne 0 ] && [ -z "$f" ]; then failed=$((failed + 1)); fi
done
echo "check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
