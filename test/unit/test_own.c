/* test_own.c -- objects list elements own (seg/own.c): the algebra of
 * templates (interning, join, order), which values are owned objects (only
 * one cell refers to them), and an object materialized into a state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "seg/seg_int.h"

/* a graph with a solver and a module that has a pointer type (id ptr_ty) */
static ir_type_id ptr_ty;

static void graph_init(seg_graph *g, mt_run *run) {
  memset(g, 0, sizeof *g);
  ir_module *m = ir_module_new("test", 8);
  ir_type t;
  memset(&t, 0, sizeof t);
  t.kind = IR_T_PTR;
  t.size = t.store = 8;
  t.align = 8;
  ptr_ty = ir_add_type(m, &t);
  g->m = m;
  g->run = run;
  mt_arena_init(&g->arena);
  g->smt = smt_new(run, 2000);
  g->pbits = 64;
  g->one_term = smt_int(g->smt, 1);
}

static void graph_fini(seg_graph *g) {
  MT_VEC_FREE(g->oc);
  MT_VEC_FREE(g->vars);
  MT_VEC_FREE(g->vterm);
  MT_VEC_FREE(g->mvar);
  MT_VEC_FREE(g->mval);
  MT_VEC_FREE(g->owns);
  ir_module_free((ir_module *)g->m);
  smt_free(g->smt);
  mt_arena_delete(&g->arena);
}

static uint32_t ptr(seg_graph *g) { return seg_fresh(g, 64, SEG_V_PTR); }

static void kb_eq(seg_graph *g, seg_state *s, uint32_t x, uint32_t y, int64_t k) {
  seg_lin a = seg_lv(x), b = y ? seg_lv(y) : seg_lc(0), t;
  b.c += k;
  assert_true(seg_atom_mk(&t, &a, SEG_EQ, &b));
  seg_kb_add(g, s, &t);
}

static bool valid_eq(seg_graph *g, uint32_t x, int64_t k) {
  seg_lin a = seg_lv(x), b = seg_lc(k), t;
  assert_true(seg_atom_mk(&t, &a, SEG_EQ, &b));
  return seg_valid(g, &t);
}

/* a block template of `size` bytes with pointer cells (offset, constant) */
static uint32_t blk(seg_graph *g, uint32_t size, bool nullable, uint32_t n, const int64_t (*cells)[2]) {
  seg_own o;
  memset(&o, 0, sizeof o);
  o.kind = SEG_OWN_BLOCK;
  o.size = size;
  o.nullable = nullable;
  for (uint32_t i = 0; i < n; i++)
    o.cell[o.ncell++] = (seg_owncell){(uint32_t)cells[i][0], 8, ptr_ty, SEG_V_PTR, cells[i][1], 0};
  return seg_own_intern(g, &o);
}

static void test_algebra(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  const int64_t c03[2][2] = {{0, 0}, {8, 3}}, c04[2][2] = {{0, 0}, {8, 4}}, c0[1][2] = {{0, 0}};
  uint32_t a = blk(&g, 16, false, 2, c03), a2 = blk(&g, 16, false, 2, c03), b = blk(&g, 16, false, 2, c04);
  assert_int_equal(a, a2); /* interned */
  /* the join keeps the cells both have */
  uint32_t j = seg_own_join(&g, a, b);
  assert_int_equal(j, blk(&g, 16, false, 1, c0));
  assert_true(seg_own_leq(&g, a, j));
  assert_false(seg_own_leq(&g, j, a));
  /* sizes differ: no join */
  assert_int_equal(seg_own_join(&g, a, blk(&g, 24, false, 2, c03)), 0);
  /* NULL so far, then an object: the object or NULL */
  uint32_t n = seg_own_null(&g);
  assert_true(seg_own_is_null(&g, n));
  uint32_t an = seg_own_join(&g, n, a);
  assert_true(seg_own_get(&g, an)->nullable);
  assert_true(seg_own_leq(&g, n, an));
  assert_false(seg_own_leq(&g, n, a));
  assert_true(seg_own_leq(&g, a, an));
  /* a block whose pointer owns a block, joined with one where it is NULL:
   * the inner object may be NULL */
  seg_own o;
  memset(&o, 0, sizeof o);
  o.kind = SEG_OWN_BLOCK;
  o.size = 16;
  o.cell[o.ncell++] = (seg_owncell){8, 8, ptr_ty, SEG_V_PTR, 0, a};
  uint32_t outer = seg_own_intern(&g, &o);
  const int64_t c8[1][2] = {{8, 0}};
  uint32_t outer0 = blk(&g, 16, false, 1, c8);
  uint32_t oj = seg_own_join(&g, outer, outer0);
  assert_true(oj != 0);
  const seg_own *ojo = seg_own_get(&g, oj);
  assert_int_equal(ojo->ncell, 1);
  assert_true(seg_own_get(&g, ojo->cell[0].sub)->nullable);
  /* an owned object is never forgotten: a cell that owns one against an
   * unknown value does not join */
  uint32_t none = blk(&g, 16, false, 0, NULL);
  assert_int_equal(seg_own_join(&g, outer, none), 0);
  /* a block with next = NULL is a one-element list of that kind */
  seg_own l;
  memset(&l, 0, sizeof l);
  l.kind = SEG_OWN_LIST;
  l.size = 16;
  l.noff = 0;
  l.pty = ptr_ty;
  uint32_t lst = seg_own_intern(&g, &l);
  assert_int_equal(seg_own_join(&g, blk(&g, 16, false, 1, c0), lst), lst);
  assert_int_equal(seg_own_join(&g, blk(&g, 16, false, 1, c8), lst), 0); /* next not NULL-known */
  graph_fini(&g);
}

/* a heap block [lo, lo + size - 1] */
static uint32_t block(seg_graph *g, seg_state *s, int64_t size) {
  seg_block b = {ptr(g), ptr(g), SEG_B_HEAP, false, 0, {NULL, 9, 1}, 0, false, false};
  kb_eq(g, s, b.hi, b.lo, size - 1);
  seg_block_add(g, s, &b);
  return b.lo;
}

/* a pointer cell at lo + off holding val */
static uint32_t cell(seg_graph *g, seg_state *s, uint32_t lo, int64_t off, uint32_t val) {
  uint32_t a = ptr(g);
  kb_eq(g, s, a, lo, off);
  seg_pt p = {a, val, ptr_ty, 8, SEG_V_PTR};
  seg_pt_add(g, s, &p);
  return s->npt - 1;
}

static void test_classify(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  seg_state *s = seg_state_new(&g);
  uint32_t e = block(&g, s, 16), o = block(&g, s, 16), z = ptr(&g);
  kb_eq(&g, s, z, 0, 0);
  uint32_t in = cell(&g, s, o, 0, z); /* the object's own pointer: NULL */
  (void)in;
  uint32_t c = cell(&g, s, e, 8, o);
  seg_heap h;
  seg_heap_init(&h, &g, s);
  uint32_t t;
  seg_own_take tk = {0};
  assert_int_equal(seg_own_classify(&g, &h, o, (int32_t)c, &t, &tk), 2);
  assert_int_equal(tk.nb, 1);
  const seg_own *ot = seg_own_get(&g, t);
  assert_int_equal(ot->size, 16);
  assert_int_equal(ot->ncell, 1);
  assert_int_equal(ot->cell[0].c, 0);
  seg_own_take tk2 = {0};
  assert_int_equal(seg_own_classify(&g, &h, z, -1, &t, &tk2), 1);
  seg_heap_free(&h);
  /* a second cell refers to the object: owned by no one */
  seg_state *s2 = seg_state_copy(&g, s);
  cell(&g, s2, e, 0, o);
  seg_heap_init(&h, &g, s2);
  seg_own_take tk3 = {0};
  assert_int_equal(seg_own_classify(&g, &h, o, (int32_t)c, &t, &tk3), 0);
  assert_int_equal(tk3.nb, 0);
  seg_heap_free(&h);
  seg_state_free(s2);
  seg_state_free(s);
  graph_fini(&g);
}

static void test_materialize(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  const int64_t c[2][2] = {{0, 0}, {8, 5}};
  uint32_t t = blk(&g, 32, false, 2, c);
  seg_state *s = seg_state_new(&g);
  uint32_t v = ptr(&g);
  seg_own_materialize(&g, s, v, t);
  assert_int_equal(s->nblocks, 1);
  assert_int_equal(s->npt, 2);
  seg_assert_state(&g, s);
  for (uint32_t i = 0; i < s->npt; i++) {
    int64_t off = -1;
    seg_lin a = seg_lv(s->pt[i].addr), b = seg_lv(v), d;
    for (int64_t k = 0; k <= 8; k += 8) {
      b.c = k;
      assert_true(seg_atom_mk(&d, &a, SEG_EQ, &b));
      if (seg_valid(&g, &d)) off = k;
    }
    assert_true(off == 0 || off == 8);
    assert_true(valid_eq(&g, s->pt[i].val, off ? 5 : 0));
  }
  seg_retract(&g);
  /* a list object: a list invariant at v, empty when v is NULL */
  seg_own l;
  memset(&l, 0, sizeof l);
  l.kind = SEG_OWN_LIST;
  l.size = 16;
  l.pty = ptr_ty;
  seg_state *s2 = seg_state_new(&g);
  uint32_t w = ptr(&g);
  seg_own_materialize(&g, s2, w, seg_own_intern(&g, &l));
  assert_int_equal(s2->nli, 1);
  assert_int_equal(s2->li[0].ad, w);
  kb_eq(&g, s2, w, 0, 0);
  seg_assert_state(&g, s2);
  assert_true(valid_eq(&g, s2->li[0].len, 0));
  seg_retract(&g);
  seg_state_free(s);
  seg_state_free(s2);
  graph_fini(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_algebra),
      cmocka_unit_test(test_classify),
      cmocka_unit_test(test_materialize),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
