#!/bin/sh
# Lowers every task under the given folders (default ../shared/benchmarks)
# with `memterm --dump-ir TASK.yml` (the task gives the data model) and
# reports tasks that fail to lower or contain unsupported constructs.
# Usage: scripts/lowering-survey.sh [DIR...]
MEMTERM=${MEMTERM:-build/memterm}
[ $# -eq 0 ] && set -- ../shared/benchmarks
total=0; failed=0; unsup=0
tmp=$(mktemp)
for yml in $(find "$@" -name '*.yml' | sort); do
  total=$((total + 1))
  if ! timeout 60 "$MEMTERM" --dump-ir "$yml" > "$tmp" 2>&1; then
    failed=$((failed + 1)); echo "FAIL $yml: $(tail -1 "$tmp")"; continue
  fi
  if grep -q 'unsupported' "$tmp"; then
    unsup=$((unsup + 1)); echo "UNSUPPORTED $yml: $(grep -m1 unsupported "$tmp")"
  fi
done
rm -f "$tmp"
echo "lowering survey: $total tasks, $failed failed, $unsup with unsupported constructs"
