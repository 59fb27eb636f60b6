/* test_seg.c -- the symbolic execution graph (seg/): linear atoms and their
 * negation, projection of unreferenced variables (substitution and
 * Fourier-Motzkin), and verdicts of seg_build on small programs, including
 * the ERR reasons of unsafe ones and the fixed-width semantics. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "front/front.h"
#include "its/its.h"
#include "seg/seg_int.h"
#include "term/term.h"
#include "lower_src.h"

static ir_module *lower_src(const char *src) {
  mt_run run = {0};
  return test_lower_src(&run, src, 8);
}

static seg_verdict verdict(const char *src, seg_opts o, const char **sub) {
  ir_module *m = lower_src(src);
  mt_run run = {0};
  seg_graph *g = NULL;
  seg_result r;
  if (!o.max_states) o.max_states = 5000;
  assert_int_equal(seg_build(&run, m, &o, &g, &r), MT_OK);
  seg_verdict v = r.verdict;
  if (sub) *sub = r.sub;
  assert_true(MT_GET(&run, seg_nodes) > 0);
  seg_result_free(&r);
  seg_free(g);
  ir_module_free(m);
  return v;
}

static void test_atoms(void **state) {
  (void)state;
  seg_lin x, y, r, n;
  seg_lin_var(&x, 3);
  seg_lin_var(&y, 1);
  assert_true(seg_atom_lt(&r, &x, &y)); /* v3 < v1:  -v1 + v3 + 1 <= 0 */
  assert_int_equal(r.n, 2);
  assert_int_equal(r.v[0], 1);
  assert_int_equal(r.k[0], -1);
  assert_int_equal(r.c, 1);
  assert_true(seg_atom_neg(&n, &r)); /* v3 >= v1:  v1 - v3 <= 0 */
  assert_int_equal(n.rel, SEG_LE);
  assert_int_equal(n.k[0], 1);
  assert_int_equal(n.c, 0);
  seg_lin big;
  seg_lin_const(&big, INT64_MAX);
  assert_false(seg_lin_addk(&r, &big, 1, &big)); /* overflow is refused */
  seg_lin e;
  assert_true(seg_atom_mk(&e, &x, SEG_EQ, &x));  /* x - x = 0 */
  assert_int_equal(e.n, 0);
}

static void test_gc(void **state) {
  (void)state;
  seg_graph g;
  memset(&g, 0, sizeof g);
  mt_run run = {0};
  g.run = &run;
  seg_state *s = seg_state_new(&g);
  /* block [v1, v2]; v3 (dead) with v4 = v3 + 1, v3 <= v2 - 1; v5 = v3 + 7 */
  seg_block b = {1, 2, SEG_B_HEAP, false, 0, {NULL, 0, 0}, 0, false, false};
  seg_block_add(&g, s, &b);
  seg_pt p = {4, 5, 0, 1, SEG_V_S};
  seg_pt_add(&g, s, &p);
  seg_lin v3, v4, v2, t;
  seg_lin_var(&v3, 3);
  seg_lin_var(&v4, 4);
  seg_lin_var(&v2, 2);
  v3.c = 1;
  assert_true(seg_atom_mk(&t, &v4, SEG_EQ, &v3)); /* v4 = v3 + 1 */
  seg_kb_add(&g, s, &t);
  v3.c = 0;
  v2.c = -1;
  assert_true(seg_atom_le(&t, &v3, &v2)); /* v3 <= v2 - 1 */
  seg_kb_add(&g, s, &t);
  seg_gc(&g, s);
  /* v3 eliminated by substitution: v4 - 1 <= v2 - 1, i.e. v4 <= v2 */
  assert_int_equal(s->nkb, 1);
  assert_int_equal(s->kb[0].rel, SEG_LE);
  assert_int_equal(s->kb[0].n, 2);
  assert_int_equal(s->kb[0].c, 0);
  /* Fourier-Motzkin: v6 dead with 0 <= v6 and v6 <= v4 gives 0 <= v4 */
  seg_lin v6, z;
  seg_lin_var(&v6, 6);
  seg_lin_var(&v4, 4);
  seg_lin_const(&z, 0);
  s->nkb = 0;
  assert_true(seg_atom_le(&t, &z, &v6));
  seg_kb_add(&g, s, &t);
  assert_true(seg_atom_le(&t, &v6, &v4));
  seg_kb_add(&g, s, &t);
  seg_gc(&g, s);
  assert_int_equal(s->nkb, 1);
  assert_int_equal(s->kb[0].n, 1);
  assert_int_equal(s->kb[0].v[0], 4);
  assert_int_equal(s->kb[0].k[0], -1);
  /* an equation 4·v7 = v4 - v1 with v7 dead: v4 - v1 is a multiple of 4,
   * and the equation's bounds survive Fourier-Motzkin (0 <= v7 gives
   * v1 <= v4) */
  seg_lin v7 = seg_lv(7), v1 = seg_lv(1), d;
  s->nkb = 0;
  assert_true(seg_lin_scale(&d, &v7, 4) && seg_lin_addk(&d, &d, -1, &v4) &&
              seg_lin_addk(&d, &d, 1, &v1));
  d.rel = SEG_EQ;
  seg_kb_add(&g, s, &d);
  assert_true(seg_atom_le(&t, &z, &v7));
  seg_kb_add(&g, s, &t);
  seg_gc(&g, s);
  bool div = false, bound = false;
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (seg_rel_is_div(a->rel)) {
      div = seg_rel_mod(a->rel) == 4 && a->n == 2 && a->c == 0 &&
            a->v[0] == 1 && a->v[1] == 4 && a->k[0] == -a->k[1];
    } else if (a->rel == SEG_LE && a->n == 2 && a->v[0] == 1 && a->k[0] == 1 && a->k[1] == -1) {
      bound = a->c == 0;
    }
    for (uint32_t j = 0; j < a->n; j++) assert_int_not_equal(a->v[j], 7);
  }
  assert_true(div);
  assert_true(bound);
  seg_state_free(s);
}

/* offset classes: the premise's equations x - y = c decide atoms without
 * Z3 (seg_oc_valid / seg_oc_decide), block starts give lower bounds */
static void test_offset_classes(void **state) {
  (void)state;
  seg_graph g;
  memset(&g, 0, sizeof g);
  mt_run run = {0};
  g.run = &run;
  for (int i = 0; i < 6; i++) seg_fresh(&g, 32, i < 4 ? SEG_V_PTR : SEG_V_S); /* v1..v6 */
  seg_state *s = seg_state_new(&g);
  seg_block b = {1, 2, SEG_B_HEAP, false, 0, {NULL, 0, 0}, 0, false, false};
  seg_block_add(&g, s, &b);
  seg_lin v1 = seg_lv(1), v2 = seg_lv(2), v3 = seg_lv(3), v5 = seg_lv(5), v6 = seg_lv(6), t;
  seg_lin e = v1;
  e.c = 7;
  assert_true(seg_atom_mk(&t, &v2, SEG_EQ, &e)); /* v2 = v1 + 7 */
  seg_kb_add(&g, s, &t);
  e.c = 4;
  assert_true(seg_atom_mk(&t, &e, SEG_EQ, &v3)); /* v1 + 4 = v3 (other orientation) */
  seg_kb_add(&g, s, &t);
  seg_lin three = seg_lc(3);
  assert_true(seg_atom_mk(&t, &v5, SEG_EQ, &three)); /* v5 = 3 */
  seg_kb_add(&g, s, &t);
  seg_assert_state(&g, s);
  seg_lin x = v3;
  x.c = 3;
  assert_true(seg_atom_le(&t, &x, &v2)); /* v3 + 3 <= v2: 4 + 3 <= 7 */
  assert_true(seg_oc_valid(&g, &t));
  x.c = 4;
  assert_true(seg_atom_le(&t, &x, &v2)); /* v3 + 4 <= v2: false */
  assert_int_equal(seg_oc_decide(&g, &t), 0);
  seg_lin zero = seg_lc(0);
  assert_true(seg_atom_mk(&t, &v3, SEG_NE, &zero)); /* v3 = v1 + 4 >= 5: not null */
  assert_true(seg_oc_valid(&g, &t));
  seg_lin five = v5, k5 = seg_lc(5);
  five.c = 2;
  assert_true(seg_atom_mk(&t, &five, SEG_EQ, &k5)); /* v5 + 2 = 5 */
  assert_true(seg_oc_valid(&g, &t));
  assert_true(seg_atom_le(&t, &v6, &v5)); /* v6 unrelated: undecided */
  assert_int_equal(seg_oc_decide(&g, &t), -1);
  assert_true(seg_oc_related(&g, &v3, 1));
  assert_false(seg_oc_related(&g, &v6, 1));
  seg_retract(&g);
  assert_int_equal(g.oc.len, 0);
  MT_VEC_FREE(g.oc);
  MT_VEC_FREE(g.vars);
  MT_VEC_FREE(g.vterm);
  seg_state_free(s);
}

static void test_div_atoms(void **state) {
  (void)state;
  seg_lin x = seg_lv(2), n;
  x.c = 3;
  x.rel = seg_rel_div(4); /* 4 | v2 + 3 */
  assert_true(seg_rel_is_div(x.rel));
  assert_int_equal(seg_rel_mod(x.rel), 4);
  assert_false(seg_atom_neg(&n, &x)); /* no negation: never a case split */
  assert_true(seg_rel_holds(seg_rel_div(4), -8));
  assert_false(seg_rel_holds(seg_rel_div(4), 6));
  assert_true(seg_rel_holds(SEG_LE, -1));
  mt_buf b = {0};
  seg_lin_print(&b, &x, true);
  assert_string_equal(b.data, "v2 = -3 (mod 4)");
  mt_buf_free(&b);
}

static const char *strlen_src =
    "#include <stdlib.h>\n"
    "extern int __VERIFIER_nondet_int(void);\n"
    "int len(char *str) { char *s = str; while (*s) s++; return s - str; }\n"
    "int main(void) {\n"
    "  int n = __VERIFIER_nondet_int();\n"
    "  if (n < 1) return 0;\n"
    "  char *p = malloc(n);\n"
    "  for (int i = 0; i < n - 1; i++) p[i] = 1;\n"
    "  p[n - %d] = 0;\n"
    "  int r = len(p);\n"
    "  free(p);\n"
    "  return r;\n"
    "}\n";

static void test_memsafety(void **state) {
  (void)state;
  char src[1024];
  seg_opts o = {.memtrack = true};
  const char *sub = NULL;
  snprintf(src, sizeof src, strlen_src, 1);
  assert_int_equal(verdict(src, o, &sub), SEG_PROVED);
  snprintf(src, sizeof src, strlen_src, 0); /* writes p[n] */
  assert_int_equal(verdict(src, o, &sub), SEG_ERR);
  assert_string_equal(sub, "valid-deref");
  /* double free, free of a stack address, leak at the end */
  assert_int_equal(verdict("#include <stdlib.h>\nint main(void){ int *p = malloc(4); free(p); free(p); return 0; }",
                           o, &sub), SEG_ERR);
  assert_string_equal(sub, "valid-free");
  assert_int_equal(verdict("#include <stdlib.h>\nint main(void){ int x; free(&x); return 0; }", o, &sub),
                   SEG_ERR);
  assert_string_equal(sub, "valid-free");
  assert_int_equal(verdict("#include <stdlib.h>\nint main(void){ int *p = malloc(4); *p = 1; return *p; }",
                           o, &sub), SEG_ERR);
  assert_string_equal(sub, "valid-memtrack");
  /* a dangling pointer to a dead frame */
  assert_int_equal(verdict("int *f(void){ int x = 1; return &x; }\nint main(void){ return *f(); }", o, &sub),
                   SEG_ERR);
  assert_string_equal(sub, "valid-deref");
}

static void test_integers(void **state) {
  (void)state;
  seg_opts o = {.overflow = true};
  const char *sub = NULL;
  const char *wrap = "extern unsigned __VERIFIER_nondet_uint(void);\n"
                     "extern void reach_error(void);\n"
                     "int main(void){ unsigned x = __VERIFIER_nondet_uint();\n"
                     "  if (x == 4294967295u) { x = x + 1; if (x != 0) reach_error(); }\n"
                     "  return 0; }";
  o.reach_error = true;
  assert_int_equal(verdict(wrap, o, &sub), SEG_PROVED); /* unsigned wrap-around is exact */
  o.math_ints = true;
  assert_int_equal(verdict(wrap, o, &sub), SEG_ERR); /* unbounded: 2^32 != 0 */
  o.math_ints = false;
  assert_int_equal(verdict("extern int __VERIFIER_nondet_int(void);\n"
                           "int main(void){ int x = __VERIFIER_nondet_int(); return x + 1; }",
                           o, &sub), SEG_ERR);
  assert_string_equal(sub, "no-overflow");
  assert_int_equal(verdict("extern int __VERIFIER_nondet_int(void);\n"
                           "int main(void){ int x = __VERIFIER_nondet_int(); if (x < 0) return 0;\n"
                           "  return x / 3 + x % 7; }",
                           o, &sub), SEG_PROVED);
  assert_int_equal(verdict("int f(int n){ return n ? n + f(n - 1) : 0; }\nint main(void){ return f(3); }",
                           o, &sub), SEG_ERR); /* recursion: not supported yet */
}

/* the ITS of a graph: built, well-formed, one cut per loop head, and
 * proved or not as the program terminates or not */
static bool its_proves(const char *src, uint32_t *nloc) {
  ir_module *m = lower_src(src);
  mt_run run = {0};
  seg_opts o = {.record_trans = true, .signed_unbounded = true, .max_states = 5000};
  seg_graph *g = NULL;
  seg_result r;
  assert_int_equal(seg_build(&run, m, &o, &g, &r), MT_OK);
  assert_int_equal(r.verdict, SEG_PROVED);
  its *s = NULL;
  assert_int_equal(seg_to_its(g, &s), MT_OK);
  assert_null(its_check(s));
  *nloc = s->nloc;
  rank_result rr;
  assert_int_equal(rank_prove(&run, s, &rr), MT_OK);
  bool proved = rr.proved;
  rank_result_free(&rr);
  its_free(s);
  seg_result_free(&r);
  seg_free(g);
  ir_module_free(m);
  return proved;
}

static void test_to_its(void **state) {
  (void)state;
  uint32_t nloc = 0;
  assert_true(its_proves("extern int __VERIFIER_nondet_int(void);\n"
                         "int main(void){ int n = __VERIFIER_nondet_int(), s = 0;\n"
                         "  for (int i = 0; i < n; i++) for (int j = i; j < n; j++) s++;\n"
                         "  return s; }",
                         &nloc));
  assert_true(nloc >= 3); /* start and the two loop heads */
  /* i grows for ever when n > 0 and i is not */
  assert_false(its_proves("extern int __VERIFIER_nondet_int(void);\n"
                          "int main(void){ int n = __VERIFIER_nondet_int(), i = 0;\n"
                          "  while (i < n) { if (n > 5) i++; } return i; }",
                          &nloc));
  /* unsigned: wraps to 0 and stops */
  assert_true(its_proves("extern unsigned __VERIFIER_nondet_uint(void);\n"
                         "int main(void){ unsigned j = __VERIFIER_nondet_uint();\n"
                         "  while (j > 0) j++; return 0; }",
                         &nloc));
}

/* the call graph: recursive and pure functions (value.c), and the
 * abstraction of calls to pure recursive functions (rules_ctrl.c) */
static void test_recursion(void **state) {
  (void)state;
  ir_module *m = lower_src("extern int __VERIFIER_nondet_int(void);\n"
                           "int f(int n) { return n <= 0 ? 0 : f(n - 1); }\n"
                           "int g(int *p, int n) { if (n <= 0) return 0; *p = n; return g(p, n - 1); }\n"
                           "int h(int n) { return f(n) + 1; }\n"
                           "void *malloc(unsigned long); void free(void *);\n"
                           "int main(void) { int *x = malloc(sizeof *x); if (!x) return 0;\n"
                           "  int r = h(__VERIFIER_nondet_int()) + g(x, 2); free(x); return r; }\n");
  mt_run run = {0};
  seg_opts o = {.max_states = 5000};
  seg_graph *g = NULL;
  seg_result r;
  assert_int_equal(seg_build(&run, m, &o, &g, &r), MT_OK);
  const ir_func *ff = ir_find_func(m, "f"), *gf = ir_find_func(m, "g"), *hf = ir_find_func(m, "h");
  const seg_fninfo *fi = &g->fi[ff - m->funcs.data], *gi = &g->fi[gf - m->funcs.data],
                   *hi = &g->fi[hf - m->funcs.data];
  assert_true(fi->recursive && fi->pure);
  assert_true(gi->recursive && !gi->pure); /* stores through a pointer */
  assert_true(!hi->recursive && hi->pure);
  /* f is abstracted; g is recursive through memory: its nested call is
   * verified for its footprint (main's heap block x) and joins g's return
   * summary */
  assert_int_equal(r.verdict, SEG_PROVED);
  assert_true(MT_GET(&run, seg_summary_uses) >= 1);
  seg_result_free(&r);
  seg_free(g);
  ir_module_free(m);
}

/* which functions get summaries with seg_opts.summaries (value.c): those
 * with a loop other than main, not pure, not for termination; a footprint
 * takes the globals only from a function that (or whose callee) names one */
static void test_summarized(void **state) {
  (void)state;
  ir_module *m = lower_src("extern int __VERIFIER_nondet_int(void);\n"
                           "void *malloc(unsigned long); void free(void *);\n"
                           "struct n { struct n *next; };\n"
                           "static int total;\n"
                           "static int sum(int k) { int s = 0; for (int i = 0; i < k; i++) s += i; return s; }\n"
                           "static void note(void) { total++; }\n"
                           "static void fill(struct n **at) {\n"
                           "  while (__VERIFIER_nondet_int()) { struct n *e = malloc(sizeof *e);\n"
                           "    if (!e) return; e->next = *at; *at = e; } }\n"
                           "static void drop(struct n *l) { while (l) { struct n *x = l->next; free(l); l = x; note(); } }\n"
                           "int main(void) { struct n *l = 0; fill(&l); drop(l);\n"
                           "  for (int i = 0; i < 2; i++) total += sum(i); return total; }\n");
  seg_opts o = {.summaries = true};
  assert_int_equal(seg_summarized_funcs(m, &o), 2); /* fill and drop: sum is pure */
  seg_opts t = {.summaries = true, .record_trans = true};
  assert_int_equal(seg_summarized_funcs(m, &t), 0);
  seg_opts n = {0};
  assert_int_equal(seg_summarized_funcs(m, &n), 0);
  /* and the graph proves memory safety with them */
  mt_run run = {0};
  o.memtrack = true;
  o.max_states = 5000;
  seg_graph *g = NULL;
  seg_result r;
  assert_int_equal(seg_build(&run, m, &o, &g, &r), MT_OK);
  const ir_func *ff = ir_find_func(m, "fill"), *df = ir_find_func(m, "drop"), *nf = ir_find_func(m, "note");
  assert_false(g->fi[ff - m->funcs.data].names_globals);
  assert_true(g->fi[df - m->funcs.data].names_globals); /* through note() */
  assert_true(g->fi[nf - m->funcs.data].names_globals);
  int verdict = r.verdict;
  seg_result_free(&r);
  seg_free(g);
  assert_int_equal(verdict, SEG_PROVED);
  assert_true(MT_GET(&run, seg_summary_uses) >= 2);
  ir_module_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_recursion),
      cmocka_unit_test(test_summarized),
      cmocka_unit_test(test_to_its),
      cmocka_unit_test(test_atoms),
      cmocka_unit_test(test_gc),
      cmocka_unit_test(test_div_atoms),
      cmocka_unit_test(test_offset_classes),
      cmocka_unit_test(test_memsafety),
      cmocka_unit_test(test_integers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
