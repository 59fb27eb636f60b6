// RUN: %compare %s
// printf conversions of the contract: %d %u %x %c %s, widths, '-' and '0'
// flags, length modifiers l and ll, and %%.
#include <limits.h>
#include <stdio.h>

int main(void) {
  printf("[%d] [%u] [%x] [%c] [%s] [%%]\n", -42, 42u, 0xbeef, 'Z', "str");
  printf("[%5d] [%-5d] [%05d] [%5d] [%-5d] [%05d]\n", 42, 42, 42, -42, -42, -42);
  printf("[%5s] [%-5s] [%3c] [%-3c]\n", "ab", "ab", 'x', 'y');
  printf("[%ld] [%lu] [%lld] [%llu]\n", -1234567890123L, 1234567890123UL, LLONG_MIN, ULLONG_MAX);
  printf("[%d] [%d] [%u] [%x]\n", INT_MIN, INT_MAX, UINT_MAX, UINT_MAX);
  printf("[%lx] [%llx] [%8x] [%08x] [%-8x]\n", 0xdeadbeefcafeUL, 0x1ULL << 40, 255u, 255u, 255u);
  printf("[%10ld] [%-10lu] [%020lld]\n", -5L, 5UL, -77LL);
  printf("no args\n");
  printf("%s%s%s\n", "a", "", "c");
  printf("%d%%%d\n", 50, 50);
  for (int i = 0; i < 3; i++) printf("%d:%s;", i, i % 2 ? "odd" : "even");
  printf("\n");
  return 0;
}
