// RUN: %memterm --property-file %props/unreach-call.prp --chc-only -v %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.err
// Memory cells as state: the fields of a global struct and of main's
// local struct, whose addresses do not escape, are state of the clauses
// like scalar globals (global fields start at their initializers, local
// ones at any value).  hits + misses == total modulo 2^32 and len <= cap
// are then invariants (cells_bug.c: a miss is not counted).
// CHECK: {{^Result: true$}}
// LOG: 5 state cells
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

struct stats {
  unsigned hits, misses, total;
} st;

struct buf {
  int len, cap;
};

int main(void) {
  struct buf b;
  b.cap = __VERIFIER_nondet_int();
  if (b.cap <= 0 || b.cap > 1000000) return 0;
  b.len = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      st.hits++;
      if (b.len < b.cap) b.len++;
    } else {
      st.misses++;
#ifdef BUG
      continue;
#endif
    }
    st.total++;
  }
  if (st.hits + st.misses != st.total || b.len > b.cap) reach_error();
  return 0;
}
