#!/bin/bash
# status.sh N COMMAND [ARGS...] -- runs COMMAND (its output passes through)
# and fails unless its exit status is exactly N.
#   RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
if [ $# -lt 2 ]; then
  echo "usage: status.sh N COMMAND [ARGS...]" >&2
  exit 2
fi
want=$1
shift
"$@"
got=$?
if [ "$got" != "$want" ]; then
  echo "status.sh: expected exit status $want, got $got: $*"
  exit 1
fi
exit 0
