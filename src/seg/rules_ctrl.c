/* rules_ctrl.c -- control flow (br, condbr, switch, phi, ret, unreachable),
 * calls of program functions (a new frame; recursion is not supported yet)
 * and the library functions that are not about memory. */
#include "seg_int.h"

#include <stdarg.h>
#include <string.h>

seg_out seg_err(seg_step *st, const char *sub, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(st->reason, sizeof st->reason, fmt, ap);
  va_end(ap);
  st->sub = sub;
  return SEG_ERRSTATE;
}

seg_state *seg_succ(seg_step *st) {
  seg_state *s = seg_state_copy(st->g, st->a);
  seg_top(s)->idx++;
  st->succ[st->nsucc++] = s;
  return s;
}

seg_out seg_jump(seg_step *st, uint32_t from, uint32_t to) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  const seg_frame *fr0 = &s0->fr[s0->nframes - 1];
  const ir_func *f = fr0->f;
  const ir_block *tb = &f->blocks[to];
  const seg_fninfo *fi = &g->fi[f - g->m->funcs.data];
  uint32_t nphi = fi->firstnp[to];
  seg_lin *vals = nphi ? mt_malloc(sizeof(seg_lin) * nphi) : NULL;
  for (uint32_t k = 0; k < nphi; k++) {
    const ir_inst *phi = &f->insts[tb->first + k];
    ir_val in = 0;
    for (uint32_t j = 0; j < phi->nops; j++)
      if (phi->blocks[j] == from) in = phi->ops[j];
    seg_view v = seg_slot_view(g, f, phi->result);
    if (!in) {
      seg_lin_var(&vals[k], seg_fresh(g, seg_bits(g, phi->type), v));
      continue;
    }
    if (!seg_operand(st, s0, in, v, &vals[k])) {
      mt_free(vals);
      return SEG_SPLIT;
    }
  }
  seg_state *s = seg_state_copy(g, s0);
  st->succ[st->nsucc++] = s;
  seg_frame *fr = seg_top(s);
  for (uint32_t k = 0; k < nphi; k++) seg_define(st, s, f->insts[tb->first + k].result, &vals[k]);
  mt_free(vals);
  fr->block = to;
  fr->idx = nphi;
  if (!fi->terminal[to]) /* into a terminal block every value stays (value.c) */
    for (uint32_t j = 0; j < f->nslots; j++)
      if (fr->lv[j] && !seg_slot_live(g, f, to, j)) fr->lv[j] = 0;
  seg_gc_step(st, s);
  return SEG_OK;
}

static seg_out condbr(seg_step *st, const ir_inst *in) {
  seg_frame *fr = seg_top((seg_state *)st->a);
  seg_lin c, one = seg_lc(1), t;
  if (!seg_operand(st, (seg_state *)st->a, in->ops[0], SEG_V_U, &c)) return SEG_SPLIT;
  seg_atom_mk(&t, &c, SEG_EQ, &one);
  int d = seg_decide(st->g, &t);
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  return seg_jump(st, fr->block, in->blocks[d == 1 ? 0 : 1]);
}

static seg_out switch_(seg_step *st, const ir_inst *in) {
  seg_state *s0 = (seg_state *)st->a;
  seg_frame *fr = seg_top(s0);
  ir_type_id t = ir_val_type(st->g->m, in->ops[0]);
  unsigned bits = seg_bits(st->g, t);
  seg_view v = seg_slot_view(st->g, fr->f, in->ops[0]);
  if (v == SEG_V_NONE) v = SEG_V_S;
  seg_lin x;
  if (!seg_operand(st, s0, in->ops[0], v, &x)) return SEG_SPLIT;
  for (uint32_t k = 0; k + 1 < in->nblocks; k++) {
    uint64_t raw = in->u.sw.cases[k];
    if (bits < 64) raw &= ((uint64_t)1 << bits) - 1;
    int64_t cv;
    if (v == SEG_V_S && bits > 1 && bits < 64 && (raw >> (bits - 1)) & 1)
      cv = (int64_t)(raw - ((uint64_t)1 << bits));
    else if (raw > (uint64_t)INT64_MAX)
      return seg_err(st, NULL, "switch on a 64-bit value beyond the int64 range");
    else
      cv = (int64_t)raw;
    seg_lin c = seg_lc(cv), a;
    seg_atom_mk(&a, &x, SEG_EQ, &c);
    int d = seg_decide(st->g, &a);
    if (d == 1) return seg_jump(st, fr->block, in->blocks[k + 1]);
    if (d == -1) {
      st->split = a;
      return SEG_SPLIT;
    }
  }
  return seg_jump(st, fr->block, in->blocks[0]);
}

/* block i of s dies (a frame's end, a VLA scope's end): it leaves the
 * allocation list, and the cells in it are forgotten */
static void kill_stack_block(seg_step *st, seg_state *s, uint32_t i) {
  seg_block b = s->bl[i];
  seg_block_del(s, i);
  seg_lin lo, hi, len;
  seg_lin_var(&lo, b.lo);
  seg_lin_var(&hi, b.hi);
  if (seg_lin_addk(&len, &hi, -1, &lo)) {
    len.c += 1;
    seg_kill_range(st, s, &lo, &len);
  } else {
    s->npt = 0;
  }
}

static seg_out ret(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  if (s0->nframes == 1 && !seg_abstract_frame(g, s0)) { /* return from main: the program ends */
    seg_out r = seg_check_leaks(st, s0, true, false);
    return r == SEG_OK ? SEG_END : r;
  }
  /* the return of an abstracted activation (call_abstract): its callers
   * continue elsewhere in the graph */
  if (s0->nframes == 1) return SEG_END;
  const seg_frame *caller = &s0->fr[s0->nframes - 2];
  const ir_inst *call = &caller->f->insts[caller->f->blocks[caller->block].first + caller->idx];
  seg_lin v;
  bool has = in->nops > 0 && call->result;
  if (has) {
    seg_view want = seg_slot_view(g, caller->f, call->result);
    if (!seg_operand(st, s0, in->ops[0], want, &v)) return SEG_SPLIT;
  }
  seg_state *s = seg_state_copy(g, s0);
  st->succ[st->nsucc++] = s;
  uint32_t depth = s->nframes - 1;
  for (uint32_t i = s->nblocks; i-- > 0;) {
    if (s->bl[i].kind != SEG_B_STACK || s->bl[i].frame != depth) continue;
    kill_stack_block(st, s, i);
  }
  mt_free(s->fr[depth].lv);
  s->nframes--;
  if (has) seg_define(st, s, call->result, &v);
  seg_top(s)->idx++;
  seg_gc_step(st, s);
  return SEG_OK;
}

/* is instruction i of f a dynamic allocation: an alloca outside the entry
 * block (clang puts fixed-size allocas into the entry block; a VLA is
 * allocated where it is declared) or a call of alloca() */
static bool dynamic_alloc(const seg_graph *g, const ir_func *f, uint32_t i) {
  const ir_inst *in = &f->insts[i];
  if (in->op == IR_ALLOCA) return i >= f->blocks[0].first + f->blocks[0].ninsts;
  if (in->op != IR_CALL || in->nops == 0) return false;
  const ir_value *cv = ir_val_get(g->m, in->ops[0]);
  if (!cv || cv->kind != IR_V_FUNC) return false;
  ir_builtin b = g->m->funcs.data[cv->u.index].builtin;
  return b == IR_BI_ALLOCA || b == IR_BI_ALLOCA_BUILTIN;
}

/* the block of instruction i of f */
static uint32_t block_of(const ir_func *f, uint32_t i) {
  uint32_t b = 0;
  while (b + 1 < f->nblocks && f->blocks[b + 1].first <= i) b++;
  return b;
}

/* Marks in on[] the instructions of f that lie on a CFG path from
 * instruction `from` (exclusive) that does not pass instruction `stop`:
 * forward (fwd) along successors, or backward along predecessors. */
static void reach(const ir_func *f, uint32_t from, uint32_t stop, bool fwd, uint8_t *on) {
  uint8_t *seen = mt_calloc(f->nblocks + 1, 1);
  uint32_t *work = mt_malloc(sizeof *work * (f->nblocks + 1));
  uint32_t nw = 0;
  uint32_t b = block_of(f, from);
  const ir_block *bb = &f->blocks[b];
  /* the rest of from's block, then whole blocks, up to `stop` */
  int64_t i = fwd ? (int64_t)from + 1 : (int64_t)from - 1;
  for (bool first = true;; first = false) {
    if (!first) {
      if (!nw) break;
      b = work[--nw];
      bb = &f->blocks[b];
      i = fwd ? bb->first : (int64_t)bb->first + bb->ninsts - 1;
    }
    bool stopped = false;
    for (; i >= bb->first && i < (int64_t)(bb->first + bb->ninsts); i += fwd ? 1 : -1) {
      if ((uint32_t)i == stop) {
        stopped = true;
        break;
      }
      on[i] = 1;
    }
    if (stopped) continue;
    for (uint32_t q = 0; q < f->nblocks; q++) { /* the next blocks */
      const ir_inst *t = &f->insts[f->blocks[fwd ? b : q].first + f->blocks[fwd ? b : q].ninsts - 1];
      for (uint32_t k = 0; k < t->nblocks; k++) {
        uint32_t nb = fwd ? t->blocks[k] : q;
        if ((fwd || t->blocks[k] == b) && nb < f->nblocks && !seen[nb]) {
          seen[nb] = 1;
          work[nw++] = nb;
        }
      }
      if (fwd) break;
    }
  }
  mt_free(work);
  mt_free(seen);
}

/* The dynamic allocations a stackrestore (instruction r of f) ends: it
 * frees what was allocated since the last execution of the stacksave that
 * made its token, so those on a CFG path from that stacksave to r that
 * does not execute the stacksave again (such a path may pass r itself: a
 * restore in a loop), marked in dead[] by instruction; every dynamic
 * allocation of f when the token is not directly a stacksave's result. */
static void restored_allocs(const seg_graph *g, const ir_func *f, uint32_t r, uint8_t *dead) {
  const ir_inst *rin = &f->insts[r];
  const ir_value *tok = rin->nops > 1 ? ir_val_get(g->m, rin->ops[1]) : NULL;
  uint32_t save = UINT32_MAX;
  if (tok && tok->kind == IR_V_INST && tok->u.local.index < f->ninsts) save = tok->u.local.index;
  if (save == UINT32_MAX) {
    for (uint32_t i = 0; i < f->ninsts; i++) dead[i] = dynamic_alloc(g, f, i);
    return;
  }
  uint8_t *after = mt_calloc(f->ninsts + 1, 1), *before = mt_calloc(f->ninsts + 1, 1);
  reach(f, save, save, true, after);
  reach(f, r, save, false, before);
  for (uint32_t i = 0; i < f->ninsts; i++) dead[i] = after[i] && before[i] && dynamic_alloc(g, f, i);
  mt_free(after);
  mt_free(before);
}

/* llvm.stackrestore: the end of a VLA's scope.  Every stack block of the
 * current frame that a dynamic allocation in the scope made is dead from
 * here on (allocation sites compared by source location: a block of
 * another allocation on the same line and column dies too, which can only
 * make a later access an error state, never hide one) */
static seg_out stackrestore(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s = seg_succ(st);
  uint32_t depth = s->nframes - 1;
  const ir_func *f = s->fr[depth].f;
  uint8_t *dead = mt_calloc(f->ninsts + 1, 1);
  restored_allocs(g, f, (uint32_t)(in - f->insts), dead);
  for (uint32_t i = s->nblocks; i-- > 0;) {
    if (s->bl[i].kind != SEG_B_STACK || s->bl[i].frame != depth) continue;
    bool kill = false;
    for (uint32_t k = 0; k < f->ninsts && !kill; k++)
      kill = dead[k] && f->insts[k].loc.line == s->bl[i].site.line && f->insts[k].loc.col == s->bl[i].site.col;
    if (!kill) continue;
    kill_stack_block(st, s, i);
  }
  mt_free(dead);
  return SEG_OK;
}

bool seg_abstract_frame(const seg_graph *g, const seg_state *s) {
  return s->nframes >= 1 && s->fr[0].f != g->mainf;
}

static bool on_stack(const seg_state *s, const ir_func *f) {
  for (uint32_t i = 0; i < s->nframes; i++)
    if (s->fr[i].f == f) return true;
  return false;
}

/* A nested call of a pure recursive function (one already on the stack;
 * the first activation is inlined): two successors.  (1) The abstract
 * entry state: f's frame alone, its parameters bound to the arguments
 * (the KB keeps what it knows of them; the caller's memory is not part of
 * it: f does not touch memory); the graph generalizes it like a loop head
 * against the entry states of f (graph.c), so recursion closes into
 * cycles.  (2) The caller after the call, the result a fresh value of its
 * type: whatever f returns.  Both over-approximate the call's runs, so a
 * proof holds; termination: an infinite descent of calls is an infinite
 * path through the entry states, an endless loop inside f one of f's
 * cycles. */
static seg_out call_abstract(seg_step *st, const ir_inst *in, const ir_func *f, const seg_lin *args) {
  seg_graph *g = st->g;
  const seg_state *s0 = st->a;
  seg_state *e = seg_state_new(g);
  e->nkb = s0->nkb;
  e->kb = mt_malloc(sizeof *e->kb * (s0->nkb + 1));
  if (s0->nkb) memcpy(e->kb, s0->kb, sizeof *e->kb * s0->nkb);
  bool heap = s0->heap_lost;
  for (uint32_t i = 0; i < s0->nblocks; i++) heap |= s0->bl[i].kind == SEG_B_HEAP;
  e->heap_lost = heap; /* the caller's heap is out of sight here */
  e->bl = mt_malloc(sizeof *e->bl);
  e->pt = mt_malloc(sizeof *e->pt);
  st->succ[st->nsucc++] = e;
  seg_frame_push(g, e, f);
  for (uint32_t i = 0; i < f->nparams; i++) seg_define(st, e, f->params[i], &args[i]);
  seg_gc_step(st, e);
  seg_state *k = seg_state_copy(g, s0);
  st->succ[st->nsucc++] = k;
  if (in->result) seg_define_fresh(st, k, in->result);
  seg_top(k)->idx++;
  seg_gc_step(st, k);
  MT_INC(g->run, seg_calls);
  return SEG_OK;
}

static seg_out call_user(seg_step *st, const ir_inst *in, const ir_func *f) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  const seg_fninfo *fi = &g->fi[f - g->m->funcs.data];
  /* a first activation is inlined (exact); a call of a function already
   * on the stack is abstracted when f is pure, else not supported */
  bool nested = on_stack(s0, f), abstract = nested && fi->recursive && fi->pure;
  bool summary = fi->summarized && (nested || !fi->recursive);
  if (f->byval) return seg_err(st, NULL, "call of %s with a by-value aggregate parameter (not supported yet)", f->name);
  if (ir_type_get(g->m, f->type)->vararg) return seg_err(st, NULL, "call of the variadic function %s", f->name);
  if (in->nops - 1 < f->nparams) return seg_err(st, NULL, "call of %s with too few arguments", f->name);
  if (s0->nframes >= 64) return seg_err(st, NULL, "call stack deeper than 64 frames");
  seg_lin *args = mt_malloc(sizeof(seg_lin) * (f->nparams + 1));
  for (uint32_t i = 0; i < f->nparams; i++) {
    seg_view v = seg_slot_view(g, f, f->params[i]);
    if (!seg_operand(st, s0, in->ops[i + 1], v, &args[i])) {
      mt_free(args);
      return SEG_SPLIT;
    }
  }
  if (g->o.contracts && !g->o.record_trans && g->o.contracts[f - g->m->funcs.data].req) {
    bool used = false;
    seg_out r = seg_call_contract(st, in, f, args, &used);
    if (used || r != SEG_OK) {
      mt_free(args);
      return r;
    }
  }
  if (abstract) {
    seg_out r = call_abstract(st, in, f, args);
    mt_free(args);
    return r;
  }
  if (summary) { /* the caller goes on from f's return summary (graph.c) */
    seg_state *e = seg_summary_entry(st, f, args);
    mt_free(args);
    st->succ[st->nsucc++] = e;
    seg_gc_step(st, e);
    st->ctx = (uint32_t)(f - g->m->funcs.data) + 1;
    MT_INC(g->run, seg_calls);
    MT_INC(g->run, seg_summaries);
    return SEG_OK;
  }
  seg_state *s = seg_state_copy(g, s0);
  st->succ[st->nsucc++] = s;
  seg_frame_push(g, s, f);
  for (uint32_t i = 0; i < f->nparams; i++) seg_define(st, s, f->params[i], &args[i]);
  mt_free(args);
  MT_INC(g->run, seg_calls);
  return SEG_OK;
}

static seg_out program_end(seg_step *st) {
  seg_out r = seg_check_leaks(st, st->a, true, true);
  return r == SEG_OK ? SEG_END : r;
}

/* smax/smin/umax/umin and abs */
static seg_out minmax(seg_step *st, const ir_inst *in, ir_builtin bi) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  bool sgn = bi == IR_BI_LLVM_SMAX || bi == IR_BI_LLVM_SMIN;
  seg_view v = sgn ? SEG_V_S : SEG_V_U;
  seg_lin a, b, t;
  if (!seg_operand(st, s0, in->ops[1], v, &a) || !seg_operand(st, s0, in->ops[2], v, &b)) return SEG_SPLIT;
  seg_atom_le(&t, &a, &b);
  int d = seg_decide(g, &t);
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  bool want_max = bi == IR_BI_LLVM_SMAX || bi == IR_BI_LLVM_UMAX;
  const seg_lin *r = (d == 1) == want_max ? &b : &a;
  seg_lin y;
  if (!seg_convert(st, r, seg_bits(g, in->type), v, seg_slot_view(g, seg_top(s0)->f, in->result), &y))
    return SEG_SPLIT;
  seg_state *s = seg_succ(st);
  seg_define(st, s, in->result, &y);
  return SEG_OK;
}

static seg_out abs_(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  unsigned bits = seg_bits(g, in->type);
  seg_lin x, zero = seg_lc(0), t;
  if (!seg_operand(st, s0, in->ops[1], SEG_V_S, &x)) return SEG_SPLIT;
  seg_atom_le(&t, &zero, &x);
  int d = seg_decide(g, &t);
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  seg_lin r = x;
  if (d == 0) {
    if (!g->o.math_ints) {
      int64_t smin = bits >= 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
      seg_lin mn = seg_lc(smin), a;
      seg_atom_mk(&a, &x, SEG_NE, &mn);
      if (!seg_valid(g, &a)) {
        if (g->o.overflow) return seg_err(st, "no-overflow", "abs() of the minimal value overflows");
        seg_state *s = seg_succ(st);
        seg_define_fresh(st, s, in->result);
        return SEG_OK;
      }
    }
    if (!seg_lin_scale(&r, &x, -1)) return seg_err(st, NULL, "abs: constant out of range");
  }
  seg_lin y;
  if (!seg_convert(st, &r, bits, SEG_V_S, seg_slot_view(g, seg_top(s0)->f, in->result), &y)) return SEG_SPLIT;
  seg_state *s = seg_succ(st);
  seg_define(st, s, in->result, &y);
  return SEG_OK;
}

/* the function an indirect call calls: the one whose address the callee
 * operand equals by the premise (function addresses are the read-only
 * code blocks of seg_initial).  *split: the premise leaves it open whether
 * it is a given function (st->split asks) -- the graph then follows both
 * cases; NULL otherwise when no function's address is the callee's */
static const ir_func *indirect_target(seg_step *st, seg_state *s0, const ir_inst *in, bool *split) {
  seg_graph *g = st->g;
  seg_lin c;
  *split = false;
  if (!seg_operand(st, s0, in->ops[0], SEG_V_PTR, &c)) {
    *split = true;
    return NULL;
  }
  for (uint32_t i = 0; i < g->m->funcs.len; i++) {
    if (!g->fvar[i]) continue; /* the program never takes its address */
    seg_lin fl = seg_lv(g->fvar[i]), t;
    if (!seg_atom_mk(&t, &c, SEG_EQ, &fl)) continue;
    int d = seg_decide(g, &t);
    if (d == 1) return &g->m->funcs.data[i];
    if (d < 0) {
      st->split = t;
      *split = true;
      return NULL;
    }
  }
  return NULL;
}

seg_out seg_rule_call(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  const ir_func *f = ir_call_target(g->m, in);
  if (!f) {
    bool split;
    f = indirect_target(st, s0, in, &split);
    if (split) return SEG_SPLIT;
    if (!f) return seg_err(st, NULL, "an indirect call through a pointer that is not one known function");
    MT_INC(g->run, seg_indirect_calls);
    MT_LOG(g->run, 2, "seg", "indirect call of %s", f->name);
    if (f->builtin != IR_BI_NONE || f->is_decl)
      return seg_err(st, NULL, "an indirect call of %s (only functions with a body are called through pointers)", f->name);
    if (in->nops - 1 != f->nparams || (in->result && ir_type_get(g->m, ir_type_get(g->m, f->type)->elem)->kind == IR_T_VOID))
      return seg_err(st, NULL, "an indirect call of %s whose arguments or result do not match its type", f->name);
    return call_user(st, in, f);
  }
  switch (f->builtin) {
  case IR_BI_NONE:
    if (f->is_decl) return seg_err(st, NULL, "call of the unknown external function %s", f->name);
    return call_user(st, in, f);
  case IR_BI_NONDET:
  case IR_BI_RAND: {
    seg_state *s = seg_succ(st);
    uint32_t w = seg_define_fresh(st, s, in->result);
    if (w && f->builtin == IR_BI_RAND) {
      seg_lin wl, zero = seg_lc(0), t;
      seg_lin_var(&wl, w);
      if (seg_atom_le(&t, &zero, &wl)) seg_kb_add(g, s, &t);
    }
    return SEG_OK;
  }
  case IR_BI_ASSUME: {
    seg_lin c, zero = seg_lc(0), t;
    if (!seg_operand(st, s0, in->ops[1], SEG_V_U, &c)) return SEG_SPLIT;
    seg_atom_mk(&t, &c, SEG_NE, &zero);
    int d = seg_decide(g, &t);
    if (d == 0) return SEG_INFEASIBLE;
    if (d == -1) {
      st->split = t;
      return SEG_SPLIT;
    }
    seg_succ(st);
    return SEG_OK;
  }
  case IR_BI_REACH_ERROR:
  case IR_BI_VERIFIER_ERROR:
    if (g->o.reach_error) return seg_err(st, "unreach-call", "%s() may be reachable", f->name);
    if (!f->is_decl) return call_user(st, in, f);
    return program_end(st);
  case IR_BI_UB_CHECK: /* a failed overflow check of C's (front/ubcheck.c) */
    return seg_err(st, g->o.overflow ? "no-overflow" : NULL,
                   "a signed shift, division or arithmetic operation may overflow (line %u)",
                   in->loc.line);
  case IR_BI_ASSERT_FAIL: case IR_BI_ASSERT_RTN: case IR_BI_ABORT: case IR_BI_LLVM_TRAP:
  case IR_BI_EXIT: case IR_BI_EXIT_: case IR_BI_EXIT_UPPER:
    return program_end(st);
  case IR_BI_MALLOC: case IR_BI_CALLOC: case IR_BI_FREE: case IR_BI_REALLOC: case IR_BI_ALLOCA: case IR_BI_ALLOCA_BUILTIN:
  case IR_BI_MEMSET: case IR_BI_LLVM_MEMSET: case IR_BI_MEMCPY: case IR_BI_LLVM_MEMCPY:
  case IR_BI_MEMMOVE: case IR_BI_LLVM_MEMMOVE: case IR_BI_STRLEN:
    return seg_rule_mem(st, in);
  case IR_BI_STRCHR: case IR_BI_STRRCHR: case IR_BI_STRSTR: case IR_BI_MEMCHR:
  case IR_BI_STRCMP: case IR_BI_STRNCMP: case IR_BI_MEMCMP: case IR_BI_STRNLEN:
    return seg_rule_str(st, in, f->builtin);
  case IR_BI_PRINTF: case IR_BI_FPRINTF: case IR_BI_PUTCHAR: {
    uint32_t first = f->builtin == IR_BI_FPRINTF ? 3 : 2;
    for (uint32_t i = first; i < in->nops; i++)
      if (seg_type_view(g, ir_val_type(g->m, in->ops[i])) == SEG_V_PTR)
        return seg_err(st, NULL, "%s with a pointer argument (not modelled)", f->name);
    seg_state *s = seg_succ(st);
    seg_define_fresh(st, s, in->result);
    return SEG_OK;
  }
  case IR_BI_SRAND:
  case IR_BI_LLVM_LIFETIME:
    seg_succ(st);
    return SEG_OK;
  case IR_BI_LLVM_STACKSAVE: { /* a token only stackrestore reads */
    seg_state *s = seg_succ(st);
    if (in->result) seg_define_fresh(st, s, in->result);
    return SEG_OK;
  }
  case IR_BI_LLVM_STACKRESTORE:
    return stackrestore(st, in);
  case IR_BI_LLVM_EXPECT: {
    seg_lin x;
    seg_view v = seg_slot_view(g, seg_top(s0)->f, in->result);
    if (!seg_operand(st, s0, in->ops[1], v, &x)) return SEG_SPLIT;
    seg_state *s = seg_succ(st);
    seg_define(st, s, in->result, &x);
    return SEG_OK;
  }
  case IR_BI_LLVM_SMAX: case IR_BI_LLVM_SMIN: case IR_BI_LLVM_UMAX: case IR_BI_LLVM_UMIN:
    return minmax(st, in, f->builtin);
  case IR_BI_ABS: case IR_BI_LABS: case IR_BI_LLABS: case IR_BI_LLVM_ABS:
    return abs_(st, in);
  default:
    return seg_err(st, NULL, "call of %s (no symbolic rule yet)", f->name);
  }
}

seg_out seg_rule_ctrl(seg_step *st, const ir_inst *in) {
  seg_frame *fr = seg_top((seg_state *)st->a);
  switch (in->op) {
  case IR_BR: return seg_jump(st, fr->block, in->blocks[0]);
  case IR_CONDBR: return condbr(st, in);
  case IR_SWITCH: return switch_(st, in);
  case IR_RET: return ret(st, in);
  case IR_UNREACHABLE: return seg_err(st, NULL, "'unreachable' may be executed");
  case IR_CALL: return seg_rule_call(st, in);
  default: return seg_err(st, NULL, "no rule for %s", ir_op_name(in->op));
  }
}
