#!/bin/sh
# entry-stringlib.sh -- memterm --entry on every function of the test
# string library (test/lit/entry/Inputs/stringlib.c, seed 002's 22
# functions) and on its variant that touches one byte too many
# (stringlib_bad.c): one line per function with the answer, the time and
# the contract's requires clauses (\separated left out), then the totals.
#   scripts/entry-stringlib.sh [-m MEMTERM] [-t SECONDS] [-b SECONDS] [--bad]
# (-t: per function, default 120; -b: --entry-budget, per candidate, default 10)
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
memterm="$here/build/memterm"
timeout=120
budget=10
lib="$here/test/lit/entry/Inputs/stringlib.c"
while [ $# -gt 0 ]; do
  case "$1" in
    -m) memterm="$2"; shift 2 ;;
    -t) timeout="$2"; shift 2 ;;
    -b) budget="$2"; shift 2 ;;
    --bad) lib="$here/test/lit/entry/Inputs/stringlib_bad.c"; shift ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "entry-stringlib: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
funcs="memchr memcmp memcpy memmove memset strlen strcpy strncpy strcat strncat strcmp strncmp
strcoll strxfrm strchr strrchr strspn strcspn strpbrk strstr strtok strerror"
out=$(mktemp "${TMPDIR:-/tmp}/entry-stringlib-XXXXXX")
trap 'rm -f "$out"' EXIT
proved=0 total=0
for f in $funcs; do
  start=$(date +%s.%N)
  "$memterm" --entry "my_$f" --timeout "$timeout" --entry-budget "$budget" "$lib" > "$out" 2>&1
  end=$(date +%s.%N)
  res=$(grep '^Result:' "$out" | tail -n 1 | sed 's/Result: //')
  [ -n "$res" ] || res="(no Result line)"
  req=$(grep '^  requires' "$out" | grep -v separated | sed 's/^  requires //' | tr '\n' ' ')
  [ -n "$req" ] || { grep -q '(no precondition)' "$out" && req="(no precondition)"; }
  printf '%-9s %-8s %6.1fs  %s\n' "$f" "$res" "$(awk "BEGIN { print $end - $start }")" "$req"
  total=$((total + 1))
  [ "$res" = true ] && proved=$((proved + 1))
done
echo "entry-stringlib: $proved of $total functions proved memory safe under a contract"
