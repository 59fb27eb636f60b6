// RUN: %compare %s
// break and continue in for, while and do-while, and inside a switch in a loop.
#include <stdio.h>

int main(void) {
  int i;
  for (i = 0; i < 100; i++) {
    if (i % 2) continue;
    if (i > 10) break;
    printf("%d ", i);
  }
  printf("| i=%d\n", i);
  int j = 0, odd = 0;
  while (1) {
    j++;
    if (j > 20) break;
    if (j % 2 == 0) continue;
    odd += j;
  }
  printf("odd=%d\n", odd);
  int k = 0, seen = 0;
  do {
    k++;
    if (k == 3) continue;
    seen = seen * 10 + k;
  } while (k < 6);
  printf("seen=%d\n", seen);
  int hits = 0;
  for (int x = 0; x < 10; x++) {
    switch (x % 4) {
    case 0: hits += 1; break;     /* leaves the switch only */
    case 1: continue;             /* next loop iteration */
    default: hits += 100;
    }
    hits += 1000;
  }
  printf("hits=%d\n", hits);
  int found = -1;
  for (int r = 0; r < 5 && found < 0; r++)
    for (int c = 0; c < 5; c++)
      if (r * c == 6) { found = r * 10 + c; break; }
  printf("found=%d\n", found);
  return 0;
}
