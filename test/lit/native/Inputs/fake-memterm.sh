#!/bin/bash
# fake-memterm.sh --run FILE [--nondet LIST] -- stands in for memterm in
# compare_selftest.test: runs FILE natively and reports like memterm, with
# the defect chosen by $FAKE_MODE (good, stdout, status, violation, leak,
# nolog).
file= nondet=
while [ $# -gt 0 ]; do
  case $1 in
    --run) file=$2; shift 2 ;;
    --nondet) nondet=$2; shift 2 ;;
    *) shift ;;
  esac
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
exe=$(mktemp "${TMPDIR:-/tmp}/fake.XXXXXX") || exit 1
gcc -std=gnu17 -w -include "$here/../../Inputs/nondet.h" -o "$exe" "$file" || exit 1
MEMTERM_NONDET=$nondet "$exe"
rc=$?
rm -f "$exe"
case ${FAKE_MODE:-good} in
  stdout) echo "extra" ;;
  status) rc=$((rc + 1)) ;;
  violation) echo "memterm: run: violation valid-deref at $file:1:1 in main: fake" >&2 ;;
  leak) echo "memterm: run: leak valid-memcleanup: 1 unfreed block(s), first allocated at $file:1:1 in main" >&2 ;;
  nolog) exit $rc ;;
esac
echo "memterm: run: exit $rc" >&2
exit $rc
