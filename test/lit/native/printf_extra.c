// RUN: %compare %s
// Further printf conversions and flags: %X %o %+d % d %#x %*d precision,
// %hd %hhu %zu %td, and float precision.
#include <stddef.h>
#include <stdio.h>

int main(void) {
  printf("[%X] [%o] [%#x] [%#o]\n", 0xbeef, 8, 255, 8);
  printf("[%+d] [% d] [%+d]\n", 42, 42, -42);
  printf("[%.2s] [%.3d] [%.0d] [%*d] [%-*d]\n", "abcdef", 7, 0, 6, 7, 6, 7);
  printf("[%hd] [%hhu] [%zu] [%td]\n", (short)-3, (unsigned char)255, sizeof(long),
         (ptrdiff_t)-9);
  printf("[%.2f] [%.0f] [%10.3f] [%-8.1f] [%e]\n", 3.14159, 2.5, -1.0 / 3.0, 9.99, 12345.678);
  return 0;
}
