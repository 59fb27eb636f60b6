#!/bin/bash
# realcode-bench.sh -- memterm on small real-world C libraries
# (test/realcode): every harness of test/realcode/harnesses with its
# library's units, and --entry on single library functions.  One row per
# run (name, verdict, seconds, first Reason line / first counterexample
# line / the contract's requires clauses), then the totals.
#
#   scripts/realcode-bench.sh [-m MEMTERM] [-t SECONDS] [-l LIBDIR] [-j JOBS]
#                             [-o OUTDIR] [--only REGEX] [--no-entry|--entry-only]
#   scripts/realcode-bench.sh --native|--native-plain [-s SEEDS] [-l LIBDIR] [-o OUTDIR] [--only REGEX]
#   scripts/realcode-bench.sh --replay [-l LIBDIR] [-o OUTDIR] [NAME=v1,v2,...]
#
# LIBDIR holds one folder per library, named as in the table below
# (default /tmp/realcode/lib; see test/realcode/README.md for how to fetch
# them).  -m: the memterm binary (default build/memterm); -t: --timeout of
# each run (default 60); -j: runs in parallel (default 1); OUTDIR keeps each
# run's full output as NAME.log (default /tmp/realcode/out).
#
# --native: builds each harness with its units and
# test/realcode/native/nondet.c under clang-19 -g -O0
# -fsanitize=address,undefined -fno-sanitize-recover=all (and
# -DREALCODE_NATIVE_FOLD: see harnesses/harness.h) and runs it on
# SEEDS random seeds (default 300; MT_SEED=1..SEEDS): one row per harness,
# clean or the first seed with an ASan/UBSan report and its first line.
# --native-plain: the same without the table's extra native flags (which
# silence UBSan checks that stop a library before its memory is checked).
# --replay: feeds the nondet inputs of every `false` in OUTDIR/*.log (or the
# values given as NAME=v1,v2,...) to the native build (MT_NONDET=...), and
# says whether a sanitizer confirms the error.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
hdir="$here/test/realcode/harnesses"
ndriver="$here/test/realcode/native/nondet.c"
memterm="$here/build/memterm"
timeout=60
libdir=/tmp/realcode/lib
jobs=1
outdir=/tmp/realcode/out
mode=bench
seeds=300
only=
entries=1
harnesses=1
replay_args=()
native_extra=1
CC=${CC:-clang-19}

# harness | library units (relative to LIBDIR; @: relative to the harness
# folder) | include folders (relative to LIBDIR) | macros for every unit
# [| extra flags of the native build only: crypto-algorithms shifts bytes
# >= 0x80 left by 24 in int (aes.c:548/570, sha256.c:49), undefined
# behaviour UBSan stops at before any memory error could show; see README]
harness_table() {
  cat <<'EOF'
jsmn_count||jsmn|
jsmn_tokens||jsmn|
jsmn_strict_incremental||jsmn|-DJSMN_STRICT -DJSMN_PARENT_LINKS
inih_string|inih/ini.c|inih|
inih_longline|inih/ini.c|inih|-DINI_MAX_LINE=8
inih_stream_heap|inih/ini.c|inih|-DINI_USE_STACK=0 -DINI_ALLOW_REALLOC=1 -DINI_INITIAL_ALLOC=4 -DINI_MAX_LINE=12 -DINI_ALLOW_NO_VALUE=1 -DINI_CALL_HANDLER_ON_NEW_SECTION=1 -DINI_STOP_ON_FIRST_ERROR=1
sds_cat_range|sds/sds.c|sds|
sds_trim_cmp|sds/sds.c|sds|
sds_split_join|sds/sds.c|sds|
sds_splitargs|sds/sds.c|sds|
sds_room_incr|sds/sds.c|sds|
sds_catrepr|sds/sds.c|sds|
crypto_base64_roundtrip|crypto-algorithms/base64.c|crypto-algorithms|
crypto_base64_decode_any|crypto-algorithms/base64.c|crypto-algorithms|
crypto_sha256|crypto-algorithms/sha256.c|crypto-algorithms||-fno-sanitize=shift-base
crypto_arcfour|crypto-algorithms/arcfour.c|crypto-algorithms|
crypto_aes_ctr_cbc|crypto-algorithms/aes.c|crypto-algorithms||-fno-sanitize=shift-base
vec_push_splice|vec/src/vec.c|vec/src|
vec_reserve_extend|vec/src/vec.c|vec/src|
vec_remove_swap|vec/src/vec.c|vec/src|
map_ops|map/src/map.c|map/src|
map_double_iter|map/src/map.c|map/src|
tinyaes_ctr|tiny-AES-c/aes.c|tiny-AES-c|
tinyaes_cbc|tiny-AES-c/aes.c|tiny-AES-c|
tinyaes_ecb256|tiny-AES-c/aes.c|tiny-AES-c|-DAES256=1
EOF
}

# run name | function | units | include folders | macros
entry_table() {
  cat <<'EOF'
entry:jsmn_parse|jsmn_parse|@support/jsmn_unit.c|jsmn|
entry:ini_parse_string|ini_parse_string|inih/ini.c|inih|
entry:sdsnewlen|sdsnewlen|sds/sds.c|sds|
entry:sdsrange|sdsrange|sds/sds.c|sds|
entry:sdssplitlen|sdssplitlen|sds/sds.c|sds|
entry:sdsll2str|sdsll2str|sds/sds.c|sds|
entry:sdsmapchars|sdsmapchars|sds/sds.c|sds|
entry:base64_encode|base64_encode|crypto-algorithms/base64.c|crypto-algorithms|
entry:base64_decode|base64_decode|crypto-algorithms/base64.c|crypto-algorithms|
entry:sha256_update|sha256_update|crypto-algorithms/sha256.c|crypto-algorithms|
entry:md5_update|md5_update|crypto-algorithms/md5.c|crypto-algorithms|
entry:arcfour_generate_stream|arcfour_generate_stream|crypto-algorithms/arcfour.c|crypto-algorithms|
entry:rot13|rot13|crypto-algorithms/rot-13.c|crypto-algorithms|
entry:xor_buf|xor_buf|crypto-algorithms/aes.c|crypto-algorithms|
entry:vec_swap_|vec_swap_|vec/src/vec.c|vec/src|
entry:vec_splice_|vec_splice_|vec/src/vec.c|vec/src|
entry:vec_insert_|vec_insert_|vec/src/vec.c|vec/src|
entry:map_get_|map_get_|map/src/map.c|map/src|
entry:AES_CTR_xcrypt_buffer|AES_CTR_xcrypt_buffer|tiny-AES-c/aes.c|tiny-AES-c|
entry:AES_ECB_encrypt|AES_ECB_encrypt|tiny-AES-c/aes.c|tiny-AES-c|
EOF
}

usage() { sed -n '2,/^set -u$/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    -m) memterm="$2"; shift 2 ;;
    -t) timeout="$2"; shift 2 ;;
    -l) libdir="$2"; shift 2 ;;
    -j) jobs="$2"; shift 2 ;;
    -o) outdir="$2"; shift 2 ;;
    -s) seeds="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --no-entry) entries=0; shift ;;
    --entry-only) harnesses=0; shift ;;
    --native) mode=native; shift ;;
    --native-plain) mode=native; native_extra=0; shift ;;
    --replay) mode=replay; shift ;;
    --run1) mode=run1; shift ;; # internal: one run (for -j)
    -h|--help) usage; exit 0 ;;
    *=*) replay_args+=("$1"); shift ;;
    *) if [ "$mode" = run1 ]; then replay_args+=("$1"); shift;
       else echo "realcode-bench: unknown argument '$1'" >&2; exit 2; fi ;;
  esac
done
libdir=$(cd "$libdir" 2>/dev/null && pwd) || { echo "realcode-bench: no library folder $libdir" >&2; exit 2; }
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

# unit path of a table entry
unit_path() {
  case "$1" in
    @*) echo "$hdir/${1#@}" ;;
    *) echo "$libdir/$1" ;;
  esac
}

# the command-line pieces of one table row: sets units (array) and flags (array)
row_args() { # units includes macros
  units=()
  flags=()
  local u i d
  for u in $1; do units+=("$(unit_path "$u")"); done
  for i in $2; do flags+=(-I "$libdir/$i"); done
  for d in $3; do flags+=("$d"); done
}

# summary of a memterm log: verdict and detail
summarize() { # log -> "verdict<TAB>detail"
  local log="$1" res detail
  res=$(grep '^Result:' "$log" | tail -n 1 | sed 's/^Result: //')
  [ -n "$res" ] || res="(none)"
  detail=$(grep -m1 -E '^ *Reason:' "$log" | sed 's/^ *Reason: *//')
  if [ -z "$detail" ]; then detail=$(grep -m1 '^Counterexample' "$log"); fi
  if [ -z "$detail" ] && grep -q '^ *requires' "$log"; then
    detail="requires: $(grep '^ *requires' "$log" | grep -v separated | sed 's/^ *requires *//; s/;$//' | paste -sd ';' | cut -c1-200)"
  fi
  if [ -z "$detail" ]; then detail=$(grep -m1 -E '^(Proof|Contract|error|memterm:)' "$log"); fi
  [ -n "$detail" ] || detail=$(grep -v '^Result:' "$log" | grep -v '^ *$' | head -n 1 | cut -c1-200)
  printf '%s\t%s' "$res" "$detail"
}

# one memterm run: kind name -> writes OUTDIR/<file>.log and .row
run_one() { # kind(h|e) line
  local kind="$1" line="$2" name func u inc mac safe start end t
  if [ "$kind" = h ]; then
    IFS='|' read -r name u inc mac _ <<<"$line"
  else
    IFS='|' read -r name func u inc mac <<<"$line"
  fi
  row_args "$u" "$inc" "$mac"
  safe=${name//:/_}
  start=$(date +%s.%N)
  if [ "$kind" = h ]; then
    timeout -k 5 $((timeout + 60)) "$memterm" --timeout "$timeout" "${flags[@]}" "$hdir/$name.c" "${units[@]}" \
      >"$outdir/$safe.log" 2>"$outdir/$safe.err"
  else
    timeout -k 5 $((timeout + 60)) "$memterm" --timeout "$timeout" --entry "$func" "${flags[@]}" "${units[@]}" \
      >"$outdir/$safe.log" 2>"$outdir/$safe.err"
  fi
  local rc=$?
  end=$(date +%s.%N)
  t=$(awk "BEGIN { printf \"%.1f\", $end - $start }")
  local s
  s=$(summarize "$outdir/$safe.log")
  if [ $rc -ge 124 ] && ! grep -q '^Result:' "$outdir/$safe.log"; then s="(killed)	exit $rc"; fi
  if ! grep -q '^Result:' "$outdir/$safe.log" && [ -s "$outdir/$safe.err" ]; then
    s="${s%%	*}	$(head -n 1 "$outdir/$safe.err" | cut -c1-200)"
  fi
  printf '%s\t%s\t%s\n' "$name" "$t" "$s" >"$outdir/$safe.row"
}

selected() { # name
  [ -z "$only" ] || [[ "$1" =~ $only ]]
}

print_row() { # name time verdict detail
  printf '%-34s %-24s %7s  %s\n' "$1" "$3" "$2" "$4"
}

totals() { # rows file (name time verdict detail)
  local f="$1" label="$2"
  awk -F'\t' -v label="$label" '
    { n++; v=$3; sub(/\(.*/, "", v);
      if (v == "true") t++; else if (v == "false") f++; else if (v == "unknown") u++; else o++;
      times[n] = $2 + 0 }
    END {
      if (n == 0) { printf "%s: no runs\n", label; exit }
      # median of the times
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (times[j] < times[i]) { x = times[i]; times[i] = times[j]; times[j] = x }
      med = (n % 2) ? times[(n + 1) / 2] : (times[n / 2] + times[n / 2 + 1]) / 2
      printf "%s: %d runs: %d true, %d false, %d unknown, %d other; median time %.1fs\n", label, n, t, f, u, o, med
    }' "$f"
}

bench() {
  local lines=() kinds=() line name
  if [ $harnesses = 1 ]; then
    while IFS= read -r line; do
      name=${line%%|*}; selected "$name" || continue
      [ -f "$hdir/$name.c" ] || { echo "realcode-bench: no harness $hdir/$name.c" >&2; continue; }
      lines+=("$line"); kinds+=(h)
    done < <(harness_table)
  fi
  if [ $entries = 1 ]; then
    while IFS= read -r line; do
      name=${line%%|*}; selected "$name" || continue
      lines+=("$line"); kinds+=(e)
    done < <(entry_table)
  fi
  echo "# memterm: $memterm ($("$memterm" --version 2>/dev/null | head -n 1)); --timeout $timeout; jobs $jobs; libraries: $libdir"
  local i
  for i in "${!lines[@]}"; do rm -f "$outdir/$(echo "${lines[$i]%%|*}" | tr ':' '_').row"; done
  # run them, at most $jobs at once
  for i in "${!lines[@]}"; do
    printf '%s\0%s\0' "${kinds[$i]}" "${lines[$i]}"
  done | xargs -0 -n 2 -P "$jobs" "$0" --run1 -m "$memterm" -t "$timeout" -l "$libdir" -o "$outdir"
  local all="$outdir/rows.tsv" hrows="$outdir/rows-harness.tsv" erows="$outdir/rows-entry.tsv"
  : >"$all"; : >"$hrows"; : >"$erows"
  printf '%-34s %-24s %7s  %s\n' "run" "verdict" "time/s" "first Reason / counterexample / requires"
  for i in "${!lines[@]}"; do
    local f
    f="$outdir/$(echo "${lines[$i]%%|*}" | tr ':' '_').row"
    [ -f "$f" ] || printf '%s\t0\t(not run)\t\n' "${lines[$i]%%|*}" >"$f"
    IFS=$'\t' read -r n t v d <"$f"
    print_row "$n" "$t" "$v" "$d"
    cat "$f" >>"$all"
    if [ "${kinds[$i]}" = h ]; then cat "$f" >>"$hrows"; else cat "$f" >>"$erows"; fi
  done
  echo
  [ $harnesses = 1 ] && totals "$hrows" "harnesses"
  [ $entries = 1 ] && totals "$erows" "--entry runs"
  totals "$all" "all"
}

# ---- native builds -----------------------------------------------------------------

native_build() { # name -> path of the binary (built if needed) or empty
  local name="$1" line u inc mac nflags bin
  line=$(harness_table | grep "^$name|") || return 1
  IFS='|' read -r _ u inc mac nflags <<<"$line"
  row_args "$u" "$inc" "$mac"
  [ "$native_extra" = 1 ] || nflags=
  mkdir -p "$outdir/native"
  bin="$outdir/native/$name"
  [ "$native_extra" = 1 ] || bin="$outdir/native/$name.plain"
  if [ ! -x "$bin" ] || [ "$hdir/$name.c" -nt "$bin" ] || [ "$ndriver" -nt "$bin" ] || [ "$0" -nt "$bin" ] || [ "$hdir/harness.h" -nt "$bin" ]; then
    # shellcheck disable=SC2086 # nflags: words
    if ! $CC -g -O0 -fsanitize=address,undefined -fno-sanitize-recover=all $nflags -DREALCODE_NATIVE_FOLD -w "${flags[@]}" \
        "$hdir/$name.c" "${units[@]}" "$ndriver" -o "$bin" 2>"$outdir/native/$name.build"; then
      return 1
    fi
  fi
  echo "$bin"
}

sanitizer_line() { # stderr file -> first report line (ASan: with its first frame), or empty
  local l f
  l=$(grep -m1 -E 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$1")
  [ -n "$l" ] || return 0
  case "$l" in
    *Sanitizer*)
      l=$(echo "$l" | sed 's/^==[0-9]*==//; s/ on address.*//')
      f=$(grep -m1 -E '^ *#0 ' "$1" | sed -E 's/^ *#0 0x[0-9a-f]+ //')
      [ -n "$f" ] && l="$l: $f" ;;
  esac
  echo "$l" | cut -c1-200
}

native() {
  local line name bin s bad first done_runs
  printf '%-28s %-8s %s\n' "harness" "native" "seeds ($seeds): bad, completed (past every assume), first report"
  local nclean=0 nbad=0
  while IFS= read -r line; do
    name=${line%%|*}; selected "$name" || continue
    if ! bin=$(native_build "$name"); then
      printf '%-28s %-8s %s\n' "$name" "nobuild" "$(head -n 1 "$outdir/native/$name.build")"
      continue
    fi
    bad=0; first=; done_runs=0
    for s in $(seq 1 "$seeds"); do
      MT_SEED=$s MT_NONDET_MARK=1 ASAN_OPTIONS=detect_leaks=1 timeout 10 "$bin" >/dev/null 2>"$outdir/native/$name.stderr"
      if [ -n "$(sanitizer_line "$outdir/native/$name.stderr")" ]; then
        bad=$((bad + 1))
        [ -n "$first" ] || { first="seed $s: $(sanitizer_line "$outdir/native/$name.stderr")"; cp "$outdir/native/$name.stderr" "$outdir/native/$name.first-report"; }
      elif ! grep -q 'assume failed' "$outdir/native/$name.stderr"; then
        done_runs=$((done_runs + 1))
      fi
    done
    if [ $bad -eq 0 ]; then nclean=$((nclean + 1)); printf '%-28s %-8s 0 bad, %d completed\n' "$name" clean "$done_runs"
    else nbad=$((nbad + 1)); printf '%-28s %-8s %d bad, %d completed; %s\n' "$name" REPORT "$bad" "$done_runs" "$first"; fi
  done < <(harness_table)
  echo "native: $nclean clean, $nbad with a sanitizer report"
}

replay_one() { # name values
  local name="$1" vals="$2" bin
  if ! bin=$(native_build "$name"); then
    printf '%-28s %-12s %s\n' "$name" "nobuild" "$(head -n 1 "$outdir/native/$name.build" 2>/dev/null)"
    return
  fi
  MT_NONDET="$vals" ASAN_OPTIONS=detect_leaks=1 timeout 10 "$bin" >/dev/null 2>"$outdir/native/$name.replay"
  local rc=$? r
  r=$(sanitizer_line "$outdir/native/$name.replay")
  if [ -n "$r" ]; then printf '%-28s %-12s %s\n' "$name" "CONFIRMED" "$r"
  else printf '%-28s %-12s %s\n' "$name" "not-confirmed" "exit $rc, no sanitizer report (nondet: $vals)"; fi
}

replay() {
  local a log name vals n=0
  if [ ${#replay_args[@]} -gt 0 ]; then
    for a in "${replay_args[@]}"; do replay_one "${a%%=*}" "${a#*=}"; n=$((n + 1)); done
  else
    for log in "$outdir"/*.log; do
      [ -f "$log" ] || continue
      name=$(basename "$log" .log)
      case "$name" in entry_*) continue ;; esac
      selected "$name" || continue
      grep -q '^Result: false' "$log" || continue
      vals=$(grep -m1 'nondet inputs:' "$log" | sed 's/.*nondet inputs: *//')
      replay_one "$name" "$vals"
      n=$((n + 1))
    done
  fi
  echo "replay: $n counterexample(s) replayed"
}

case "$mode" in
  bench) bench ;;
  run1) run_one "${replay_args[0]}" "${replay_args[1]}" ;;
  native) native ;;
  replay) replay ;;
esac
