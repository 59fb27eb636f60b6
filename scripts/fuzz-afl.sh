#!/bin/sh
# Robustness fuzzing of memterm's readers with AFL++ (issue 12, item 3).
#
#   scripts/fuzz-afl.sh [-m MINUTES] [-o OUTDIR] [TARGET...]
#   scripts/fuzz-afl.sh --replay
#
# Targets (test/fuzz/fuzz_*.c): prp (property files), task (task .yml),
# smt2 and koat (integer transition systems), c (the C front end, then a
# two-second verification).  Each target is built with afl-clang-fast and
# ASan+UBSan (`make fuzz`) and fuzzed for MINUTES (default 30), one after
# the other, at nice 19 on one core.  Seeds are the project's own inputs of
# that kind (test/, examples/) and what earlier campaigns kept in
# test/fuzz/found/TARGET.  OUTDIR (default $TMPDIR/fuzz-afl.out) holds
# AFL++'s folders, one per target.  A crash or a hang (beyond 5 s for c,
# 2 s for the others) is a bug: the last lines give per target the
# executions, the paths found and the crashes and hangs saved, and the exit
# status is 1 when there is one.  Leaks are left to the replay build (the
# persistent runs never exit), which reproduces a finding with full reports:
#   make build/fuzz/replay_TARGET && build/fuzz/replay_TARGET OUTDIR/TARGET/default/crashes/id:...
#
# --replay runs the replay builds (gcc, ASan+UBSan, no AFL++ needed) once
# on every seed and every kept input: the sample of this campaign that
# `make check` runs.  Needs the Debian package afl++ otherwise.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root" || exit 2

seeds() { # TARGET -> the project's own inputs of that kind, one per line
  case $1 in
    prp) find examples test -name '*.prp' ;;
    task) find examples test -name '*.yml' ;;
    smt2) find examples test -name '*.smt2' ;;
    koat) find examples test -name '*.koat' ;;
    # small programs of every kind of test, about forty
    c) find examples test/lit -name '*.c' -size -3k | sort | awk 'NR % 8 == 1' ;;
  esac
  [ -d "test/fuzz/found/$1" ] && find "test/fuzz/found/$1" -type f
}

targets="prp task smt2 koat c"

if [ "$1" = "--replay" ]; then
  fail=0
  for t in $targets; do
    bin=build/fuzz/replay_$t
    [ -x "$bin" ] || { echo "fuzz-afl: $bin missing (make $bin)"; exit 2; }
    # shellcheck disable=SC2046
    out=$(seeds "$t" | FUZZ_TMP=${TMPDIR:-/tmp} xargs "$bin" 2>&1)
    rc=$?
    if [ $rc -ne 0 ]; then
      echo "$out" | tail -30
      echo "fuzz-replay[$t]: FAILED (exit $rc)"
      fail=1
    else
      echo "fuzz-replay[$t]: $(echo "$out" | tail -1 | sed 's/.*: //')"
    fi
  done
  exit $fail
fi

minutes=30
out=${TMPDIR:-/tmp}/fuzz-afl.out
while [ $# -gt 0 ]; do
  case $1 in
    -m) minutes=$2; shift 2 ;;
    -o) out=$2; shift 2 ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz-afl: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] && targets="$*"
command -v afl-fuzz >/dev/null || { echo "fuzz-afl: afl-fuzz not found (Debian package afl++)"; exit 2; }
make --no-print-directory $(for t in $targets; do printf 'build/afl/fuzz_%s ' "$t"; done) >/dev/null || exit 2
mkdir -p "$out" || exit 2

export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1
export AFL_SKIP_CRASHES=1 ASAN_OPTIONS=abort_on_error=1:symbolize=0:detect_leaks=0:malloc_context_size=0
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1
bad=0
for t in $targets; do
  dir=$out/$t
  rm -rf "$dir/in"
  mkdir -p "$dir/in" "$dir/tmp"
  i=0
  for f in $(seeds "$t"); do i=$((i + 1)); cp "$f" "$dir/in/seed$i"; done
  to=2000
  [ "$t" = c ] && to=5000
  dict=
  [ -f "test/fuzz/dict/$t.dict" ] && dict="-x test/fuzz/dict/$t.dict"
  resume=
  [ -d "$dir/default/queue" ] && resume=1
  echo "fuzz-afl[$t]: $minutes min, $i seeds, $dir"
  # shellcheck disable=SC2086
  FUZZ_TMP=$dir/tmp AFL_AUTORESUME=$resume nice -n 19 afl-fuzz -i "$dir/in" -o "$dir" -m none \
    -t "$to" -V $((minutes * 60)) $dict -- "build/afl/fuzz_$t" >"$dir/afl.log" 2>&1
  st=$dir/default/fuzzer_stats
  if [ ! -f "$st" ]; then
    tail -20 "$dir/afl.log"
    echo "fuzz-afl[$t]: afl-fuzz did not run"
    bad=1
    continue
  fi
  val() { sed -n "s/^$1 *: *//p" "$st"; }
  crashes=$(val saved_crashes)
  hangs=$(val saved_hangs)
  left=$(find "$dir/tmp" -mindepth 2 -type f ! -name input.c | wc -l)
  echo "fuzz-afl[$t]: $(val execs_done) execs ($(val execs_per_sec)/s), $(val corpus_count) paths, $crashes crashes, $hangs hangs, $left files left in TMPDIR, $(val run_time) s"
  [ "$crashes" != 0 ] || [ "$hangs" != 0 ] || [ "$left" != 0 ] && bad=1
done
exit $bad
