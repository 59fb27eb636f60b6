// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Seed 003's g: the unsigned j grows until it wraps to 0, then the loop
// ends.  The wrap-around rule of the ITS is followed by no rule (j = 0
// fails the guard), so it is dropped; j alone ranks the rest.
// CHECK: ranking function
// CHECK: {{^Result: true$}}
extern unsigned __VERIFIER_nondet_uint(void);
void g(unsigned j) {
  while (j > 0) j++;
}
int main(void) {
  g(__VERIFIER_nondet_uint());
  return 0;
}
