// RUN: %memterm --dump-ir %s | FileCheck %s
// The IR of a small program: functions, a local array (alloca, load, store),
// a comparison and a call, with source lines.
// CHECK-LABEL: {{^define .*@sum}}
int sum(const int *a, int n) {
  int s = 0;
  // CHECK: icmp {{.*}}; [[@LINE+1]]:
  for (int i = 0; i < n; i++)
    // CHECK: load {{.*}}; [[@LINE+1]]:
    s += a[i];
  return s;
}

// CHECK-LABEL: {{^define .*@main}}
int main(void) {
  // CHECK: alloca
  int a[4];
  // CHECK: store {{.*}}; [[@LINE+1]]:
  for (int i = 0; i < 4; i++) a[i] = i;
  // CHECK: call {{.*}}@sum{{.*}}; [[@LINE+1]]:
  return sum(a, 4) - 6;
}
