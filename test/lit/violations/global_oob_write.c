// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Writing past the end of a global array through a pointer walk.
long counts[3];
int other = 7;

int main(void) {
  long *p = counts;
  for (int i = 0; i < 3; i++) *p++ = i;
  // CHECK: memterm: run: violation valid-deref at {{.*}}global_oob_write.c:[[@LINE+1]]:{{[0-9]+}} in main:
  *p = 3;
  return other;
}
