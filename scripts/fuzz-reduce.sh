#!/bin/bash
# Reduces a program kept by scripts/fuzz-exec.sh (a folder OUTDIR/differ/seedN
# with prog.c) with cvise (or creduce), at nice 19 and one job:
#
#   scripts/fuzz-reduce.sh DIR [MEMTERM]
#
# A candidate is interesting when
#   - gcc and clang-19 compile it with -Wall -Wextra (gcc also at -O2, for
#     its uninitialized-value analysis) and no warning of a kind that signals
#     undefined behaviour or broken code (uninitialized values, missing
#     returns, implicit declarations, out-of-bounds subscripts, overflow, bad
#     pointer conversions, ...) comes more often than in the original,
#   - the gcc -fsanitize=address,undefined build runs clean,
#   - gcc -O0 and clang-19 -O0 binaries print the same and exit the same,
#   - `memterm --run` differs from them the same way as the original did
#     (stdout differs, or the exit status differs, or a violation report;
#     the first word of memterm's report line is kept as the signature).
# The result is DIR/reduced.c (DIR/prog.c stays as it was).
set -u
dir=$(cd "$1" && pwd) || exit 2
here=$(cd "$(dirname "$0")" && pwd)
m=${2:-$here/../build/memterm}
memterm=$(cd "$(dirname "$m")" && pwd)/$(basename "$m")
inc=${CSMITH_INCLUDE:-/usr/include/csmith}
reducer=$(command -v cvise || command -v creduce) || { echo "fuzz-reduce: install cvise or creduce" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-reduce.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
# the program with csmith.h and the csmith headers it includes inlined (the
# reducer sees the safe-math functions too); system headers stay #includes
python3 - "$inc" "$dir/prog.c" > "$work/prog.c" <<'PY' || exit 1
import os, re, sys
inc = sys.argv[1]
def emit(path, depth):  # every time it is included: include guards decide
    for line in open(path, encoding='utf-8', errors='replace'):
        m = re.match(r'\s*#\s*include\s*[<"]([^>"]+)[>"]', line)
        name = m and os.path.join(inc, m.group(1))
        if name and os.path.isfile(name) and depth < 16:
            emit(name, depth + 1)
            continue
        sys.stdout.write(line)
emit(sys.argv[2], 0)
PY
cp "$memterm" "$work/memterm"
cat > "$work/test.sh" <<TEST
#!/bin/bash
# interestingness test of fuzz-reduce.sh (exit 0: interesting); run in a
# folder holding the candidate prog.c.  \$1 = orig: record the warnings.
f=prog.c
# warning flags that signal undefined behaviour or broken code
bad='uninitialized|maybe-uninitialized|sometimes-uninitialized|conditional-uninitialized|return-type|implicit-function-declaration|implicit-int|int-conversion|incompatible-pointer-types|incompatible-function-pointer-types|int-to-pointer-cast|pointer-to-int-cast|array-bounds|array-bounds-pointer-arithmetic|overflow|integer-overflow|shift-count-overflow|shift-count-negative|shift-negative-value|shift-overflow|div-by-zero|division-by-zero|sequence-point|unsequenced|return-local-addr|return-stack-address|dangling-pointer|stringop-overflow|stringop-overread|format|format-overflow|format-security|null-dereference|nonnull|excess-initializers|builtin-declaration-mismatch|compare-distinct-pointer-types|tautological-pointer-compare|string-plus-int|void-pointer-to-int-cast|free-nonheap-object|use-after-free|alloc-size-larger-than'
gcc -std=gnu17 -O0 -Wall -Wextra -o g.bin \$f > w.txt 2>&1 || exit 1
gcc -std=gnu17 -O2 -Wall -Wextra -c -o /dev/null \$f >> w.txt 2>&1 || exit 1
clang-19 -std=gnu17 -O0 -Wall -Wextra -o c.bin \$f >> w.txt 2>&1 || exit 1
grep -ohE "\\[-W(\$bad)(=[0-9]+)?\\]" w.txt | sort | uniq -c | awk '{print \$2, \$1}' > w.count
if [ "\${1-}" = orig ]; then cp w.count $work/w.orig; fi
# no warning of those kinds more often than in the original
awk 'FILENAME == ARGV[1] { o[\$1] = \$2; next } \$2 > o[\$1] + 0 { bad = 1 } END { exit bad }' \
  $work/w.orig w.count || exit 1
gcc -std=gnu17 -O0 -fsanitize=address,undefined -fno-sanitize-recover=all -o s.bin \$f 2>/dev/null || exit 1
timeout 10 ./s.bin > s.out 2> s.err || exit 1
grep -q 'runtime error\|Sanitizer' s.err && exit 1
timeout 10 ./g.bin > g.out; grc=\$?
timeout 10 ./c.bin > c.out; crc=\$?
[ \$grc -lt 124 ] && [ \$grc = \$crc ] && cmp -s g.out c.out || exit 1
timeout 60 $work/memterm --run \$f --timeout 50 > m.out 2> m.err; mrc=\$?
[ \$mrc = 102 ] && exit 1   # stopped: not the difference we keep
sig=\$(grep -m1 '^memterm: run:' m.err | awk '{print \$3}')
[ "\$sig" = "\$(cat $work/sig)" ] || exit 1
if cmp -s g.out m.out && [ \$mrc = \$grc ]; then exit 1; fi
exit 0
TEST
chmod +x "$work/test.sh"
# the signature of the original difference
( cd "$work" && timeout 130 ./memterm --run prog.c --timeout 120 2>&1 >/dev/null | grep -m1 '^memterm: run:' | awk '{print $3}' > sig )
echo "fuzz-reduce: signature '$(cat "$work/sig")'; reducing $(wc -l < "$work/prog.c") lines with $(basename "$reducer")"
( cd "$work" && ./test.sh orig ) || { echo "fuzz-reduce: the original is not interesting (see $work/test.sh)"; trap - EXIT; exit 1; }
# stopped early (timeout, ^C): the smallest program so far is the result
trap 'kill $pid 2>/dev/null; wait $pid; cp "$work/prog.c" "$dir/reduced.c";
      echo "fuzz-reduce: stopped; $(wc -l < "$dir/reduced.c") lines in $dir/reduced.c";
      rm -rf "$work"; exit 1' INT TERM
( cd "$work" && TMPDIR="$work" exec nice -n 19 "$reducer" --n 1 "$work/test.sh" prog.c > reduce.log 2>&1 ) &
pid=$!
wait $pid
trap - INT TERM
cp "$work/prog.c" "$dir/reduced.c"
echo "fuzz-reduce: $(wc -l < "$dir/reduced.c") lines in $dir/reduced.c"
