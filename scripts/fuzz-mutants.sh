#!/bin/sh
# Mutant soundness campaign (issue 12, item 2b): proofs of mutated programs.
# Programs memterm proves get one small bug each (a comparison bound, an
# index off by one, a removed or doubled free, a removed null check, an
# allocation one byte short, a swapped link field); every mutant memterm
# still proves `true` is searched for a violation with concrete runs
# (`memterm --run`) and `--bmc-only`: one found is a REFUTED proof.  One
# memterm at a time, at nice 19, on a private copy of the binary.
#
#   scripts/fuzz-mutants.sh [-n COUNT | -t SECONDS] [-s SEED] [-o OUTDIR] [options] TASKS...
#
# TASKS: SV-COMP task folders or .yml files (the (task, property) pairs
# expected true; --props valid-memsafety keeps only those), or .c/.i files
# with --prp FILE.prp.  COUNT pairs (default all) or as many as SECONDS
# allow; SEED (default 1) picks the mutants (--max-mutants per program, 20).
# Mutants, the table (summary.csv), one CSV row per mutant (mutants.csv),
# refuted proofs (refuted/) and crashes (crash/) go to OUTDIR (default
# $TMPDIR/fuzz-mutants.out), never the repository.  `--help` lists the
# other options (timeouts, runs, BMC bound, mutation kinds).
# The last line is `fuzz-mutants: N tried, N invalid, N proved, N false,
# N unknown, N crash, N refuted`; the exit status is 1 when a proof was
# refuted or memterm crashed.
here=$(cd "$(dirname "$0")" && pwd)
exec nice -n 19 python3 "$here/fuzz_mutants.py" --memterm "${MEMTERM:-$here/../build/memterm}" "$@"
