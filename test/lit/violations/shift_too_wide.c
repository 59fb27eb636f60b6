// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Shifting a 32-bit int by 32.
static unsigned mask(int bits) {
  // CHECK: memterm: run: violation no-overflow at {{.*}}shift_too_wide.c:[[@LINE+1]]:{{[0-9]+}} in mask: shift exponent 32 is too large for 32-bit type
  return (1u << bits) - 1u;
}

int main(void) {
  unsigned m = mask(8) + mask(31);
  return (int)(m + mask(32));
}
