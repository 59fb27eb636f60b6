// RUN: %compare %s
// Function pointers: tables, callbacks, pointers in structs, returned pointers.
#include <stdio.h>

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

typedef int (*binop)(int, int);

struct op { const char *name; binop f; };

static binop pick(int k) { return k ? mul : add; }

static void sort(int *a, int n, int (*less)(int, int)) {
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && less(a[j], a[j - 1]); j--) {
      int t = a[j]; a[j] = a[j - 1]; a[j - 1] = t;
    }
}
static int asc(int x, int y) { return x < y; }
static int desc(int x, int y) { return x > y; }

static int apply_twice(int (*f)(int), int x) { return f(f(x)); }
static int sq(int x) { return x * x; }

int main(void) {
  binop table[] = {add, sub, mul};
  for (int i = 0; i < 3; i++) printf("table[%d](7,3)=%d\n", i, table[i](7, 3));
  struct op ops[] = {{"add", add}, {"sub", &sub}, {"mul", mul}};
  for (int i = 0; i < 3; i++) printf("%s=%d\n", ops[i].name, (*ops[i].f)(10, 4));
  printf("pick0=%d pick1=%d\n", pick(0)(5, 6), pick(1)(5, 6));
  int a[] = {5, 2, 9, 1, 7, 3};
  sort(a, 6, asc);
  for (int i = 0; i < 6; i++) printf("%d ", a[i]);
  printf("\n");
  sort(a, 6, desc);
  for (int i = 0; i < 6; i++) printf("%d ", a[i]);
  printf("\n");
  printf("apply_twice=%d\n", apply_twice(sq, 3));
  binop f = add;
  printf("same=%d diff=%d\n", f == add, f == (binop)sub);
  return 0;
}
