// RUN: %memterm --property-file %props/no-overflow.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %status 101 %memterm --run %s --nondet 200 2>&1 | FileCheck %s --check-prefix=REPLAY
// A nondet byte shifted into the sign bit of an int: memterm finds an
// input of 128 or more and replays it.
// CHECK: Counterexample: no-overflow at {{.*}}shift_promoted_nondet.c:[[@LINE+7]]:23 in main: left shift of {{1[3-9][0-9]|12[89]|2[0-9][0-9]}} by 24 places
// CHECK: {{^Result: false\(no-overflow\)$}}
// REPLAY: memterm: run: violation no-overflow at {{.*}}shift_promoted_nondet.c:[[@LINE+5]]:23 in main: left shift of 200 by 24 places
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char b = __VERIFIER_nondet_uchar();
  unsigned int w = (b << 24);
  return w == 0;
}
