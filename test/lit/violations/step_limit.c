// RUN: %status 102 %memterm --run --max-steps 10000 %s 2>&1 | FileCheck %s --implicit-check-not="run: violation"
// A non-terminating loop is stopped by the step limit (status 102).
int main(void) {
  volatile unsigned x = 0;
  while (x != 0xFFFFFFFFu) x = (x + 2) % 1000u;
  return 0;
}
// CHECK: memterm: run: stopped
