#!/bin/sh
# bench-bmc.sh -- solving time of the bounded model checker's two memory
# encodings (SEAM store lists vs. the theory of arrays) on the same tasks
# and bounds (issue 5).  Runs memterm with --bmc-only, one run at a time.
#
#   scripts/bench-bmc.sh [-b "4 8"] [-t SECONDS] [-p FILE.prp] [-m MEMTERM] TASK.yml|PROGRAM.c ...
#
# -b  the bounds (--bmc-bound), default "4 8"
# -t  --timeout per run, default 60
# -p  property file (default: the task's first property)
# Prints one line per task, bound and encoding (Z3 solving seconds, wall
# seconds, result), then per encoding the total and median solving time.
set -u
bounds="4 8"
timeout=60
prp=""
memterm="$(dirname "$0")/../build/memterm"
while getopts b:t:p:m: opt; do
  case $opt in
    b) bounds=$OPTARG ;;
    t) timeout=$OPTARG ;;
    p) prp=$OPTARG ;;
    m) memterm=$OPTARG ;;
    *) echo "usage: $0 [-b bounds] [-t s] [-p prp] [-m memterm] TASK..." >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: $0 [-b bounds] [-t s] [-p prp] [-m memterm] TASK..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-50s %5s %-7s %10s %8s  %s\n' task bound memory solve_s wall_s result
for task in "$@"; do
  for b in $bounds; do
    for mem in seam arrays; do
      set -- --bmc-only --bmc-bound "$b" --bmc-memory "$mem" --stats --timeout "$timeout"
      [ -n "$prp" ] && set -- "$@" --property-file "$prp"
      start=$(date +%s.%N)
      "$memterm" "$@" "$task" > "$tmp/out" 2> "$tmp/err"
      end=$(date +%s.%N)
      us=$(sed -n 's/^c bmc_solve_us *\([0-9]*\).*/\1/p' "$tmp/err")
      solve=$(awk -v u="${us:-0}" 'BEGIN { printf "%.3f", u / 1e6 }')
      wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
      res=$(sed -n 's/^Result: //p' "$tmp/out" | tail -n 1)
      printf '%-50s %5s %-7s %10s %8s  %s\n' "$(basename "$task")" "$b" "$mem" "$solve" "$wall" "${res:-none}"
      echo "$solve" >> "$tmp/$mem"
    done
  done
done
for mem in seam arrays; do
  sort -n "$tmp/$mem" | awk -v m="$mem" '{ v[NR] = $1; t += $1 }
    END { med = NR ? (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) : 0;
          printf "%-7s runs %d  total solving %.3f s  median %.3f s\n", m, NR, t, med }'
done
