/* graph.c -- construction of the symbolic execution graph (seed 000
 * Sect. 3.3): depth-first evaluation, refinement on undecided conditions,
 * and at loop heads an instance check against the ancestors at the same
 * position, else a merge with the nearest one whose subtree is then
 * rebuilt.  Also the verdict and the DOT output. */
#include "seg_int.h"

#include <string.h>

typedef MT_VEC(uint32_t) u32vec;

static uint32_t node_new(seg_graph *g, seg_state *st, uint32_t parent, seg_ekind kind) {
  seg_node n;
  memset(&n, 0, sizeof n);
  n.st = st;
  n.parent = parent;
  n.in_kind = (uint8_t)kind;
  if (g->nodes.len == 0) {
    seg_node z;
    memset(&z, 0, sizeof z);
    MT_VEC_PUSH(g->nodes, z);
  }
  MT_VEC_PUSH(g->nodes, n);
  uint32_t id = g->nodes.len - 1;
  if (parent && kind != SEG_E_GEN) MT_VEC_PUSH(g->nodes.data[parent].kids, id);
  MT_INC(g->run, seg_nodes);
  return id;
}

static bool at_entry(const seg_graph *g, const seg_state *s);

/* node id is the entry node of a summarized function that is not
 * recursive, or the state its merged entry node hangs off: it covers the
 * calls of every context whose entry state is an instance of it, wherever
 * they are -- it outlives the call that made it */
static bool shared_entry(const seg_graph *g, uint32_t id) {
  const seg_node *n = &g->nodes.data[id];
  if (n->dead || !n->st || !at_entry(g, n->st)) return false;
  uint32_t fi = (uint32_t)(n->st->fr[0].f - g->m->funcs.data);
  if (!g->fi[fi].summarized || g->fi[fi].recursive) return false;
  for (uint32_t k = 0; k < SEG_ENTRIES; k++) {
    uint32_t e = g->entry[fi * SEG_ENTRIES + k];
    if (!e) continue;
    const seg_node *en = &g->nodes.data[e];
    if (e == id || (!en->dead && en->parent == id && en->in_kind == SEG_E_GEN)) return true;
  }
  return false;
}

static void kill_subtree(seg_graph *g, uint32_t root, bool self) {
  MT_VEC(uint32_t) stack = {0};
  MT_VEC_PUSH(stack, root);
  while (stack.len) {
    uint32_t id = stack.data[--stack.len];
    seg_node *n = &g->nodes.data[id];
    for (uint32_t i = 0; i < n->kids.len; i++)
      if (!shared_entry(g, n->kids.data[i])) MT_VEC_PUSH(stack, n->kids.data[i]);
    n = &g->nodes.data[id];
    if (n->gen_to && g->nodes.data[n->gen_to].in_kind == SEG_E_GEN &&
        g->nodes.data[n->gen_to].parent == id)
      MT_VEC_PUSH(stack, n->gen_to); /* a merged state hanging off this node */
    MT_VEC_FREE(n->kids);
    n->gen_to = 0;
    if (id != root || self) {
      n->dead = true;
      seg_state_free(n->st);
      n->st = NULL;
      mt_free(n->tr);
      n->tr = NULL;
      n->ntr = 0;
    }
  }
  MT_VEC_FREE(stack);
}

static const ir_inst *cur_inst(const seg_state *s) {
  const seg_frame *fr = &s->fr[s->nframes - 1];
  return &fr->f->insts[fr->f->blocks[fr->block].first + fr->idx];
}

/* the abstract entry state of a recursive function (call_abstract) */
static bool at_entry(const seg_graph *g, const seg_state *s) {
  return s->nframes == 1 && seg_abstract_frame(g, s) && s->fr[0].block == 0 && s->fr[0].idx == 0;
}

static bool at_loop_head(const seg_graph *g, const seg_state *s) {
  const seg_frame *fr = &s->fr[s->nframes - 1];
  const seg_fninfo *fi = &g->fi[fr->f - g->m->funcs.data];
  return fi->loophead[fr->block] && fr->idx == fi->firstnp[fr->block];
}

static void set_err(seg_graph *g, const seg_state *s, const seg_step *st) {
  seg_result *r = g->res;
  r->verdict = SEG_ERR;
  r->sub = st->sub;
  const ir_inst *in = cur_inst(s);
  r->loc = in->loc;
  r->func = s->fr[s->nframes - 1].f->name;
  r->reason = mt_sprintf("%s", st->reason);
}

static void give_up(seg_graph *g, const char *why) {
  g->res->verdict = SEG_GAVE_UP;
  g->res->reason = mt_sprintf("%s", why);
}

/* evaluates node id: pushes its successors; false when the graph is done
 * (ERR reached) */
static bool evaluate(seg_graph *g, uint32_t id, u32vec *work) {
  seg_state *s = g->nodes.data[id].st;
  seg_step st;
  memset(&st, 0, sizeof st);
  st.g = g;
  st.a = s;
  const ir_inst *in = cur_inst(s);
  seg_assert_state(g, s);
  seg_out o;
  switch (in->op) {
  case IR_LOAD: case IR_STORE: case IR_ALLOCA: o = seg_rule_mem(&st, in); break;
  case IR_BR: case IR_CONDBR: case IR_SWITCH: case IR_RET: case IR_UNREACHABLE: case IR_CALL:
    o = seg_rule_ctrl(&st, in);
    break;
  case IR_UNSUPPORTED:
    o = seg_err(&st, NULL, "unsupported construct: %s", in->u.unsupported.reason ? in->u.unsupported.reason : "?");
    break;
  default: o = seg_rule_arith(&st, in); break;
  }
  seg_node *n = &g->nodes.data[id];
  switch (o) {
  case SEG_OK:
    for (uint32_t i = 0; i < st.nsucc; i++) {
      uint32_t k = node_new(g, st.succ[i], id, st.same_pos ? SEG_E_REFINE : SEG_E_EVAL);
      g->nodes.data[k].tr = st.tr[i];
      g->nodes.data[k].ntr = st.ntr[i];
      st.tr[i] = NULL;
      MT_VEC_PUSH(*work, k);
      if (st.ctx && i == 0) { /* a calling context: the caller goes on from f's return summary */
        seg_ctx cx = {id, k, 0, 0, st.ctx - 1, false, NULL, st.nbind};
        if (st.nbind) cx.bind = mt_arena_memdup(&g->arena, st.bind, sizeof(seg_lin) * st.nbind);
        MT_VEC_PUSH(g->ctxs, cx);
      }
    }
    break;
  case SEG_SPLIT: {
    for (uint32_t i = 0; i < st.nsucc; i++) seg_state_free(st.succ[i]);
    for (uint32_t i = 0; i < 2; i++) {
      mt_free(st.tr[i]);
      st.tr[i] = NULL;
    }
    if (st.infeasible) break; /* the path ends here */
    seg_lin neg;
    if (!seg_atom_neg(&neg, &st.split)) {
      seg_retract(g);
      seg_err(&st, NULL, "a case split could not be expressed");
      set_err(g, s, &st);
      return false;
    }
    MT_INC(g->run, seg_splits);
    seg_state *x = seg_state_copy(g, s), *y = seg_state_copy(g, s);
    seg_kb_add(g, x, &st.split);
    seg_kb_add(g, y, &neg);
    uint32_t nx = node_new(g, x, id, SEG_E_REFINE);
    uint32_t ny = node_new(g, y, id, SEG_E_REFINE);
    MT_VEC_PUSH(*work, ny);
    MT_VEC_PUSH(*work, nx);
    break;
  }
  case SEG_ERRSTATE:
    for (uint32_t i = 0; i < 2; i++) mt_free(st.tr[i]);
    mt_free(st.bind);
    for (uint32_t i = 0; i < st.nsucc; i++) seg_state_free(st.succ[i]);
    seg_retract(g);
    n->is_err = true;
    n->err = mt_arena_strdup(&g->arena, st.reason);
    if (mt_log_on(g->run, 4)) {
      mt_buf bf = {0};
      seg_state_print(&bf, g, s);
      MT_LOG(g->run, 4, "seg", "error state (%s):\n%s", st.reason[0] ? st.reason : "?", bf.data);
      mt_buf_free(&bf);
    }
    set_err(g, s, &st);
    return false;
  case SEG_END: n->is_end = true; break;
  case SEG_INFEASIBLE: break;
  }
  seg_retract(g);
  for (uint32_t i = 0; i < 2; i++) mt_free(st.tr[i]);
  mt_free(st.bind);
  return true;
}

/* composes q's instantiation (anc-var -> q-var) after c's (c-var -> anc-var) */
static seg_pair *compose(seg_graph *g, const seg_pair *cm, uint32_t ncm, const seg_pair *qm, uint32_t nqm) {
  seg_pair *r = ncm ? mt_arena_alloc(&g->arena, sizeof(seg_pair) * ncm) : NULL;
  for (uint32_t i = 0; i < ncm; i++) {
    r[i] = cm[i];
    if (!cm[i].to) continue; /* a constant */
    for (uint32_t j = 0; j < nqm; j++)
      if (qm[j].from == cm[i].to) {
        r[i].to = qm[j].to;
        r[i].off = cm[i].off + qm[j].off;
        break;
      }
  }
  return r;
}

/* Materialization: b, at the position of its ancestor a, holds a memory
 * cell  y ->ty v  at the address y of a program value whose value in a is
 * x, while a has no cell at x.  A loop that updates memory (*p = *p - 1)
 * would then lose the cell's value at every generalization.  The cell lies
 * inside an allocated block of a, so it holds some value of its type: a
 * copy of a with  x ->ty fresh  describes the same concrete states, and
 * rebuilding from it keeps the value across the loop.  NULL when there is
 * nothing to add. */
#define SEG_MAX_MATERIALIZE 64

/* the value of b's program value v (a slot of some frame) in a */
static uint32_t lv_in(const seg_state *a, const seg_state *b, uint32_t v) {
  for (uint32_t f = 0; f < b->nframes; f++)
    for (uint32_t j = 0; j < b->fr[f].f->nslots; j++)
      if (b->fr[f].lv[j] == v) return a->fr[f].lv[j];
  return 0;
}

/* address variable y of b as an expression over program values that the
 * loop did not change (the same variable in a and b): y itself, or an
 * equation y = Σ k·v + c of b's KB.  Cells at addresses the loop moves
 * (a[i] with i the loop counter) are not materialized: they would add a
 * new cell at every iteration. */
static bool addr_in(const seg_state *a, const seg_state *b, uint32_t y, seg_lin *out) {
  uint32_t x = lv_in(a, b, y);
  if (x && x == y) {
    *out = seg_lv(x);
    return true;
  }
  for (uint32_t i = 0; i < b->nkb; i++) {
    const seg_lin *e = &b->kb[i];
    int64_t ky = 0;
    for (uint32_t j = 0; j < e->n; j++)
      if (e->v[j] == y) ky = e->k[j];
    if (e->rel != SEG_EQ || (ky != 1 && ky != -1)) continue;
    /* y = -(e - ky·y)/ky */
    seg_lin r = seg_lc(-e->c * ky);
    bool ok = true;
    for (uint32_t j = 0; j < e->n && ok; j++) {
      if (e->v[j] == y) continue;
      uint32_t w = lv_in(a, b, e->v[j]);
      seg_lin wl = seg_lv(w);
      ok = w && w == e->v[j] && seg_lin_addk(&r, &r, -e->k[j] * ky, &wl);
    }
    if (ok) {
      *out = r;
      return true;
    }
  }
  return false;
}
static seg_state *materialize(seg_graph *g, const seg_state *a, const seg_state *b) {
  if (g->materialized >= SEG_MAX_MATERIALIZE || !seg_same_position(a, b)) return NULL;
  seg_state *c = NULL;
  for (uint32_t i = 0; i < b->npt; i++) {
    const seg_pt *p = &b->pt[i];
    /* integer cells only: a pointer cell with an unknown value would make
     * an element whose fields the loop writes look linked to anything
     * (the lists a merge infers need the links the states have) */
    if (p->view == SEG_V_PTR) continue;
    /* the address as a linear expression over b's program values, and
     * that expression over their values in a */
    seg_lin xl;
    if (!addr_in(a, b, p->addr, &xl)) continue;
    const seg_state *cur = c ? c : a;
    seg_step st;
    memset(&st, 0, sizeof st);
    st.g = g;
    st.a = cur;
    seg_assert_state(g, cur);
    bool inside = seg_find_block(&st, &xl, (int64_t)p->size) >= 0;
    if (inside && cur->npt) { /* no cell of a may overlap it: a cell there is
                                 known already, or holds the bytes otherwise */
      for (uint32_t j = 0; j < cur->npt && inside; j++) {
        seg_lin y = seg_lv(cur->pt[j].addr), t1, t2, e1 = xl, e2 = y;
        e1.c += (int64_t)p->size;
        e2.c += (int64_t)cur->pt[j].size;
        /* one before the other in every model (cells of two blocks: the
         * premise orders them only by a disjunction) */
        inside = seg_atom_le(&t1, &e1, &y) && seg_atom_le(&t2, &e2, &xl) &&
                 (seg_valid(g, &t1) || seg_valid(g, &t2) ||
                  smt_valid(seg_smt(g), smt_or(seg_smt(g), seg_fact(g, &t1), seg_fact(g, &t2))));
      }
    }
    seg_retract(g);
    if (!inside) continue;
    if (!c) c = seg_state_copy(g, a);
    uint32_t x = xl.n == 1 && xl.k[0] == 1 && xl.c == 0 ? xl.v[0] : 0;
    if (!x) {
      x = seg_fresh(g, g->pbits, SEG_V_PTR);
      seg_lin xv = seg_lv(x), eq;
      if (!seg_atom_mk(&eq, &xv, SEG_EQ, &xl)) continue;
      seg_kb_add(g, c, &eq);
    }
    seg_pt q = *p;
    q.addr = x;
    q.val = seg_fresh(g, seg_bits(g, p->ty), (seg_view)p->view);
    seg_pt_add(g, c, &q);
  }
  if (c) {
    g->materialized++;
    MT_INC(g->run, seg_materialized);
  }
  return c;
}

/* the state c replaces ancestor anc's subtree, hanging off it (or off its
 * owner when anc is itself such a state) by a generalization edge with
 * instantiation mu (c-var -> anc-var) */
static uint32_t hang(seg_graph *g, uint32_t anc, seg_state *c, seg_pair *mu, uint32_t nmu, u32vec *work) {
  const seg_node *an = &g->nodes.data[anc];
  bool replace = an->in_kind == SEG_E_GEN && an->parent;
  uint32_t owner = replace ? an->parent : anc;
  seg_pair *mu_anc = mu; /* c-var -> anc-var */
  uint32_t nmu_anc = nmu;
  if (replace) mu = compose(g, mu, nmu, g->nodes.data[owner].mu, g->nodes.data[owner].nmu);
  kill_subtree(g, anc, replace);
  uint32_t cid = node_new(g, c, owner, SEG_E_GEN);
  seg_node *on = &g->nodes.data[owner];
  on->gen_to = cid;
  on->mu = mu;
  on->nmu = nmu;
  /* instance edges into the killed subtree: those into anc itself move to
   * c, which generalizes anc; the sources of those into anc's descendants
   * are open again (their runs must be in the graph) */
  for (uint32_t i = 1; i < g->nodes.len; i++) {
    seg_node *n = &g->nodes.data[i];
    if (n->dead || !n->st || !n->gen_to || !g->nodes.data[n->gen_to].dead) continue;
    if (n->gen_to == anc) { /* anc was replaced (replace): the edge moves to c */
      n->mu = compose(g, mu_anc, nmu_anc, n->mu, n->nmu);
      n->nmu = nmu_anc;
      n->gen_to = cid;
      continue;
    }
    MT_LOG(g->run, 2, "seg", "node %u was an instance of node %u, which a merge replaced: open again", i, n->gen_to);
    n->gen_to = 0;
    n->mu = NULL;
    n->nmu = 0;
    MT_INC(g->run, seg_reopened);
    MT_VEC_PUSH(*work, i);
  }
  MT_VEC_PUSH(*work, cid);
  return cid;
}

/* the identity instantiation of s's variables (arena) */
static seg_pair *identity_mu(seg_graph *g, const seg_state *s, uint32_t *n) {
  uint32_t *vs;
  *n = seg_state_vars(s, &vs);
  seg_pair *mu = *n ? mt_arena_alloc(&g->arena, sizeof(seg_pair) * *n) : NULL;
  for (uint32_t i = 0; i < *n; i++) mu[i] = (seg_pair){vs[i], vs[i], 0};
  mt_free(vs);
  return mu;
}

/* materialization (termination only) at ancestor anc for the new state s:
 * true when anc was replaced */
static bool try_materialize(seg_graph *g, uint32_t anc, const seg_state *s, u32vec *work) {
  const seg_state *as = g->nodes.data[anc].st;
  seg_state *m = g->o.record_trans ? materialize(g, as, s) : NULL;
  if (!m) return false;
  uint32_t nid;
  seg_pair *idm = identity_mu(g, as, &nid);
  MT_LOG(g->run, 2, "seg", "materialized %u memory cell(s) at node %u", m->npt - as->npt, anc);
  hang(g, anc, m, idm, nid, work);
  return true;
}

/* node id becomes an instance of node gen: the generalization edge with
 * mu (gen-var -> id-var) */
static void gen_edge(seg_graph *g, uint32_t id, uint32_t gen, seg_pair *mu, uint32_t nmu) {
  seg_node *n = &g->nodes.data[id];
  n->gen_to = gen;
  n->mu = mu;
  n->nmu = nmu;
  MT_INC(g->run, seg_instances);
}

/* is node id's state an instance of gen's?  Then the edge (gen_edge) */
static bool close_by_instance(seg_graph *g, uint32_t gen, uint32_t id) {
  seg_pair *mu;
  uint32_t nmu;
  seg_assert_state(g, g->nodes.data[id].st);
  bool inst = seg_instance(g, g->nodes.data[gen].st, g->nodes.data[id].st, &mu, &nmu);
  seg_retract(g);
  if (inst) gen_edge(g, id, gen, mu, nmu);
  return inst;
}

/* at -vvvv: the two states of a merge and the result */
static void log_merge_states(seg_graph *g, const char *first, uint32_t a, const seg_state *as, uint32_t b,
                             const seg_state *bs, const seg_state *c) {
  mt_buf bf = {0};
  mt_buf_printf(&bf, "--- %s #%u: ", first, a);
  seg_state_print(&bf, g, as);
  mt_buf_printf(&bf, "--- new #%u: ", b);
  seg_state_print(&bf, g, bs);
  mt_buf_printf(&bf, "--- merged: ");
  seg_state_print(&bf, g, c);
  MT_LOG(g->run, 4, "seg", "merge states:\n%s", bf.data);
  mt_buf_free(&bf);
}

/* a merge c of entry states a and b of f that a summary may share: it
 * loses no heap both had, and no parameter that is a constant in both has
 * two values (a mode argument: destroy level 5, then level 4) */
static bool entry_merge_fits(const seg_graph *g, const seg_state *a, const seg_state *b, const seg_state *c) {
  if (c->heap_lost && !a->heap_lost && !b->heap_lost) return false;
  const ir_func *f = a->fr[0].f;
  seg_oclass *oa = seg_oc_new(a), *ob = seg_oc_new(b);
  bool fits = true;
  for (uint32_t i = 0; i < f->nparams && fits; i++) {
    uint32_t slot = ir_val_get(g->m, f->params[i])->u.local.slot, x = a->fr[0].lv[slot], y = b->fr[0].lv[slot];
    int64_t vx, vy;
    fits = !(x && y && seg_oc_value(oa, x, &vx) && seg_oc_value(ob, y, &vy) && vx != vy);
  }
  seg_oc_delete(oa);
  seg_oc_delete(ob);
  return fits;
}

/* An abstract entry state of a summarized function that no ancestor at its
 * position covers (a call from elsewhere): an instance of one of the
 * function's entry nodes closes it; else it is merged with one (the merged
 * state replaces that entry's subtree, instance edges into a replaced
 * entry are redirected) and it becomes an instance of the result -- when
 * the merge fits (entry_merge_fits) or no slot is free; else it is an entry
 * of its own (a recursive function has one entry).  True when node id was
 * closed. */
static bool join_entry(seg_graph *g, uint32_t id, uint32_t fi, u32vec *work) {
  const seg_state *s = g->nodes.data[id].st;
  uint32_t *ent = &g->entry[fi * SEG_ENTRIES];
  uint32_t nslots = g->fi[fi].recursive ? 1 : SEG_ENTRIES;
  int free_slot = -1;
  for (uint32_t k = 0; k < nslots; k++) {
    if (ent[k] && (g->nodes.data[ent[k]].dead || !g->nodes.data[ent[k]].st)) ent[k] = 0;
    if (ent[k] == id) return false;
    if (!ent[k]) {
      if (free_slot < 0) free_slot = (int)k;
      continue;
    }
    if (close_by_instance(g, ent[k], id)) return true;
  }
  bool any = false;
  for (uint32_t k = 0; k < nslots; k++) any |= ent[k] != 0;
  for (int pass = 0; pass < 2 && any; pass++)
    for (uint32_t k = 0; k < nslots; k++) {
      uint32_t e = ent[k];
      if (!e) continue;
      /* (the second pass: no slot is free, the first entry takes it) */
      if (pass == 1 && (free_slot >= 0 || k > 0)) break;
      seg_pair *mu;
      uint32_t nmu;
      g->merge_visits = 2;
      g->merge_desc = false; /* a call from elsewhere */
      seg_state *c = seg_merge(g, g->nodes.data[e].st, s, &mu, &nmu);
      if (!c) continue;
      if (pass == 0 && nslots > 1 && !entry_merge_fits(g, g->nodes.data[e].st, s, c)) {
        seg_state_free(c);
        continue;
      }
      g->merges++;
      MT_INC(g->run, seg_merges);
      MT_LOG(g->run, 2, "seg", "merge of entry states of %s (node %u with %u)", s->fr[0].f->name, e, id);
      if (mt_log_on(g->run, 4)) log_merge_states(g, "entry", e, g->nodes.data[e].st, id, s, c);
      uint32_t cid = hang(g, e, c, mu, nmu, work); /* mu: c-var -> e-var; edges into a replaced e move */
      ent[k] = cid;
      return close_by_instance(g, cid, id); /* else evaluated on its own */
    }
  if (free_slot >= 0) {
    ent[free_slot] = id;
    g->retn[fi * SEG_ENTRIES + (uint32_t)free_slot] = 0;
    if (any) MT_LOG(g->run, 2, "seg", "entry state of %s of its own (node %u)", s->fr[0].f->name, id);
  }
  return false;
}

/* the slot of f's entry node that node id descends from (through its
 * parents), -1 if none */
static int entry_slot_above(const seg_graph *g, uint32_t fi, uint32_t id) {
  const uint32_t *ent = &g->entry[fi * SEG_ENTRIES];
  for (uint32_t a = g->nodes.data[id].parent; a; a = g->nodes.data[a].parent)
    for (uint32_t k = 0; k < SEG_ENTRIES; k++)
      if (ent[k] && ent[k] == a && !g->nodes.data[a].dead && g->nodes.data[a].st) return (int)k;
  return -1;
}

/* the slot of f's entry node that a calling context's entry node is or is
 * an instance of, -1 if none */
static int ctx_slot(const seg_graph *g, const seg_ctx *cx) {
  const uint32_t *ent = &g->entry[cx->fi * SEG_ENTRIES];
  const seg_node *en = &g->nodes.data[cx->entry];
  for (uint32_t k = 0; k < SEG_ENTRIES; k++) {
    uint32_t e = ent[k];
    if (!e || g->nodes.data[e].dead || !g->nodes.data[e].st) continue;
    if (cx->entry == e || en->gen_to == e) return (int)k;
  }
  return -1;
}

/* ---- recursion through memory: return summaries and calling contexts (summary.c) ---- */

/* the return instruction of an abstract activation of a recursive function
 * that touches memory: a return state */
static bool at_return(const seg_graph *g, const seg_state *s) {
  if (s->nframes != 1 || !seg_abstract_frame(g, s) || cur_inst(s)->op != IR_RET) return false;
  const seg_fninfo *fi = &g->fi[s->fr[0].f - g->m->funcs.data];
  return fi->summarized;
}

static bool alive(const seg_graph *g, uint32_t id) {
  return id && !g->nodes.data[id].dead && g->nodes.data[id].st;
}

/* the continuations of function fi's calling contexts follow its current
 * entry node and return summary: a context whose entry state is the entry
 * or an instance of it gets one from the summary (rebuilt when the summary
 * changed); every other continuation goes */
static void refresh_ctxs(seg_graph *g, uint32_t fi, u32vec *work) {
  for (uint32_t i = 0; i < g->ctxs.len; i++) {
    seg_ctx *cx = &g->ctxs.data[i];
    if (cx->fi != fi) continue;
    /* (a call node that a merge generalized -- the call at a loop head --
     * is an instance now, no longer evaluated: nor is its context) */
    if (!alive(g, cx->call) || g->nodes.data[cx->call].gen_to || !alive(g, cx->entry)) {
      if (alive(g, cx->cont)) kill_subtree(g, cx->cont, true);
      cx->cont = 0;
      continue;
    }
    const seg_node *en = &g->nodes.data[cx->entry];
    int slot = ctx_slot(g, cx);
    uint32_t e = slot >= 0 ? g->entry[fi * SEG_ENTRIES + (uint32_t)slot] : 0;
    uint32_t r = slot >= 0 ? g->retn[fi * SEG_ENTRIES + (uint32_t)slot] : 0;
    if (!alive(g, r)) r = 0;
    bool joined = e != 0;
    if ((alive(g, cx->cont) || cx->none) && joined && r && cx->from == r) continue; /* up to date */
    if (alive(g, cx->cont)) {
      /* the continuation is a kid of the call node: out of its list */
      seg_node *cn = &g->nodes.data[cx->call];
      for (uint32_t k = 0; k < cn->kids.len; k++)
        if (cn->kids.data[k] == cx->cont) cn->kids.data[k] = cn->kids.data[--cn->kids.len];
      kill_subtree(g, cx->cont, true);
    }
    cx->cont = cx->from = 0;
    cx->none = false;
    if (!joined || !r) continue;
    const char *why = NULL;
    bool self = cx->entry == e;
    seg_state *c = seg_summary_continue(g, g->nodes.data[cx->call].st, en->st, g->nodes.data[e].st,
                                        self ? NULL : en->mu, self ? 0 : en->nmu, g->nodes.data[r].st, cx->bind,
                                        cx->nbind, &why);
    if (!c) {
      if (!g->diverged) g->diverged = mt_arena_strdup(&g->arena, why ? why : "a summarized call's return summary");
      continue;
    }
    /* the summary may not cover this context's returns yet (the first
     * return of a recursion, the base case): no continuation then */
    seg_assert_state(g, c);
    bool unsat = smt_check(seg_smt(g)) == SMT_UNSAT;
    seg_retract(g);
    if (unsat) {
      seg_state_free(c);
      cx->from = r;
      cx->none = true;
      continue;
    }
    seg_lin *tr = NULL;
    uint32_t ntr = 0;
    if (g->o.record_trans && c->nkb) { /* the step's transition formula: R's facts */
      tr = mt_malloc(sizeof(seg_lin) * c->nkb);
      memcpy(tr, c->kb, sizeof(seg_lin) * c->nkb);
      ntr = c->nkb;
    }
    seg_gc(g, c);
    if (mt_log_on(g->run, 4)) {
      mt_buf bf = {0};
      mt_buf_printf(&bf, "--- call #%u: ", cx->call);
      seg_state_print(&bf, g, g->nodes.data[cx->call].st);
      mt_buf_printf(&bf, "--- summary #%u: ", r);
      seg_state_print(&bf, g, g->nodes.data[r].st);
      mt_buf_printf(&bf, "--- continuation: ");
      seg_state_print(&bf, g, c);
      MT_LOG(g->run, 4, "seg", "call continued from the return summary of %s:\n%s",
             g->m->funcs.data[fi].name, bf.data);
      mt_buf_free(&bf);
    }
    uint32_t k = node_new(g, c, cx->call, SEG_E_EVAL);
    g->nodes.data[k].tr = tr;
    g->nodes.data[k].ntr = ntr;
    cx = &g->ctxs.data[i];
    cx->cont = k;
    cx->from = r;
    MT_VEC_PUSH(*work, k);
    MT_INC(g->run, seg_summary_uses);
  }
}

/* composes in place the instantiations of the instance edges into node
 * old, which the merged state cid (mu0: cid-var -> old-var) replaced */
static void count_merge(seg_graph *g, uint32_t anc, uint32_t cid);

/* A return state (node id) of function fi: an instance of fi's return
 * summary closes it; else the summary is merged with it (the merged state
 * replaces the summary, the continuations are rebuilt); the first one is
 * the summary.  Return states are never evaluated.  False when the graph
 * gives up. */
static bool join_return(seg_graph *g, uint32_t id, u32vec *work) {
  const seg_state *s = g->nodes.data[id].st;
  uint32_t fi = (uint32_t)(s->fr[0].f - g->m->funcs.data);
  /* the activation's entry must be one of the function's entry nodes */
  int slot = entry_slot_above(g, fi, id);
  if (slot < 0) {
    give_up(g, "a return of a summarized activation that its function's entry state does not cover");
    return false;
  }
  uint32_t *retn = &g->retn[fi * SEG_ENTRIES + (uint32_t)slot];
  uint32_t r = *retn;
  if (!alive(g, r)) {
    *retn = id;
    MT_LOG(g->run, 2, "seg", "return summary of %s: node %u", s->fr[0].f->name, id);
    refresh_ctxs(g, fi, work);
    return true;
  }
  if (close_by_instance(g, r, id)) return true;
  seg_pair *mu;
  uint32_t nmu;
  g->merge_visits = 2;
  g->merge_desc = false;
  seg_state *c = seg_merge(g, g->nodes.data[r].st, s, &mu, &nmu);
  if (!c) {
    give_up(g, "two return states of a summarized function could not be merged");
    return false;
  }
  g->merges++;
  MT_INC(g->run, seg_merges);
  MT_LOG(g->run, 2, "seg", "merge of return states of %s (node %u with %u)", s->fr[0].f->name, r, id);
  if (mt_log_on(g->run, 4)) log_merge_states(g, "summary", r, g->nodes.data[r].st, id, s, c);
  uint32_t cid = hang(g, r, c, mu, nmu, work);
  work->len--; /* the summary is not evaluated */
  count_merge(g, r, cid);
  *retn = cid;
  if (!close_by_instance(g, cid, id)) {
    give_up(g, "a return state is not an instance of the merged return summary");
    return false;
  }
  refresh_ctxs(g, fi, work);
  return true;
}

/* Normalization of node id's state at a loop head (list_fold.c), in
 * place: the new state describes the same concrete states; the edge from
 * the parent keeps its transition formula, and the KB that relates the
 * new variables (a folded list's length) to the old ones joins it. */
static void replace_state(seg_graph *g, uint32_t id, seg_state *t);

static void normalize(seg_graph *g, uint32_t id) {
  seg_node *n = &g->nodes.data[id];
  seg_state *t = seg_state_copy(g, n->st);
  seg_assert_state(g, n->st);
  bool ch = seg_list_normalize(g, t);
  seg_retract(g);
  if (!ch) {
    seg_state_free(t);
    return;
  }
  replace_state(g, id, t);
}

/* node id's state becomes t, which describes the same concrete states */
static void replace_state(seg_graph *g, uint32_t id, seg_state *t) {
  seg_node *n = &g->nodes.data[id];
  if (g->o.record_trans) {
    const seg_lin *old = n->tr ? n->tr : n->st->kb;
    uint32_t nold = n->tr ? n->ntr : n->st->nkb;
    seg_lin *tr = mt_malloc(sizeof(seg_lin) * (nold + t->nkb + 1));
    if (nold) memcpy(tr, old, sizeof(seg_lin) * nold);
    uint32_t k = nold;
    for (uint32_t i = 0; i < t->nkb; i++) {
      bool dup = false;
      for (uint32_t j = 0; j < nold && !dup; j++) dup = seg_lin_eq(&tr[j], &t->kb[i]);
      if (!dup) tr[k++] = t->kb[i];
    }
    mt_free(n->tr);
    n->tr = tr;
    n->ntr = k;
  }
  seg_gc(g, t);
  seg_state_free(n->st);
  n->st = t;
}

/* the merged state cid replaced ancestor anc: a lineage of more than
 * SEG_MERGE_LIMIT merges at one place keeps changing the abstraction
 * without converging (each merge replaces its ancestor, so the graph
 * itself stays small): g->diverged says where */
#define SEG_MERGE_LIMIT 48
static void count_merge(seg_graph *g, uint32_t anc, uint32_t cid) {
  const seg_node *an = &g->nodes.data[anc];
  uint32_t n = (an->in_kind == SEG_E_GEN ? an->merged : 0) + 1;
  g->nodes.data[cid].merged = n;
  if (n > SEG_MERGE_LIMIT && !g->diverged) {
    const seg_state *c = g->nodes.data[cid].st;
    const ir_inst *in = cur_inst(c);
    char *m = mt_sprintf("merging at the loop head of %s line %u does not converge (%u merges in a row)",
                         seg_top((seg_state *)c)->f->name, in->loc.line, n);
    g->diverged = mt_arena_strdup(&g->arena, m);
    mt_free(m);
  }
}

/* loop head: instance of an ancestor, or merge; true when node id was
 * closed or replaced (not to be evaluated) */
static bool generalize(seg_graph *g, uint32_t id, u32vec *work) {
  const seg_state *s = g->nodes.data[id].st;
  uint32_t nearest = 0, nvis = 0;
  seg_assert_state(g, s); /* for the instance checks */
  seg_state *cu = seg_cursor_unfold(g, s);
  if (cu) {
    seg_retract(g);
    replace_state(g, id, cu);
    s = g->nodes.data[id].st;
    seg_assert_state(g, s);
  }
  for (uint32_t a = g->nodes.data[id].parent; a; a = g->nodes.data[a].parent) {
    const seg_node *an = &g->nodes.data[a];
    if (an->dead || !an->st || an->in_kind == SEG_E_REFINE) continue;
    if (!seg_same_position(an->st, s)) continue;
    nvis++;
    seg_pair *mu;
    uint32_t nmu;
    if (seg_instance(g, an->st, s, &mu, &nmu)) {
      seg_retract(g);
      if (try_materialize(g, a, s, work)) return true;
      gen_edge(g, id, a, mu, nmu);
      return true;
    }
    /* merges stay within a partition by where pointers point */
    if (!nearest && !seg_pointer_split(g, an->st, s)) nearest = a;
  }
  seg_retract(g);
  if (at_entry(g, s) && !nearest) return join_entry(g, id, (uint32_t)(s->fr[0].f - g->m->funcs.data), work);
  if (!nearest || nvis < g->o.unroll) return false;
  const seg_node *an = &g->nodes.data[nearest];
  seg_pair *mu;
  uint32_t nmu;
  /* an element the ancestor has apart (a cursor inside what it owns) is
   * unfolded here too; then s may be an instance of it */
  seg_assert_state(g, s);
  seg_state *al = seg_merge_align(g, an->st, s);
  seg_retract(g);
  if (al) {
    replace_state(g, id, al);
    s = g->nodes.data[id].st;
    seg_assert_state(g, s);
    bool inst = seg_instance(g, an->st, s, &mu, &nmu);
    seg_retract(g);
    if (inst) {
      if (try_materialize(g, nearest, s, work)) return true;
      gen_edge(g, id, nearest, mu, nmu);
      return true;
    }
  }
  if (try_materialize(g, nearest, s, work)) return true;
  g->merge_visits = nvis;
  g->merge_desc = true;
  seg_state *c = seg_merge(g, an->st, s, &mu, &nmu);
  if (!c) return false;
  seg_hints_apply(g, c); /* what the merge kept of them: all again */
  g->merges++;
  MT_INC(g->run, seg_merges);
  MT_LOG(g->run, 2, "seg", "merge at %s block %u (node %u with %u): %u KB atoms, %u PT, %u blocks",
         seg_top(c)->f->name, seg_top(c)->block, nearest, id, c->nkb, c->npt, c->nblocks);
  if (mt_log_on(g->run, 4)) {
    log_merge_states(g, "ancestor", nearest, an->st, id, s, c);
  } else if (mt_log_on(g->run, 3)) {
    mt_buf bf = {0};
    for (uint32_t i = 0; i < c->nkb; i++) {
      seg_lin_print(&bf, &c->kb[i], true);
      mt_buf_printf(&bf, "; ");
    }
    for (uint32_t i = 0; i < c->nli; i++) {
      seg_list_print(&bf, &c->li[i]);
      mt_buf_printf(&bf, "; ");
    }
    MT_LOG(g->run, 3, "seg", "merged state: %s", bf.data ? bf.data : "");
    mt_buf_free(&bf);
  }
  /* the merged state hangs off the ancestor; when the ancestor is itself a
   * merged state, it replaces it under the ancestor's parent */
  uint32_t cid = hang(g, nearest, c, mu, nmu, work);
  count_merge(g, nearest, cid);
  if (at_entry(g, c)) {
    uint32_t *ent = &g->entry[(uint32_t)(c->fr[0].f - g->m->funcs.data) * SEG_ENTRIES];
    for (uint32_t k = 0; k < SEG_ENTRIES; k++)
      if (ent[k] == nearest) ent[k] = cid;
  }
  return true;
}

mt_status seg_build(mt_run *run, const ir_module *m, const seg_opts *o, seg_graph **out,
                    seg_result *res) {
  memset(res, 0, sizeof *res);
  *out = NULL;
  const ir_func *mainf = ir_find_func(m, "main");
  if (!mainf || mainf->is_decl) {
    res->verdict = SEG_GAVE_UP;
    res->reason = mt_sprintf("no main function");
    return MT_OK;
  }
  seg_graph *g = mt_calloc(1, sizeof *g);
  *out = g;
  g->run = run;
  g->m = m;
  g->o = *o;
  g->res = res;
  mt_arena_init(&g->arena);
  g->smt = smt_new(run, o->smt_timeout_ms ? o->smt_timeout_ms : 2000);
  g->pbits = m->ptr_size * 8;
  g->one_term = smt_int(g->smt, 1);
  g->gvar = mt_arena_alloc(&g->arena, sizeof(uint32_t) * (m->globals.len + 1));
  g->fvar = mt_arena_alloc(&g->arena, sizeof(uint32_t) * (m->funcs.len + 1));
  memset(g->fvar, 0, sizeof(uint32_t) * (m->funcs.len + 1));
  size_t nent = (size_t)(m->funcs.len + 1) * SEG_ENTRIES;
  g->entry = mt_arena_alloc(&g->arena, sizeof(uint32_t) * nent);
  memset(g->entry, 0, sizeof(uint32_t) * nent);
  g->retn = mt_arena_alloc(&g->arena, sizeof(uint32_t) * nent);
  memset(g->retn, 0, sizeof(uint32_t) * nent);
  g->mainf = mainf;
  seg_analyse_funcs(g);
  char *why = NULL;
  seg_state *init = seg_initial(g, mainf, &why);
  mt_free(why);
  u32vec work = {0};
  MT_VEC_PUSH(work, node_new(g, init, 0, SEG_E_NONE));
  uint32_t max = o->max_states ? o->max_states : 20000;
  res->verdict = SEG_PROVED;
  double last_log = mt_now();
  while (work.len) {
    uint32_t id = work.data[--work.len];
    if (g->nodes.data[id].dead) continue;
    if (mt_deadline_passed(run)) {
      give_up(g, "the time limit was reached while building the symbolic execution graph");
      break;
    }
    if (g->nodes.len > max) {
      give_up(g, "the symbolic execution graph exceeded --seg-max-states");
      break;
    }
    if (smt_error(g->smt)) {
      give_up(g, smt_error(g->smt));
      break;
    }
    if (g->diverged) {
      give_up(g, g->diverged);
      break;
    }
    if (mt_log_on(run, 1) && mt_now() - last_log > 2.0) {
      last_log = mt_now();
      MT_LOG(run, 1, "seg", "%u nodes, %u merges, %u open", g->nodes.len - 1, g->merges, work.len);
    }
    seg_node *n = &g->nodes.data[id];
    if (at_return(g, n->st)) {
      uint32_t fi = (uint32_t)(n->st->fr[0].f - m->funcs.data);
      bool summary = false;
      for (uint32_t k = 0; k < SEG_ENTRIES; k++) summary |= g->retn[fi * SEG_ENTRIES + k] == id;
      if (summary) continue; /* the summary itself */
      normalize(g, id); /* lists as at loop heads: empty ones go, elements fold */
      if (!join_return(g, id, &work)) break;
      continue;
    }
    if (n->in_kind == SEG_E_EVAL && at_entry(g, n->st)) {
      uint32_t fi = (uint32_t)(n->st->fr[0].f - m->funcs.data);
      const seg_fninfo *fin = &g->fi[fi];
      if (fin->summarized) {
        /* an entry state: normalized and generalized as below, then the
         * contexts see the entry node and its summary as they are now */
        normalize(g, id);
        bool closed = generalize(g, id, &work);
        refresh_ctxs(g, fi, &work);
        if (closed || g->nodes.data[id].dead) continue;
        if (!evaluate(g, id, &work)) break;
        continue;
      }
    }
    if (n->in_kind == SEG_E_EVAL && (at_loop_head(g, n->st) || at_entry(g, n->st))) {
      normalize(g, id);
      n = &g->nodes.data[id];
      seg_hints_apply(g, n->st);
      if (o->memtrack) {
        seg_step st;
        memset(&st, 0, sizeof st);
        st.g = g;
        st.a = n->st;
        seg_assert_state(g, n->st);
        seg_out r = seg_check_leaks(&st, n->st, false, true);
        seg_retract(g);
        if (r == SEG_ERRSTATE) {
          g->nodes.data[id].is_err = true;
          set_err(g, g->nodes.data[id].st, &st);
          break;
        }
      }
      if (generalize(g, id, &work)) continue;
    }
    if (!evaluate(g, id, &work)) break;
  }
  MT_VEC_FREE(work);
  /* every calling context of a recursive function that touches memory must
   * have gone on from the final return summary (or the function never
   * returns): else runs after such calls are missing */
  for (uint32_t i = 0; i < g->ctxs.len && res->verdict == SEG_PROVED; i++) {
    const seg_ctx *cx = &g->ctxs.data[i];
    if (!alive(g, cx->call) || g->nodes.data[cx->call].gen_to || !alive(g, cx->entry)) continue;
    int slot = ctx_slot(g, cx);
    uint32_t r = slot >= 0 ? g->retn[cx->fi * SEG_ENTRIES + (uint32_t)slot] : 0;
    if (slot < 0 || (alive(g, r) && ((!alive(g, cx->cont) && !cx->none) || cx->from != r)))
      give_up(g, "a summarized call whose caller did not go on from its function's return summary");
  }
  /* every instance edge of a live state ends at a live state (a state
   * replaced by a merge takes the edges to it along, but not those to its
   * descendants): else a state's runs are nowhere in the graph */
  for (uint32_t i = 1; i < g->nodes.len && res->verdict == SEG_PROVED; i++) {
    const seg_node *n = &g->nodes.data[i];
    if (alive(g, i) && n->gen_to && !alive(g, n->gen_to)) {
      MT_LOG(run, 1, "seg", "node %u is an instance of node %u, which a merge replaced", i, n->gen_to);
      give_up(g, "an instance edge ends at a state that a merge replaced");
    }
  }
  res->nodes = g->nodes.len ? g->nodes.len - 1 : 0;
  res->merges = g->merges;
  if (res->verdict == SEG_PROVED) {
    res->cyclic = false;
    for (uint32_t i = 1; i < g->nodes.len; i++)
      if (!g->nodes.data[i].dead && g->nodes.data[i].gen_to &&
          g->nodes.data[g->nodes.data[i].gen_to].parent != i)
        res->cyclic = true;
  }
  MT_LOG(run, 1, "seg", "graph: %u nodes, %u merges, verdict %d", res->nodes, res->merges, res->verdict);
  return MT_OK;
}

void seg_result_free(seg_result *r) {
  if (!r) return;
  mt_free(r->reason);
  r->reason = NULL;
}

uint32_t seg_summarized_funcs(const ir_module *m, const seg_opts *o) {
  const ir_func *mainf = ir_find_func(m, "main");
  if (!mainf || mainf->is_decl) return 0;
  seg_graph *g = mt_calloc(1, sizeof *g);
  g->m = m;
  g->o = *o;
  mt_arena_init(&g->arena);
  g->pbits = m->ptr_size * 8;
  g->mainf = mainf;
  seg_analyse_funcs(g);
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->funcs.len; i++) n += g->fi[i].summarized && !g->fi[i].recursive;
  mt_arena_delete(&g->arena);
  mt_free(g);
  return n;
}

void seg_free(seg_graph *g) {
  if (!g) return;
  for (uint32_t i = 1; i < g->nodes.len; i++) {
    seg_state_free(g->nodes.data[i].st);
    mt_free(g->nodes.data[i].tr);
    MT_VEC_FREE(g->nodes.data[i].kids);
  }
  MT_VEC_FREE(g->nodes);
  MT_VEC_FREE(g->ctxs);
  MT_VEC_FREE(g->owns);
  MT_VEC_FREE(g->vars);
  MT_VEC_FREE(g->vterm);
  MT_VEC_FREE(g->mvar);
  for (uint32_t i = 0; i < g->oc.len; i++) {
    mt_free(g->oc.data[i].var);
    mt_free(g->oc.data[i].rep);
    mt_free(g->oc.data[i].off);
    mt_free(g->oc.data[i].lb);
  }
  MT_VEC_FREE(g->oc);
  MT_VEC_FREE(g->mval);
  smt_free(g->smt);
  mt_arena_delete(&g->arena);
  mt_free(g);
}

/* ---- DOT -------------------------------------------------------------------------------- */

static void dot_str(FILE *out, const char *s) {
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', out);
    if (*s == '\n') fputs("\\l", out);
    else fputc(*s, out);
  }
}

/* the state as text: position, frames, AL, PT, lists, KB (DOT, logs) */
void seg_state_print(mt_buf *b, const seg_graph *g, const seg_state *st) {
  const seg_frame *fr = &st->fr[st->nframes - 1];
  const ir_inst *in = &fr->f->insts[fr->f->blocks[fr->block].first + fr->idx];
  mt_buf_printf(b, "%s:%u.%u (line %u)\n", fr->f->name, fr->block, fr->idx, in->loc.line);
  for (uint32_t f = 0; f < st->nframes; f++) {
    const seg_frame *x = &st->fr[f];
    mt_buf_printf(b, "%s:", x->f->name);
    for (uint32_t j = 0; j < x->f->nslots; j++) {
      if (!x->lv[j]) continue;
      const char *nm = NULL;
      for (uint32_t q = 0; q < x->f->nparams && !nm; q++)
        if (ir_val_get(g->m, x->f->params[q])->u.local.slot == j) nm = ir_val_get(g->m, x->f->params[q])->name;
      for (uint32_t q = 0; q < x->f->ninsts && !nm; q++)
        if (x->f->insts[q].result && ir_val_get(g->m, x->f->insts[q].result)->u.local.slot == j)
          nm = ir_val_get(g->m, x->f->insts[q].result)->name;
      mt_buf_printf(b, " %s=v%u", nm ? nm : "?", x->lv[j]);
    }
    mt_buf_printf(b, "\n");
  }
  for (uint32_t k = 0; k < st->nblocks; k++) {
    const char *ety = st->bl[k].ety ? ir_type_get(g->m, st->bl[k].ety)->name : NULL;
    mt_buf_printf(b, "[[v%u, v%u]]%s%s%s\n", st->bl[k].lo, st->bl[k].hi,
                  st->bl[k].kind == SEG_B_HEAP ? " heap" : st->bl[k].kind == SEG_B_STACK ? " stack" : "",
                  ety ? " " : "", ety ? ety : "");
  }
  for (uint32_t k = 0; k < st->npt; k++)
    mt_buf_printf(b, "v%u -> v%u (%u bytes)\n", st->pt[k].addr, st->pt[k].val, st->pt[k].size);
  for (uint32_t k = 0; k < st->nli; k++) {
    seg_list_print(b, &st->li[k]);
    if (st->li[k].ety && ir_type_get(g->m, st->li[k].ety)->name)
      mt_buf_printf(b, " (%s)", ir_type_get(g->m, st->li[k].ety)->name);
    mt_buf_printf(b, "\n");
  }
  if (st->heap_lost) mt_buf_printf(b, "heap blocks lost\n");
  for (uint32_t k = 0; k < st->nkb; k++) {
    seg_lin_print(b, &st->kb[k], true);
    mt_buf_printf(b, "\n");
  }
}

void seg_write_dot(FILE *out, const seg_graph *g) {
  fprintf(out, "digraph seg {\n  node [shape=box, fontname=monospace, fontsize=9];\n");
  for (uint32_t i = 1; i < g->nodes.len; i++) {
    const seg_node *n = &g->nodes.data[i];
    if (n->dead) continue;
    mt_buf b = {0};
    if (n->st) {
      mt_buf_printf(&b, "#%u ", i);
      seg_state_print(&b, g, n->st);
    }
    if (n->is_err) mt_buf_printf(&b, "ERR: %s\n", n->err ? n->err : "");
    if (n->is_end) mt_buf_printf(&b, "END\n");
    fprintf(out, "  n%u [label=\"", i);
    dot_str(out, b.data ? b.data : "");
    fprintf(out, "\"%s];\n", n->is_err ? ", color=red" : "");
    mt_buf_free(&b);
    if (n->parent && !g->nodes.data[n->parent].dead)
      fprintf(out, "  n%u -> n%u%s;\n", n->parent, i,
              n->in_kind == SEG_E_REFINE ? " [style=dotted]" : n->in_kind == SEG_E_GEN ? " [style=dashed, label=merge]" : "");
    if (n->gen_to && g->nodes.data[n->gen_to].parent != i)
      fprintf(out, "  n%u -> n%u [style=dashed, label=gen];\n", i, n->gen_to);
  }
  fprintf(out, "}\n");
}
