// RUN: %compare %s
// sizeof of types and expressions (LP64), and sizeof does not evaluate.
#include <stdint.h>
#include <stdio.h>

struct s1 { char c; int i; };
struct s2 { char a, b, c; };
struct s3 { double d; char c; };
union u1 { char c[5]; int i; };

int main(void) {
  printf("char=%zu short=%zu int=%zu long=%zu llong=%zu\n", sizeof(char), sizeof(short),
         sizeof(int), sizeof(long), sizeof(long long));
  printf("float=%zu double=%zu ptr=%zu fptr=%zu size_t=%zu\n", sizeof(float), sizeof(double),
         sizeof(void *), sizeof(int (*)(void)), sizeof(size_t));
  printf("s1=%zu s2=%zu s3=%zu u1=%zu\n", sizeof(struct s1), sizeof(struct s2),
         sizeof(struct s3), sizeof(union u1));
  printf("int8=%zu int64=%zu _Bool=%zu\n", sizeof(int8_t), sizeof(int64_t), sizeof(_Bool));
  int arr[7][3];
  printf("arr=%zu arr0=%zu elem=%zu\n", sizeof arr, sizeof arr[0], sizeof arr[0][0]);
  int x = 5;
  size_t n = sizeof(x++);
  printf("n=%zu x=%d\n", n, x);
  printf("lit=%zu 'a'=%zu 1L=%zu 1.0f=%zu\n", sizeof "hello", sizeof 'a', sizeof 1L, sizeof 1.0f);
  char *p = 0;
  printf("*p=%zu\n", sizeof *p);
  return 0;
}
