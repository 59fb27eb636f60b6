#!/bin/sh
# Differential campaign "interpreter vs compiler" (issue 12, item 1):
# Csmith programs compiled with gcc -O0 and clang-19 -O0 against
# `memterm --run`.  One program at a time, at nice 19.
#
#   scripts/fuzz-exec.sh [-n COUNT | -t SECONDS] [-s FIRST_SEED] [-o OUTDIR] [options]
#
# COUNT programs (default 100) or as many as SECONDS allow, seeds FIRST_SEED,
# FIRST_SEED+1, ... (default 1).  Differing programs are kept in OUTDIR
# (default $TMPDIR/fuzz-exec.out), one folder per seed.  `--help` lists the
# other options (memterm binary, Csmith options, timeouts, --keep-unknown).
# Needs the Debian packages csmith, libcsmith-dev (csmith.h), gcc, clang-19.
# The last line is `fuzz-exec: N tried, N skipped, N agree, N differ, N unknown`;
# the exit status is 1 when some program differs.
here=$(cd "$(dirname "$0")" && pwd)
exec nice -n 19 python3 "$here/fuzz_exec.py" --memterm "${MEMTERM:-$here/../build/memterm}" "$@"
