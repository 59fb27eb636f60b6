// RUN: %status 101 %memterm --run --data-model ILP32 %s --nondet 1 2>&1 | FileCheck %s
// RUN: %status 0 %memterm --run --data-model LP64 %s --nondet 1 2>&1 | FileCheck %s --check-prefix=LP64 --implicit-check-not="run: violation"
// long is 32 bits in ILP32, so LONG_MAX32 + 1 overflows there only.
extern long __VERIFIER_nondet_long(void);

int main(void) {
  long x = __VERIFIER_nondet_long();
  // CHECK: memterm: run: violation no-overflow at {{.*}}ilp32_overflow.c:[[@LINE+1]]:{{[0-9]+}} in main:
  long y = x + 2147483647L;
  return y > 0 ? 0 : 1;
}
// LP64: memterm: run: exit 0
