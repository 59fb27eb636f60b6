// RUN: %memterm --dump-ir %s | FileCheck %s
// Control flow: conditional branches, a switch, signed division, shifts.
// CHECK-LABEL: {{^define .*@f}}
int f(int x, unsigned y) {
  // CHECK: icmp slt {{.*}}; [[@LINE+1]]:
  if (x < 0)
    return -1;
  // CHECK: switch {{.*}}; [[@LINE+1]]:
  switch (x) {
  case 1: return 10;
  case 2: return 20;
  }
  // CHECK: sdiv {{.*}}; [[@LINE+1]]:
  int q = x / 3;
  // CHECK: lshr {{.*}}; [[@LINE+1]]:
  unsigned r = y >> 2;
  return q + (int)r;
}

// CHECK-LABEL: {{^define .*@main}}
// CHECK: call {{.*}}@f
int main(void) { return f(7, 8) - 4; }
