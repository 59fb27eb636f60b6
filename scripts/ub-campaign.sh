#!/bin/sh
# Sanitizer-differential campaign (issue 36, item 3): memterm's verdicts on
# generated programs (scripts/ubgen.py, or Csmith --no-safe-math) and on
# given files, judged by the native program under clang's sanitizers
# (UBSan for no-overflow, ASan + LeakSanitizer for valid-memsafety).
#
#   scripts/ub-campaign.sh [--source gen|csmith|files] [-n COUNT] [-s FIRST_SEED]
#                          [-b SECONDS] [-t MEMTERM_TIMEOUT] [--inputs N] [-j JOBS]
#                          [--props no-overflow,valid-memsafety] [-o OUTDIR] [--csv FILE]
#                          [FILE.c ... | VERDICTS.csv ...]
#
# The last line is `ub-campaign: N programs, N runs, N confirmed, N wrong-false,
# N wrong-true, N true, N unknown, N error, N hang`; disagreements are kept in OUTDIR
# (default $TMPDIR/ub-campaign.out); exit status 1 when one was seen.
# Needs clang-19 with libclang-rt-19-dev (the sanitizer runtimes) and, for
# --source csmith, the Debian packages csmith and libcsmith-dev.
here=$(cd "$(dirname "$0")" && pwd)
exec nice -n 19 python3 "$here/ub_campaign.py" --memterm "${MEMTERM:-$here/../build/memterm}" "$@"
