#!/bin/bash
# wrong-true-memterm.sh -- stands in for memterm in mutants_sample.test: a
# verifier that proves everything (`Result: true`), while --run and
# --bmc-only go to the real memterm ($REAL_MEMTERM).  The mutant campaign
# must refute its proofs of the programs with a bug.
for arg in "$@"; do
  case $arg in
    --run|--bmc-only) exec "$REAL_MEMTERM" "$@" ;;
  esac
done
echo "Result: true"
