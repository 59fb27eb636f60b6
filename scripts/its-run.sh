#!/bin/sh
# its-run.sh -- memterm --its on every integer transition system under the
# given directories (*.smt2, *.koat): one CSV row per file with the answer
# (true | false | unknown | error), the wall time and the reason of an
# unknown, then the totals per directory and the median time of the
# answered files.
#   scripts/its-run.sh [-m MEMTERM] [-t SECONDS] [-j JOBS] [-o OUT.csv] [-x] DIR...
# (-t: per file, default 60; -j: parallel runs, default 1; -x: --its-cross,
# the lasso search also after a termination proof: a file with both is a
# contradiction, counted at the end -- a soundness campaign)
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
memterm="$here/build/memterm"
timeout=60
jobs=1
csv=""
cross=""
while [ $# -gt 0 ]; do
  case "$1" in
    -m) memterm="$2"; shift 2 ;;
    -t) timeout="$2"; shift 2 ;;
    -j) jobs="$2"; shift 2 ;;
    -o) csv="$2"; shift 2 ;;
    -x) cross="--its-cross"; shift ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    -*) echo "its-run: unknown option '$1'" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "its-run: no directory given (see --help)" >&2; exit 2; }
[ -x "$memterm" ] || { echo "its-run: no memterm at $memterm" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/its-run-XXXXXX")
trap 'rm -rf "$work"' EXIT
[ -n "$csv" ] || csv="$work/out.csv"

# one file: prints "file,answer,seconds,reason"
cat > "$work/one.sh" <<'EOF'
#!/bin/sh
f="$1"; memterm="$2"; timeout="$3"; cross="$4"
out=$(mktemp "${TMPDIR:-/tmp}/its-one-XXXXXX")
start=$(date +%s.%N)
timeout -k 5 $((timeout + 10)) "$memterm" --its "$f" --timeout "$timeout" $cross > "$out" 2>&1
rc=$?
end=$(date +%s.%N)
res=$(grep '^Result:' "$out" | tail -n 1 | sed 's/^Result: //; s/(.*//')
[ -n "$res" ] || res="error(rc=$rc)"
reason=$(grep '^Reason:' "$out" | head -n 1 | sed 's/^Reason: //' | tr ',"' ';;' | cut -c1-120)
printf '%s,%s,%.2f,"%s"\n' "$f" "$res" "$(awk "BEGIN { print $end - $start }")" "$reason"
rm -f "$out"
EOF
chmod +x "$work/one.sh"

echo "file,answer,seconds,reason" > "$csv"
find -L "$@" -type f \( -name '*.smt2' -o -name '*.koat' \) | sort |
  xargs -P "$jobs" -I{} "$work/one.sh" {} "$memterm" "$timeout" "$cross" >> "$csv"

awk -F, 'NR > 1 {
  n = split($1, p, "/"); d = p[n - 1]
  tot[d]++; ans[d, $2]++; all++; a[$2]++
  if ($2 == "true" || $2 == "false") t[++nt] = $3
  if ($0 ~ /contradiction/) contra++
} END {
  for (d in tot)
    printf "%-22s %4d files: %4d true, %4d false, %4d unknown, %3d other\n", d, tot[d],
      ans[d, "true"], ans[d, "false"], ans[d, "unknown"],
      tot[d] - ans[d, "true"] - ans[d, "false"] - ans[d, "unknown"]
  printf "%-22s %4d files: %4d true, %4d false, %4d unknown, %3d other (answered %.1f%%)\n", "all", all,
    a["true"], a["false"], a["unknown"], all - a["true"] - a["false"] - a["unknown"],
    all ? 100 * (a["true"] + a["false"]) / all : 0
  printf "contradictions (termination proof and lasso both): %d\n", contra
  if (nt) {  # median of the answered files
    for (i = 1; i <= nt; i++) for (j = i + 1; j <= nt; j++) if (t[j] + 0 < t[i] + 0) { x = t[i]; t[i] = t[j]; t[j] = x }
    printf "median time of the answered: %.2f s\n", (nt % 2) ? t[(nt + 1) / 2] : (t[nt / 2] + t[nt / 2 + 1]) / 2
  }
}' "$csv"
[ "$csv" = "$work/out.csv" ] || echo "rows: $csv"
