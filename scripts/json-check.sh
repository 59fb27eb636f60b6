#!/bin/sh
# json-check.sh [-t SECONDS] [-j JOBS] [-o OUTDIR] DIR... -- runs memterm --json on every
# task (.yml) under DIR with each property of the task that memterm knows
# (SV-COMP property files next to the tasks: ../properties/NAME.prp), with a
# timeout of SECONDS (default 10), and validates every object written
# against docs/memterm-result.schema.json.  Prints per run a line when the
# object is missing or invalid, then
#   json-check: N runs, N valid, N invalid, N without object (timeout or crash)
# and exits 1 when an object is invalid.  Runs at nice 19.  With -o the
# objects (N.json, in the order of OUTDIR/pairs) are kept there.
here=$(cd "$(dirname "$0")" && pwd)
t=10
jobs=1
keep=
while [ $# -gt 0 ]; do
  case $1 in
    -t) t=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    -o) keep=$2; shift 2 ;;
    *) break ;;
  esac
done
MEMTERM=${MEMTERM:-$here/../build/memterm}
if [ -n "$keep" ]; then
  out=$keep
  mkdir -p "$out" || exit 2
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
# one line per (task, property file) pair
find "$@" -name '*.yml' | sort | while read -r y; do
  python3 - "$y" <<'PY'
import os, sys, yaml
y = sys.argv[1]
d = yaml.safe_load(open(y))
for p in d.get('properties', []) or []:
    f = os.path.normpath(os.path.join(os.path.dirname(y), p['property_file']))
    if os.path.basename(f) in ('termination.prp', 'valid-memsafety.prp', 'valid-memcleanup.prp',
                               'unreach-call.prp', 'no-overflow.prp'):
        print(y, f)
PY
done > "$out/pairs"
n=0
while read -r y p; do
  n=$((n + 1))
  echo "$n $y $p"
done < "$out/pairs" | xargs -P "$jobs" -L 1 sh -c '
  i=$1; y=$2; p=$3
  nice -n 19 timeout $(('"$t"' + 5)) "'"$MEMTERM"'" --timeout '"$t"' --property-file "$p" --json "'"$out"'/$i.json" "$y" > /dev/null 2>&1
  [ -s "'"$out"'/$i.json" ] || echo "no object: $y $p"
' sh
total=$(wc -l < "$out/pairs")
objs=$(find "$out" -name '*.json' -size +0 | wc -l)
bad=0
if [ "$objs" -gt 0 ]; then
  res=$(find "$out" -name '*.json' -size +0 | xargs python3 "$here/json-validate.py" 2>&1)
  bad=$(echo "$res" | grep '^/' | cut -d: -f1 | sort -u | wc -l)
  echo "$res" | grep '^/' | head -50
fi
echo "json-check: $total runs, $((objs - bad)) valid, $bad invalid, $((total - objs)) without object (timeout or crash)"
[ "$bad" -eq 0 ]
