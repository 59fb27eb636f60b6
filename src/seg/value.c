/* value.c -- static facts about functions (signed/unsigned reading of each
 * value, liveness, loop heads) and the symbolic value of an operand. */
#include "seg_int.h"

#include <string.h>

/* ---- views: seed 003's heuristic, per class of values that meet in one
 * instruction (union-find over slots) ------------------------------------------------ */

enum { VOTE_U = 1, VOTE_S = 2 };

static uint32_t uf_find(uint32_t *p, uint32_t x) {
  while (p[x] != x) x = p[x] = p[p[x]];
  return x;
}

static void uf_union(uint32_t *p, uint32_t a, uint32_t b) {
  a = uf_find(p, a);
  b = uf_find(p, b);
  if (a != b) p[a] = b;
}

static bool local_slot(const ir_module *m, ir_val v, uint32_t *slot) {
  const ir_value *iv = ir_val_get(m, v);
  if (iv->kind != IR_V_ARG && iv->kind != IR_V_INST) return false;
  *slot = iv->u.local.slot;
  return true;
}

unsigned seg_bits(const seg_graph *g, ir_type_id t) {
  const ir_type *ty = ir_type_get(g->m, t);
  if (ty->kind == IR_T_INT) return ty->bits;
  if (ty->kind == IR_T_PTR) return g->pbits;
  return 0;
}

seg_view seg_type_view(const seg_graph *g, ir_type_id t) {
  const ir_type *ty = ir_type_get(g->m, t);
  if (ty->kind == IR_T_PTR) return SEG_V_PTR;
  if (ty->kind == IR_T_INT) return ty->bits == 1 ? SEG_V_U : SEG_V_S;
  return SEG_V_NONE;
}

static void views(seg_graph *g, const ir_func *f, seg_fninfo *fi) {
  const ir_module *m = g->m;
  uint32_t n = f->nslots;
  uint32_t *par = mt_malloc(sizeof(uint32_t) * (n + 1));
  uint8_t *vote = mt_calloc(n + 1, 1);
  for (uint32_t i = 0; i < n; i++) par[i] = i;
  for (uint32_t i = 0; i < f->ninsts; i++) {
    const ir_inst *in = &f->insts[i];
    uint32_t sr = 0, s0 = 0, s1 = 0;
    bool hr = in->result && local_slot(m, in->result, &sr);
    bool h0 = in->nops > 0 && local_slot(m, in->ops[0], &s0);
    bool h1 = in->nops > 1 && local_slot(m, in->ops[1], &s1);
    uint8_t v = 0;
    bool join = false;
    switch (in->op) {
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
      v = in->flags & IR_F_NSW ? VOTE_S : VOTE_U;
      join = true;
      break;
    case IR_UDIV: case IR_UREM: case IR_LSHR: v = VOTE_U; join = true; break;
    case IR_SDIV: case IR_SREM: case IR_ASHR: v = VOTE_S; join = true; break;
    case IR_AND: case IR_OR: case IR_XOR: join = true; break;
    case IR_ICMP:
      if (in->pred >= IR_ICMP_UGT && in->pred <= IR_ICMP_ULE) v = VOTE_U;
      else if (in->pred >= IR_ICMP_SGT) v = VOTE_S;
      if (h0 && h1) uf_union(par, s0, s1);
      if (v && h0) vote[s0] |= v;
      if (v && h1) vote[s1] |= v;
      continue;
    case IR_ZEXT:
      if (h0) vote[s0] |= VOTE_U;
      continue;
    case IR_SEXT:
      if (h0) vote[s0] |= VOTE_S;
      if (hr) vote[sr] |= VOTE_S;
      continue;
    case IR_PHI:
      for (uint32_t k = 0; k < in->nops && hr; k++) {
        uint32_t s;
        if (local_slot(m, in->ops[k], &s)) uf_union(par, s, sr);
      }
      continue;
    case IR_SELECT: {
      uint32_t a, b;
      if (hr && local_slot(m, in->ops[1], &a)) uf_union(par, a, sr);
      if (hr && local_slot(m, in->ops[2], &b)) uf_union(par, b, sr);
      continue;
    }
    default: continue;
    }
    if (join) {
      if (hr && h0) uf_union(par, sr, s0);
      if (hr && h1 && in->op != IR_SHL && in->op != IR_LSHR && in->op != IR_ASHR)
        uf_union(par, sr, s1);
    }
    if (v) {
      if (hr) vote[sr] |= v;
      if (h0) vote[s0] |= v;
      if (h1 && in->op != IR_SHL && in->op != IR_LSHR && in->op != IR_ASHR) vote[s1] |= v;
    }
  }
  uint8_t *cls = mt_calloc(n + 1, 1);
  for (uint32_t i = 0; i < n; i++) cls[uf_find(par, i)] |= vote[i];
  /* the type of each slot */
  fi->view = mt_arena_alloc(&g->arena, n + 1);
  for (uint32_t i = 0; i < n; i++) fi->view[i] = SEG_V_NONE;
  for (uint32_t i = 0; i < f->nparams; i++) {
    uint32_t s;
    if (local_slot(m, f->params[i], &s)) fi->view[s] = (uint8_t)seg_type_view(g, ir_val_type(m, f->params[i]));
  }
  for (uint32_t i = 0; i < f->ninsts; i++) {
    uint32_t s;
    if (f->insts[i].result && local_slot(m, f->insts[i].result, &s))
      fi->view[s] = (uint8_t)seg_type_view(g, ir_val_type(m, f->insts[i].result));
  }
  for (uint32_t i = 0; i < n; i++) {
    if (fi->view[i] != SEG_V_S) continue; /* ints wider than 1 bit only */
    uint8_t c = cls[uf_find(par, i)];
    fi->view[i] = (c & VOTE_S) ? SEG_V_S : (c & VOTE_U) ? SEG_V_U : SEG_V_S;
  }
  mt_free(cls);
  mt_free(vote);
  mt_free(par);
}

/* ---- liveness and loop heads ---------------------------------------------------------- */

#define BIT_SET(bs, i) ((bs)[(i) >> 6] |= (uint64_t)1 << ((i) & 63))
#define BIT_GET(bs, i) (((bs)[(i) >> 6] >> ((i) & 63)) & 1)

static uint32_t succs(const ir_func *f, uint32_t b, const uint32_t **out) {
  const ir_inst *t = &f->insts[f->blocks[b].first + f->blocks[b].ninsts - 1];
  if (t->op == IR_BR || t->op == IR_CONDBR || t->op == IR_SWITCH) {
    *out = t->blocks;
    return t->nblocks;
  }
  *out = NULL;
  return 0;
}

static void liveness(seg_graph *g, const ir_func *f, seg_fninfo *fi) {
  const ir_module *m = g->m;
  uint32_t nb = f->nblocks, w = (f->nslots + 63) / 64 + 1;
  fi->words = w;
  uint64_t *use = mt_calloc((size_t)nb * w, 8), *def = mt_calloc((size_t)nb * w, 8);
  uint64_t *phidef = mt_calloc((size_t)nb * w, 8), *in = mt_calloc((size_t)nb * w, 8);
  fi->firstnp = mt_arena_alloc(&g->arena, sizeof(uint32_t) * (nb + 1));
  for (uint32_t b = 0; b < nb; b++) {
    const ir_block *bl = &f->blocks[b];
    fi->firstnp[b] = 0;
    for (uint32_t k = 0; k < bl->ninsts; k++) {
      const ir_inst *x = &f->insts[bl->first + k];
      uint32_t s;
      if (x->op == IR_PHI) {
        fi->firstnp[b] = k + 1;
        if (local_slot(m, x->result, &s)) {
          BIT_SET(&phidef[b * w], s);
          BIT_SET(&def[b * w], s);
        }
        continue;
      }
      for (uint32_t o = 0; o < x->nops; o++)
        if (local_slot(m, x->ops[o], &s) && !BIT_GET(&def[b * w], s)) BIT_SET(&use[b * w], s);
      if (x->result && local_slot(m, x->result, &s)) BIT_SET(&def[b * w], s);
    }
  }
  /* parameters are defined on entry */
  for (uint32_t i = 0; i < f->nparams; i++) {
    uint32_t s;
    if (local_slot(m, f->params[i], &s)) BIT_SET(&def[0], s);
  }
  uint64_t *out = mt_calloc(w, 8);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t bb = nb; bb-- > 0;) {
      memset(out, 0, w * 8);
      const uint32_t *sc;
      uint32_t ns = succs(f, bb, &sc);
      for (uint32_t i = 0; i < ns; i++) {
        uint32_t t = sc[i];
        for (uint32_t j = 0; j < w; j++) out[j] |= in[t * w + j] & ~phidef[t * w + j];
        const ir_block *tb = &f->blocks[t];
        for (uint32_t k = 0; k < tb->ninsts; k++) {
          const ir_inst *x = &f->insts[tb->first + k];
          if (x->op != IR_PHI) break;
          for (uint32_t o = 0; o < x->nops; o++) {
            uint32_t s;
            if (x->blocks[o] == bb && local_slot(m, x->ops[o], &s)) BIT_SET(out, s);
          }
        }
      }
      for (uint32_t j = 0; j < w; j++) {
        uint64_t nv = use[bb * w + j] | (out[j] & ~def[bb * w + j]);
        if (nv != in[bb * w + j]) {
          in[bb * w + j] = nv;
          changed = true;
        }
      }
    }
  }
  fi->live = mt_arena_alloc(&g->arena, sizeof(uint64_t) * (size_t)nb * w);
  for (size_t j = 0; j < (size_t)nb * w; j++) fi->live[j] = in[j] | phidef[j];
  mt_free(out);
  mt_free(use);
  mt_free(def);
  mt_free(phidef);
  mt_free(in);
  /* loop heads: targets of back edges of a DFS from the entry */
  fi->loophead = mt_arena_alloc(&g->arena, sizeof(bool) * (nb + 1));
  memset(fi->loophead, 0, sizeof(bool) * (nb + 1));
  uint8_t *color = mt_calloc(nb + 1, 1);
  uint32_t *stack = mt_malloc(sizeof(uint32_t) * (nb + 1)), *pos = mt_calloc(nb + 1, 4);
  uint32_t sp = 0;
  if (nb) {
    stack[sp++] = 0;
    color[0] = 1;
  }
  while (sp) {
    uint32_t b = stack[sp - 1];
    const uint32_t *sc;
    uint32_t ns = succs(f, b, &sc);
    if (pos[b] < ns) {
      uint32_t t = sc[pos[b]++];
      if (color[t] == 1) fi->loophead[t] = true;
      else if (color[t] == 0) {
        color[t] = 1;
        stack[sp++] = t;
      }
    } else {
      color[b] = 2;
      sp--;
    }
  }
  mt_free(color);
  mt_free(stack);
  mt_free(pos);
  /* terminal blocks: every path from them ends the program (abort, exit,
   * a failed assert, unreachable) without a loop or a return; the values
   * live before a jump into them stay bound there (in C they are still in
   * scope when the program ends: memory they point to is not leaked) */
  fi->terminal = mt_arena_alloc(&g->arena, sizeof(bool) * (nb + 1));
  memset(fi->terminal, 0, sizeof(bool) * (nb + 1));
  for (uint32_t b = 0; b < nb; b++) {
    const ir_block *bl = &f->blocks[b];
    for (uint32_t k = 0; k < bl->ninsts && !fi->terminal[b]; k++) {
      const ir_inst *x = &f->insts[bl->first + k];
      const ir_func *cf = x->op == IR_CALL ? ir_call_target(m, x) : NULL;
      ir_builtin bi = cf ? cf->builtin : IR_BI_NONE;
      fi->terminal[b] = x->op == IR_UNREACHABLE || bi == IR_BI_ABORT || bi == IR_BI_EXIT ||
                        bi == IR_BI_EXIT_ || bi == IR_BI_EXIT_UPPER || bi == IR_BI_ASSERT_FAIL ||
                        bi == IR_BI_ASSERT_RTN || bi == IR_BI_LLVM_TRAP || bi == IR_BI_UB_CHECK;
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < nb; b++) {
      if (fi->terminal[b] || fi->loophead[b]) continue;
      const uint32_t *sc;
      uint32_t ns = succs(f, b, &sc);
      bool all = ns > 0;
      for (uint32_t i = 0; i < ns && all; i++) all = fi->terminal[sc[i]];
      if (all) fi->terminal[b] = changed = true;
    }
  }
}

/* builtins a pure function may call: no memory, no output */
static bool harmless_builtin(ir_builtin b) {
  switch (b) {
  case IR_BI_NONDET: case IR_BI_ASSUME: case IR_BI_REACH_ERROR: case IR_BI_VERIFIER_ERROR:
  case IR_BI_ASSERT_FAIL: case IR_BI_ASSERT_RTN: case IR_BI_ABORT: case IR_BI_LLVM_TRAP:
  case IR_BI_UB_CHECK: case IR_BI_EXIT: case IR_BI_EXIT_: case IR_BI_EXIT_UPPER:
  case IR_BI_LLVM_SMAX: case IR_BI_LLVM_SMIN: case IR_BI_LLVM_UMAX: case IR_BI_LLVM_UMIN:
  case IR_BI_ABS: case IR_BI_LABS: case IR_BI_LLABS: case IR_BI_LLVM_ABS: case IR_BI_LLVM_EXPECT:
    return true;
  default:
    return false;
  }
}

/* the functions whose address a value of the program may hold: named as
 * an operand other than a direct call's callee, inside a constant
 * expression, or in a global's initializer */
static void taken_val(const ir_module *m, ir_val v, uint8_t *taken, uint32_t depth) {
  const ir_value *iv = ir_val_get(m, v);
  if (iv->kind == IR_V_FUNC && iv->u.index < m->funcs.len) taken[iv->u.index] = 1;
  if (iv->kind == IR_V_CEXPR && iv->u.cexpr && depth < 16)
    for (uint32_t k = 0; k < iv->u.cexpr->nops; k++) taken_val(m, iv->u.cexpr->ops[k], taken, depth + 1);
}

static void taken_funcs(const ir_module *m, uint8_t *taken) {
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const ir_func *f = &m->funcs.data[i];
    for (uint32_t k = 0; k < f->ninsts; k++) {
      const ir_inst *in = &f->insts[k];
      for (uint32_t o = in->op == IR_CALL ? 1 : 0; o < in->nops; o++) taken_val(m, in->ops[o], taken, 0);
      /* an indirect callee may be a constant expression (a cast function) */
      if (in->op == IR_CALL && in->nops && ir_val_get(m, in->ops[0])->kind == IR_V_CEXPR)
        taken_val(m, in->ops[0], taken, 0);
    }
  }
  for (uint32_t i = 0; i < m->globals.len; i++)
    for (uint32_t r = 0; r < m->globals.data[i].nrelocs; r++)
      taken_val(m, m->globals.data[i].relocs[r].target, taken, 0);
}

/* v names a global (or is a constant that may hold one's address) */
static bool names_global(const ir_module *m, ir_val v, uint32_t depth) {
  const ir_value *iv = ir_val_get(m, v);
  if (iv->kind == IR_V_GLOBAL || iv->kind == IR_V_AGG) return true;
  if (iv->kind == IR_V_CEXPR && iv->u.cexpr) {
    if (depth >= 16) return true;
    for (uint32_t k = 0; k < iv->u.cexpr->nops; k++)
      if (names_global(m, iv->u.cexpr->ops[k], depth + 1)) return true;
  }
  return false;
}

/* names_globals: f names a global, calls indirectly or calls a function
 * that does (a least fixpoint over the calls) */
static void global_use(seg_graph *g) {
  const ir_module *m = g->m;
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const ir_func *f = &m->funcs.data[i];
    for (uint32_t k = 0; k < f->ninsts && !g->fi[i].names_globals; k++) {
      const ir_inst *in = &f->insts[k];
      if (in->op == IR_CALL && !ir_call_target(m, in)) g->fi[i].names_globals = true;
      for (uint32_t o = in->op == IR_CALL ? 1 : 0; o < in->nops; o++)
        if (names_global(m, in->ops[o], 0)) g->fi[i].names_globals = true;
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
      const ir_func *f = &m->funcs.data[i];
      if (g->fi[i].names_globals) continue;
      for (uint32_t k = 0; k < f->ninsts; k++) {
        const ir_func *t = f->insts[k].op == IR_CALL ? ir_call_target(m, &f->insts[k]) : NULL;
        if (t && g->fi[t - m->funcs.data].names_globals) {
          g->fi[i].names_globals = changed = true;
          break;
        }
      }
    }
  }
}

/* recursive: f reaches itself through calls -- an indirect call may call
 * every function whose address is taken; pure: as in seg_fninfo
 * (a greatest fixpoint: impurity spreads to the callers) */
static void call_graph(seg_graph *g) {
  const ir_module *m = g->m;
  uint32_t n = m->funcs.len;
  for (uint32_t i = 0; i < n; i++) {
    const ir_func *f = &m->funcs.data[i];
    bool pure = !f->is_decl;
    const ir_type *ft = ir_type_get(m, f->type);
    if (seg_type_view(g, ft->elem) == SEG_V_PTR) pure = false;
    for (uint32_t p = 0; p < f->nparams && pure; p++)
      if (seg_type_view(g, ir_val_type(m, f->params[p])) == SEG_V_PTR) pure = false;
    for (uint32_t k = 0; k < f->ninsts && pure; k++) {
      const ir_inst *in = &f->insts[k];
      if (in->op == IR_LOAD || in->op == IR_STORE || in->op == IR_ALLOCA || in->op == IR_UNSUPPORTED)
        pure = false;
      if (in->op == IR_CALL) {
        const ir_func *t = ir_call_target(m, in);
        if (!t || (t->is_decl && !harmless_builtin(t->builtin))) pure = false;
      }
    }
    g->fi[i].pure = pure;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < n; i++) {
      const ir_func *f = &m->funcs.data[i];
      if (!g->fi[i].pure) continue;
      for (uint32_t k = 0; k < f->ninsts; k++) {
        const ir_func *t = f->insts[k].op == IR_CALL ? ir_call_target(m, &f->insts[k]) : NULL;
        if (t && !t->is_decl && !g->fi[t - m->funcs.data].pure) {
          g->fi[i].pure = false;
          changed = true;
          break;
        }
      }
    }
  }
  /* reachability over calls: recursive iff f reaches f; an indirect call
   * may reach every function with a body whose address is taken (the
   * callee is resolved only when the graph reaches the call, rules_ctrl.c) */
  uint8_t *taken = mt_calloc(n + 1, 1);
  taken_funcs(m, taken);
  for (uint32_t i = 0; i < n; i++) g->fi[i].addr_taken = taken[i];
  uint8_t *seen = mt_malloc(n + 1);
  uint32_t *stack = mt_malloc(sizeof(uint32_t) * (n + 1));
  for (uint32_t i = 0; i < n; i++) {
    const ir_func *f0 = &m->funcs.data[i];
    if (f0->is_decl) continue;
    memset(seen, 0, n + 1);
    uint32_t sp = 0;
    stack[sp++] = i;
    while (sp && !g->fi[i].recursive) {
      const ir_func *f = &m->funcs.data[stack[--sp]];
      for (uint32_t k = 0; k < f->ninsts; k++) {
        if (f->insts[k].op != IR_CALL) continue;
        const ir_func *t = ir_call_target(m, &f->insts[k]);
        uint32_t t0 = t ? (uint32_t)(t - m->funcs.data) : 0;
        for (uint32_t ti = t0; ti < (t ? t0 + 1 : n); ti++) {
          if (m->funcs.data[ti].is_decl || (!t && !taken[ti])) continue;
          if (ti == i) g->fi[i].recursive = true;
          if (!seen[ti]) {
            seen[ti] = 1;
            stack[sp++] = ti;
          }
        }
      }
    }
  }
  mt_free(seen);
  mt_free(taken);
  mt_free(stack);
}

/* the struct type each slot's pointer is accessed as (p->f: a GEP with a
 * struct source type and constant indices on p): a hint for the blocks
 * the slot points to (seg_define) */
static void struct_types(seg_graph *g, const ir_func *f, seg_fninfo *fi) {
  const ir_module *m = g->m;
  fi->sty = mt_arena_alloc(&g->arena, sizeof(ir_type_id) * (f->nslots + 1));
  memset(fi->sty, 0, sizeof(ir_type_id) * (f->nslots + 1));
  for (uint32_t i = 0; i < f->ninsts; i++) {
    const ir_inst *in = &f->insts[i];
    uint32_t s;
    if (in->op != IR_GEP || in->nops != 1 || !in->u.gep.src || !local_slot(m, in->ops[0], &s)) continue;
    const ir_type *t = ir_type_get(m, in->u.gep.src);
    if (t->kind != IR_T_STRUCT) continue;
    if (!fi->sty[s] || ir_type_get(m, fi->sty[s])->size < t->size) fi->sty[s] = in->u.gep.src;
  }
}

void seg_analyse_funcs(seg_graph *g) {
  const ir_module *m = g->m;
  g->fi = mt_arena_alloc(&g->arena, sizeof(seg_fninfo) * (m->funcs.len + 1));
  memset(g->fi, 0, sizeof(seg_fninfo) * (m->funcs.len + 1));
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const ir_func *f = &m->funcs.data[i];
    if (f->is_decl) continue;
    views(g, f, &g->fi[i]);
    liveness(g, f, &g->fi[i]);
    struct_types(g, f, &g->fi[i]);
  }
  call_graph(g);
  global_use(g);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const ir_func *f = &m->funcs.data[i];
    seg_fninfo *fi = &g->fi[i];
    if (f->is_decl || fi->pure) continue;
    bool loop = false;
    for (uint32_t b = 0; b < f->nblocks && !loop; b++) loop = fi->loophead[b];
    /* (a function with a loop, for memory safety: the entry state of every
     * call is generalized once for the whole graph, not explored again in
     * each calling context -- loops in functions that loops call; not for
     * termination, whose ITS takes the activations inline) */
    fi->summarized = fi->recursive || (loop && f != g->mainf && g->o.summaries && !g->o.record_trans);
  }
  /* a summarized function keeps its parameters: its return summary
   * relates the result to the entry values (summary.c) */
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const ir_func *f = &m->funcs.data[i];
    seg_fninfo *fi = &g->fi[i];
    if (f->is_decl || !fi->summarized) continue;
    for (uint32_t p = 0; p < f->nparams; p++) {
      uint32_t s;
      if (!local_slot(m, f->params[p], &s)) continue;
      for (uint32_t b = 0; b < f->nblocks; b++) BIT_SET(&fi->live[(size_t)b * fi->words], s);
    }
  }
}

static const seg_fninfo *info(const seg_graph *g, const ir_func *f) {
  return &g->fi[f - g->m->funcs.data];
}

bool seg_slot_live(const seg_graph *g, const ir_func *f, uint32_t block, uint32_t slot) {
  const seg_fninfo *fi = info(g, f);
  return BIT_GET(&fi->live[(size_t)block * fi->words], slot);
}

seg_view seg_slot_view(const seg_graph *g, const ir_func *f, ir_val v) {
  uint32_t s;
  if (!local_slot(g->m, v, &s)) return seg_type_view(g, ir_val_type(g->m, v));
  return (seg_view)info(g, f)->view[s];
}

/* ---- operands ----------------------------------------------------------------------- */

static bool pow2(unsigned bits, int64_t *out) {
  if (bits >= 63) return false;
  *out = (int64_t)1 << bits;
  return true;
}

static void fresh_lin(seg_step *st, unsigned bits, seg_view view, seg_lin *out) {
  seg_lin_var(out, seg_fresh(st->g, bits, view));
}

static void fresh_lin(seg_step *st, unsigned bits, seg_view view, seg_lin *out);

/* Under signed_unbounded, a signed value that is converted is, by the
 * convention that signed overflow does not happen, representable in its
 * `bits`: true when that is proved; otherwise false with a split on the
 * range (the in-range side goes on) or, when it is refuted, with
 * st->infeasible (the run is cut).  Always true in the other semantics. */
bool seg_representable(seg_step *st, const seg_lin *e, unsigned bits) {
  seg_graph *g = st->g;
  if (!g->o.signed_unbounded || bits <= 1 || bits > 64) return true;
  int64_t lo = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
  int64_t hi = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  seg_lin b, up, dn, neg;
  seg_lin_const(&b, hi);
  if (!seg_atom_le(&up, e, &b)) return true; /* not expressible: no assumption */
  seg_lin_const(&b, lo);
  if (!seg_atom_le(&dn, &b, e)) return true;
  int du = seg_decide(g, &up), dd = seg_decide(g, &dn);
  if (du == 0 || dd == 0) {
    st->infeasible = true;
    return false;
  }
  if (du == 1 && dd == 1) return true;
  const seg_lin *sp = du == -1 ? &up : &dn;
  if (!seg_atom_neg(&neg, sp)) return true;
  st->split = *sp;
  return false;
}

bool seg_convert(seg_step *st, const seg_lin *e, unsigned bits, seg_view from, seg_view to,
                 seg_lin *out) {
  seg_graph *g = st->g;
  if (bits == 1 && from != to && (from == SEG_V_S || to == SEG_V_S) && from != SEG_V_NONE &&
      to != SEG_V_NONE) { /* i1: the signed reading of bit 1 is -1 */
    if (!seg_lin_scale(out, e, -1)) fresh_lin(st, bits, to, out);
    return true;
  }
  if (from == to || from == SEG_V_NONE || to == SEG_V_NONE || g->o.math_ints || bits <= 1 ||
      (from == SEG_V_PTR && to == SEG_V_U) || (from == SEG_V_U && to == SEG_V_PTR)) {
    *out = *e;
    return true;
  }
  if (from == SEG_V_S && !seg_representable(st, e, bits)) return false;
  /* a 64-bit address read signed (a pointer difference, ptrdiff_t): the
   * graph's addresses lie in [0, INT64_MAX] (seg_var_range), as user-space
   * addresses do on every 64-bit target, so the reading is the address */
  if (from == SEG_V_PTR && to == SEG_V_S && bits == 64) {
    *out = *e;
    return true;
  }
  if (from == SEG_V_PTR) from = SEG_V_U;
  if (to == SEG_V_PTR) to = SEG_V_U;
  if (from == to) {
    *out = *e;
    return true;
  }
  int64_t p2 = 0, smax = bits >= 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  seg_lin atom, bound;
  if (from == SEG_V_S) { /* to unsigned: e >= 0 ? e : e + 2^bits */
    seg_lin_const(&bound, 0);
    seg_atom_le(&atom, &bound, e);
  } else { /* to signed: e <= smax ? e : e - 2^bits */
    seg_lin_const(&bound, smax);
    seg_atom_le(&atom, e, &bound);
  }
  int d = seg_decide(g, &atom);
  if (d == 1) {
    *out = *e;
    return true;
  }
  if (d == -1) {
    seg_lin neg;
    if (!seg_atom_neg(&neg, &atom)) { /* 64 bits: the other case is beyond int64 */
      fresh_lin(st, bits, to, out);
      return true;
    }
    st->split = atom;
    return false;
  }
  seg_lin k;
  if (!pow2(bits, &p2)) {
    fresh_lin(st, bits, to, out);
    return true;
  }
  seg_lin_const(&k, from == SEG_V_S ? p2 : -p2);
  if (!seg_lin_addk(out, e, 1, &k)) fresh_lin(st, bits, to, out);
  return true;
}

static bool const_lin(seg_step *st, const ir_inst *cx, seg_lin *out);

static bool value_lin(seg_step *st, seg_state *s, ir_val v, seg_view *view, seg_lin *out) {
  seg_graph *g = st->g;
  const ir_value *iv = ir_val_get(g->m, v);
  unsigned bits = seg_bits(g, iv->type);
  switch (iv->kind) {
  case IR_V_INT: {
    uint64_t raw = iv->u.i;
    if (*view == SEG_V_NONE) *view = seg_type_view(g, iv->type);
    if (*view == SEG_V_S && bits > 1 && bits < 64 && (raw >> (bits - 1)) & 1)
      seg_lin_const(out, (int64_t)(raw - ((uint64_t)1 << bits)));
    else if (raw > (uint64_t)INT64_MAX)
      fresh_lin(st, bits, *view, out); /* not expressible: any value */
    else
      seg_lin_const(out, (int64_t)raw);
    return true;
  }
  case IR_V_NULL:
  case IR_V_ZERO:
    seg_lin_const(out, 0);
    return true;
  case IR_V_GLOBAL:
    seg_lin_var(out, g->gvar[iv->u.index]);
    *view = SEG_V_PTR;
    return true;
  case IR_V_FUNC:
    if (!g->fvar[iv->u.index]) g->fvar[iv->u.index] = seg_fresh(g, g->pbits, SEG_V_PTR);
    seg_lin_var(out, g->fvar[iv->u.index]);
    *view = SEG_V_PTR;
    return true;
  case IR_V_CEXPR:
    if (const_lin(st, iv->u.cexpr, out)) {
      *view = seg_type_view(g, iv->type);
      return true;
    }
    break;
  case IR_V_ARG:
  case IR_V_INST: {
    seg_frame *fr = seg_top(s);
    uint32_t x = fr->lv[iv->u.local.slot];
    seg_view own = seg_slot_view(g, fr->f, v);
    if (!x) { /* undefined (a value on a path memterm did not take) */
      x = seg_fresh(g, bits, own);
      fr->lv[iv->u.local.slot] = x;
    }
    seg_lin_var(out, x);
    *view = own;
    return true;
  }
  default: break;
  }
  if (*view == SEG_V_NONE) *view = seg_type_view(g, iv->type);
  fresh_lin(st, bits, *view, out);
  return true;
}

/* constant expressions over globals: gep, casts, and the sum or difference
 * of such a term and an integer constant (the kernel's container_of:
 * 0 - ptrtoint (gep null, 0, member)), when it is the value itself -- an
 * integer result within its type's signed range, no wrap */
static bool const_lin(seg_step *st, const ir_inst *cx, seg_lin *out) {
  seg_graph *g = st->g;
  switch (cx->op) {
  case IR_ADD:
  case IR_SUB: {
    seg_view va = SEG_V_NONE, vb = SEG_V_NONE;
    seg_lin b;
    if (!ir_val_is_const(g->m, cx->ops[0]) || !ir_val_is_const(g->m, cx->ops[1]) ||
        !value_lin(st, NULL, cx->ops[0], &va, out) || !value_lin(st, NULL, cx->ops[1], &vb, &b) || b.n ||
        !seg_lin_addk(out, out, cx->op == IR_SUB ? -1 : 1, &b))
      return false;
    unsigned bits = seg_bits(g, cx->type);
    if (out->n) return va == SEG_V_PTR; /* an address plus a constant */
    return bits >= 64 || (out->c >= -((int64_t)1 << (bits - 1)) && out->c < ((int64_t)1 << (bits - 1)));
  }
  case IR_BITCAST:
  case IR_PTRTOINT:
  case IR_INTTOPTR: {
    seg_view vw = SEG_V_NONE;
    return value_lin(st, NULL, cx->ops[0], &vw, out) && ir_val_is_const(g->m, cx->ops[0]);
  }
  case IR_GEP: {
    seg_view vw = SEG_V_NONE;
    if (!ir_val_is_const(g->m, cx->ops[0]) || !value_lin(st, NULL, cx->ops[0], &vw, out))
      return false;
    seg_lin off;
    seg_lin_const(&off, cx->u.gep.offset);
    if (!seg_lin_addk(out, out, 1, &off)) return false;
    for (uint32_t i = 1; i < cx->nops; i++) {
      const ir_value *ix = ir_val_get(g->m, cx->ops[i]);
      if (ix->kind != IR_V_INT) return false;
      unsigned b = seg_bits(g, ix->type);
      int64_t iv = b < 64 && (ix->u.i >> (b - 1)) & 1 ? (int64_t)(ix->u.i - ((uint64_t)1 << b))
                                                     : (int64_t)ix->u.i;
      int64_t add;
      if (__builtin_mul_overflow(iv, cx->u.gep.scales[i - 1], &add)) return false;
      seg_lin_const(&off, add);
      if (!seg_lin_addk(out, out, 1, &off)) return false;
    }
    return true;
  }
  default: return false;
  }
}

bool seg_operand(seg_step *st, seg_state *s, ir_val v, seg_view want, seg_lin *out) {
  seg_view own = SEG_V_NONE;
  if (ir_val_get(st->g->m, v)->kind == IR_V_INT || ir_val_get(st->g->m, v)->kind == IR_V_UNDEF)
    own = want;
  seg_lin e;
  if (!value_lin(st, s, v, &own, &e)) return false;
  if (ir_val_get(st->g->m, v)->kind == IR_V_UNDEF) {
    *out = e;
    return true;
  }
  return seg_convert(st, &e, seg_bits(st->g, ir_val_type(st->g->m, v)), own, want, out);
}

uint32_t seg_var_of(seg_step *st, seg_state *s, const seg_lin *e, unsigned bits, seg_view view) {
  if (e->n == 1 && e->k[0] == 1 && e->c == 0) return e->v[0];
  uint32_t w = seg_fresh(st->g, bits, view);
  seg_lin x, atom;
  seg_lin_var(&x, w);
  if (seg_atom_mk(&atom, &x, SEG_EQ, e)) seg_kb_add(st->g, s, &atom);
  return w;
}

void seg_define(seg_step *st, seg_state *s, ir_val v, const seg_lin *e) {
  if (!v) return;
  seg_graph *g = st->g;
  seg_frame *fr = seg_top(s);
  const ir_value *iv = ir_val_get(g->m, v);
  uint32_t w = seg_fresh(g, seg_bits(g, iv->type), seg_slot_view(g, fr->f, v));
  seg_lin x, atom;
  seg_lin_var(&x, w);
  if (e && seg_atom_mk(&atom, &x, SEG_EQ, e)) seg_kb_add(g, s, &atom);
  fr->lv[iv->u.local.slot] = w;
  /* a pointer the function accesses as a struct types the block it starts */
  if (e && iv->u.local.slot < fr->f->nslots) seg_block_type(g, s, e, info(g, fr->f)->sty[iv->u.local.slot]);
}

void seg_block_type(seg_graph *g, seg_state *s, const seg_lin *p, ir_type_id t) {
  for (uint32_t i = 0; t && i < s->nblocks; i++) {
    seg_block *b = &s->bl[i];
    seg_lin lo = seg_lv(b->lo), q;
    if (b->kind != SEG_B_HEAP || !seg_atom_mk(&q, p, SEG_EQ, &lo) || !seg_oc_valid(g, &q)) continue;
    if (!b->ety || ir_type_get(g->m, b->ety)->size < ir_type_get(g->m, t)->size) b->ety = t;
    return;
  }
}

uint32_t seg_define_fresh(seg_step *st, seg_state *s, ir_val v) {
  if (!v) return 0;
  seg_define(st, s, v, NULL);
  return seg_top(s)->lv[ir_val_get(st->g->m, v)->u.local.slot];
}
