/* test_list.c -- list invariants of the symbolic execution graph
 * (seg/list.c, seg/list_fold.c): the facts a list gives <s>, chains of
 * concrete elements and where they stop, materialization of the first
 * element, and the folds of a loop head's normalization. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "seg/seg_int.h"

/* a graph with a solver and nothing else */
static void graph_init(seg_graph *g, mt_run *run) {
  memset(g, 0, sizeof *g);
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

static void kb_ge(seg_graph *g, seg_state *s, uint32_t x, int64_t k) {
  seg_lin a = seg_lv(x), b = seg_lc(k), t;
  assert_true(seg_atom_le(&t, &b, &a));
  seg_kb_add(g, s, &t);
}

static bool valid_ge(seg_graph *g, uint32_t x, int64_t k) {
  seg_lin a = seg_lv(x), b = seg_lc(k), t;
  assert_true(seg_atom_le(&t, &b, &a));
  return seg_valid(g, &t);
}

static bool valid_eq(seg_graph *g, uint32_t x, uint32_t y) {
  seg_lin a = seg_lv(x), b = seg_lv(y), t;
  assert_true(seg_atom_mk(&t, &a, SEG_EQ, &b));
  return seg_valid(g, &t);
}

/* a singly linked NULL-terminated list of 16-byte elements, next at 8 */
static seg_list mk(seg_graph *g, seg_state *s, uint32_t ad) {
  seg_list l;
  memset(&l, 0, sizeof l);
  l.ad = ad;
  l.tgt = ptr(g);
  l.len = seg_list_len_var(g);
  l.lad = ptr(g);
  l.fnext = ptr(g);
  l.esize = 16;
  l.noff = 8;
  l.pty = 1;
  kb_eq(g, s, l.tgt, 0, 0);
  kb_ge(g, s, l.len, 0);
  seg_list_add(g, s, &l);
  return l;
}

static void test_facts(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  seg_state *s = seg_state_new(&g);
  uint32_t ad = ptr(&g);
  seg_list l = mk(&g, s, ad);
  /* a start that is not NULL: not the empty list (ad = tgt = 0) */
  seg_lin a = seg_lv(ad), z = seg_lc(0), t;
  assert_true(seg_atom_mk(&t, &a, SEG_NE, &z));
  seg_kb_add(&g, s, &t);
  seg_assert_state(&g, s);
  assert_true(valid_ge(&g, l.len, 1));
  assert_false(valid_ge(&g, l.len, 2));
  assert_true(valid_ge(&g, l.lad, 1));
  seg_retract(&g);
  /* two elements at least: the second exists; exactly one: first = last */
  seg_state *s2 = seg_state_copy(&g, s);
  kb_ge(&g, s2, l.len, 2);
  seg_assert_state(&g, s2);
  assert_true(valid_ge(&g, l.fnext, 1));
  assert_false(valid_eq(&g, l.ad, l.lad));
  seg_retract(&g);
  seg_state *s1 = seg_state_copy(&g, s);
  kb_eq(&g, s1, l.len, 0, 1);
  seg_assert_state(&g, s1);
  assert_true(valid_eq(&g, l.ad, l.lad));
  assert_true(valid_eq(&g, l.fnext, l.tgt));
  seg_retract(&g);
  seg_state_free(s);
  seg_state_free(s1);
  seg_state_free(s2);
  graph_fini(&g);
}

/* a heap element [lo, lo + 15] with its next cell at lo + 8 holding nxt */
static uint32_t elem(seg_graph *g, seg_state *s, uint32_t nxt) {
  seg_block b = {ptr(g), ptr(g), SEG_B_HEAP, false, 0, {NULL, 7, 1}, 0, false, false};
  kb_eq(g, s, b.hi, b.lo, 15);
  seg_block_add(g, s, &b);
  uint32_t a = ptr(g);
  kb_eq(g, s, a, b.lo, 8);
  seg_pt p = {a, nxt, 1, 8, SEG_V_PTR};
  seg_pt_add(g, s, &p);
  return b.lo;
}

/* a state of main with the given program values (slots 0..n-1) */
static seg_state *with_frame(seg_graph *g, ir_func *f, const uint32_t *lv, uint32_t n) {
  seg_state *s = seg_state_new(g);
  f->nslots = n;
  seg_frame_push(g, s, f);
  for (uint32_t i = 0; i < n; i++) s->fr[0].lv[i] = lv[i];
  return s;
}

static void test_chains(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  ir_func f;
  memset(&f, 0, sizeof f);
  uint32_t null = ptr(&g);
  /* head -> e1 -> e2 -> e3 -> NULL; a second value names e2 */
  uint32_t head = ptr(&g), cur = ptr(&g);
  uint32_t lv[2] = {head, cur};
  seg_state *s = with_frame(&g, &f, lv, 2);
  kb_eq(&g, s, null, 0, 0);
  uint32_t e3 = elem(&g, s, null);
  uint32_t e2 = elem(&g, s, e3);
  uint32_t e1 = elem(&g, s, e2);
  kb_eq(&g, s, head, e1, 0);
  kb_eq(&g, s, cur, e2, 0);
  seg_heap h;
  seg_heap_init(&h, &g, s);
  seg_chain k[4];
  uint32_t nk = seg_chain_kinds(&h, head, 8, k, 4);
  assert_true(nk >= 1);
  assert_int_equal(k[nk - 1].noff, 8); /* singly linked through offset 8 */
  seg_chain c = k[nk - 1];
  seg_chain_walk(&h, head, 0, 8, &c);
  /* e2 is named by cur and does not end the structure: the chain stops */
  assert_int_equal(c.n, 1);
  assert_true(seg_heap_same(&h, c.end, e2));
  seg_chain_release(&h, &c);
  c = k[nk - 1];
  seg_chain_walk(&h, cur, 0, 8, &c);
  assert_int_equal(c.n, 2);
  assert_true(seg_heap_same(&h, c.end, null));
  seg_heap_free(&h);
  seg_state_free(s);
  graph_fini(&g);
}

/* an intrusive element [lo, lo + 23] whose link lies at lo + 8 (its next
 * cell there, holding the next element's link); returns the link */
static uint32_t ielem(seg_graph *g, seg_state *s, uint32_t nxt, uint32_t *lo) {
  seg_block b = {ptr(g), ptr(g), SEG_B_HEAP, false, 0, {NULL, 9, 1}, 0, false, false};
  kb_eq(g, s, b.hi, b.lo, 23);
  seg_block_add(g, s, &b);
  uint32_t a = ptr(g);
  kb_eq(g, s, a, b.lo, 8);
  seg_pt p = {a, nxt, 1, 8, SEG_V_PTR};
  seg_pt_add(g, s, &p);
  *lo = b.lo;
  return a;
}

static void test_intrusive_chains(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  ir_func f;
  memset(&f, 0, sizeof f);
  uint32_t null = ptr(&g);
  /* head -> link1 -> link2 -> link3 -> NULL, the links 8 bytes into
   * 24-byte elements; cur holds the first element's start */
  uint32_t head = ptr(&g), cur = ptr(&g);
  uint32_t lv[2] = {head, cur};
  seg_state *s = with_frame(&g, &f, lv, 2);
  kb_eq(&g, s, null, 0, 0);
  uint32_t lo3, lo2, lo1;
  uint32_t l3 = ielem(&g, s, null, &lo3);
  uint32_t l2 = ielem(&g, s, l3, &lo2);
  uint32_t l1 = ielem(&g, s, l2, &lo1);
  kb_eq(&g, s, head, l1, 0);
  kb_eq(&g, s, cur, lo1, 0);
  seg_heap h;
  seg_chain k[4];
  for (int root = 0; root < 2; root++) {
    /* (one program value at a time: a second one would name the first
     * element, which then ends the chain) */
    uint32_t r = root ? cur : head;
    s->fr[0].lv[0] = root ? 0 : head;
    s->fr[0].lv[1] = root ? cur : 0;
    seg_heap_init(&h, &g, s);
    uint32_t nk = seg_chain_kinds(&h, r, 8, k, 4);
    int found = -1;
    for (uint32_t i = 0; i < nk; i++)
      if (k[i].noff == 8 && k[i].poff == UINT32_MAX) found = (int)i;
    assert_true(found >= 0);
    /* the link offset comes from where the next cell points into */
    assert_int_equal(k[found].loff, 8);
    assert_int_equal(k[found].roff, root ? 8 : 0);
    seg_chain c = k[found];
    seg_chain_walk(&h, r, 0, 8, &c);
    assert_int_equal(c.n, 3);
    assert_true(seg_heap_same(&h, c.end, null));
    seg_chain_release(&h, &c);
    seg_heap_free(&h);
  }
  /* an intrusive list's facts: its first element's start is no NULL */
  seg_state *t = seg_state_new(&g);
  seg_list l = mk(&g, t, ptr(&g));
  t->li[0].loff = 8;
  t->li[0].esize = 24;
  kb_ge(&g, t, l.len, 1);
  seg_assert_state(&g, t);
  assert_true(valid_ge(&g, l.ad, 9));
  seg_retract(&g);
  seg_state_free(t);
  seg_state_free(s);
  graph_fini(&g);
}

static void test_materialize_and_fold(void **state) {
  (void)state;
  seg_graph g;
  mt_run run = {0};
  graph_init(&g, &run);
  ir_func f;
  memset(&f, 0, sizeof f);
  uint32_t head = ptr(&g);
  uint32_t lv[1] = {head};
  g.o.record_trans = true; /* the step keeps its transition formula */
  seg_state *s = with_frame(&g, &f, lv, 1);
  seg_list l = mk(&g, s, head);
  kb_ge(&g, s, l.len, 1);
  /* a load of the next field of the first element materializes it; with
   * len >= 1 only, it first asks for a case split on len >= 2 (seed 004:
   * the element is also the last one, or the rest is nonempty) */
  seg_step st;
  memset(&st, 0, sizeof st);
  st.g = &g;
  st.a = s;
  seg_assert_state(&g, s);
  seg_lin p = seg_lv(head), n = seg_lc(8);
  p.c = 8;
  assert_int_equal(seg_list_access(&st, &p, &n), SEG_SPLIT);
  seg_retract(&g);
  assert_int_equal(st.nsucc, 0);
  assert_int_equal(st.split.rel, SEG_LE);
  assert_int_equal(st.split.c, 2); /* 2 <= len, as 2 - len <= 0 */
  kb_ge(&g, s, l.len, 2);
  memset(&st, 0, sizeof st);
  st.g = &g;
  st.a = s;
  seg_assert_state(&g, s);
  assert_int_equal(seg_list_access(&st, &p, &n), SEG_OK);
  seg_retract(&g);
  assert_true(st.same_pos);
  assert_int_equal(st.nsucc, 1);
  seg_state *m = st.succ[0];
  assert_int_equal(m->nblocks, 1);
  assert_int_equal(m->nli, 1);
  assert_int_equal(m->bl[0].lo, head);
  assert_int_equal(m->li[0].ad, l.fnext); /* the rest starts at the second element */
  /* the normalization folds the element back: one list, no block */
  seg_assert_state(&g, m);
  assert_true(seg_list_normalize(&g, m));
  seg_retract(&g);
  assert_int_equal(m->nblocks, 0);
  assert_int_equal(m->nli, 1);
  assert_int_equal(m->li[0].ad, head);
  assert_true(MT_GET(&run, seg_list_traversed) == 1);
  assert_true(MT_GET(&run, seg_list_extended) == 1);
  /* its length is the rest's plus one, so at least one (the old length
   * was projected away: the step's transition formula relates them) */
  seg_assert_state(&g, m);
  assert_true(valid_ge(&g, m->li[0].len, 1));
  seg_retract(&g);
  bool related = false;
  for (uint32_t i = 0; i < st.ntr[0]; i++) {
    const seg_lin *a = &st.tr[0][i];
    bool has_old = false;
    for (uint32_t j = 0; j < a->n; j++) has_old |= a->v[j] == l.len;
    related |= a->rel == SEG_EQ && has_old;
  }
  assert_true(related);
  for (uint32_t i = 0; i < 2; i++) mt_free(st.tr[i]);
  seg_state_free(m);
  seg_state_free(s);
  graph_fini(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_facts),
      cmocka_unit_test(test_chains),
      cmocka_unit_test(test_intrusive_chains),
      cmocka_unit_test(test_materialize_and_fold),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
