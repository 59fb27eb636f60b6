/*
 * effects.c -- what a function may do besides computing its result
 * (contracts.h: ctr_effects): the pointer parameters it may write through,
 * and whether it may allocate, end the program, or do what memterm cannot
 * follow (an indirect call, a function without a body it does not model,
 * an unsupported construct).
 *
 * A value is derived from parameter p when it is p or computed from a
 * derived value by anything but a load or a comparison (address
 * arithmetic, casts, phis, selects, and the result of a call that takes a
 * derived argument).  The function may write through p when a derived
 * value is the address of a store, is stored anywhere (it escapes: a load
 * may bring it back), is the destination of a builtin that writes (memset,
 * memcpy, strcpy, ...) or of free/realloc, is passed to a user function
 * that may write through that parameter, or is passed to anything else
 * memterm does not model as read-only.  The may-write relation of user
 * functions is the least fixed point over the whole module (recursion
 * included), so it is an over-approximation of every run's writes.
 */
#include "contracts.h"

#include <string.h>

/* builtins that read their pointer arguments only */
static bool reads_only(ir_builtin b) {
  switch (b) {
  case IR_BI_MEMCMP: case IR_BI_MEMCHR: case IR_BI_STRLEN: case IR_BI_STRNLEN: case IR_BI_STRCMP:
  case IR_BI_STRNCMP: case IR_BI_STRCHR: case IR_BI_STRRCHR: case IR_BI_STRSTR: case IR_BI_STRDUP:
  case IR_BI_PRINTF: case IR_BI_PUTS: case IR_BI_PUTCHAR: case IR_BI_FPRINTF: case IR_BI_LLVM_LIFETIME:
  case IR_BI_ASSUME: case IR_BI_LLVM_EXPECT:
    return true;
  default: return false;
  }
}

/* builtins that write through their first argument only (and read the rest) */
static bool writes_first(ir_builtin b) {
  switch (b) {
  case IR_BI_MEMSET: case IR_BI_LLVM_MEMSET: case IR_BI_MEMCPY: case IR_BI_LLVM_MEMCPY: case IR_BI_MEMMOVE:
  case IR_BI_LLVM_MEMMOVE: case IR_BI_STRCPY: case IR_BI_STRNCPY: case IR_BI_STRCAT: case IR_BI_STRNCAT:
    return true;
  default: return false;
  }
}

static bool allocates(ir_builtin b) {
  return b == IR_BI_MALLOC || b == IR_BI_CALLOC || b == IR_BI_REALLOC || b == IR_BI_STRDUP;
}

static bool ends_program(ir_builtin b) {
  switch (b) {
  case IR_BI_REACH_ERROR: case IR_BI_VERIFIER_ERROR: case IR_BI_ASSERT_FAIL: case IR_BI_ASSERT_RTN:
  case IR_BI_ABORT: case IR_BI_EXIT: case IR_BI_EXIT_: case IR_BI_EXIT_UPPER: case IR_BI_LLVM_TRAP:
  case IR_BI_ATEXIT:
    return true;
  default: return false;
  }
}

/* the slot of a local value of f, or UINT32_MAX for a constant */
static uint32_t slot_of(const ir_module *m, ir_val v) {
  const ir_value *x = ir_val_get(m, v);
  return x->kind == IR_V_ARG || x->kind == IR_V_INST ? x->u.local.slot : UINT32_MAX;
}

static bool is_derived(const ir_module *m, const uint8_t *d, ir_val v) {
  uint32_t s = slot_of(m, v);
  return s != UINT32_MAX && d[s];
}

/* the user function a call instruction calls directly, or NULL */
static const ir_func *direct_callee(const ir_module *m, const ir_inst *in) {
  const ir_value *c = ir_val_get(m, in->ops[0]);
  return c->kind == IR_V_FUNC ? &m->funcs.data[c->u.index] : NULL;
}

/* may f write through its parameter `param`, given the relation w of the
 * other functions (w[fi][j]) */
static bool may_write(const ir_module *m, const ir_func *f, uint32_t param, uint8_t *const *w) {
  uint8_t *d = mt_calloc(f->nslots + 1u, 1);
  d[slot_of(m, f->params[param])] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < f->ninsts; i++) {
      const ir_inst *in = &f->insts[i];
      if (!in->result || in->op == IR_LOAD || in->op == IR_ICMP || in->op == IR_FCMP) continue;
      uint32_t r = slot_of(m, in->result);
      if (r == UINT32_MAX || d[r]) continue;
      for (uint32_t k = in->op == IR_CALL ? 1 : 0; k < in->nops; k++)
        if (is_derived(m, d, in->ops[k])) {
          d[r] = 1;
          changed = true;
          break;
        }
    }
  }
  bool writes = false;
  for (uint32_t i = 0; i < f->ninsts && !writes; i++) {
    const ir_inst *in = &f->insts[i];
    if (in->op == IR_STORE) {
      writes = is_derived(m, d, in->ops[0]) || is_derived(m, d, in->ops[1]);
      continue;
    }
    if (in->op != IR_CALL) continue;
    const ir_func *g = direct_callee(m, in);
    for (uint32_t k = 1; k < in->nops && !writes; k++) {
      if (!is_derived(m, d, in->ops[k])) continue;
      if (!g) writes = true;
      else if (g->builtin != IR_BI_NONE) writes = !(reads_only(g->builtin) || (writes_first(g->builtin) && k > 1));
      else if (g->is_decl || k - 1 >= g->nparams) writes = true;
      else writes = w[g - m->funcs.data][k - 1];
    }
  }
  mt_free(d);
  return writes;
}

void ctr_effects_of(const ir_module *m, const ir_func *f, ctr_effects *out) {
  memset(out, 0, sizeof *out);
  uint32_t nf = m->funcs.len;
  /* the functions f reaches by direct calls */
  uint8_t *seen = mt_calloc(nf + 1u, 1);
  MT_VEC(uint32_t) todo = {0};
  uint32_t f0 = (uint32_t)(f - m->funcs.data);
  seen[f0] = 1;
  MT_VEC_PUSH(todo, f0);
  for (uint32_t t = 0; t < todo.len; t++) {
    const ir_func *g = &m->funcs.data[todo.data[t]];
    if (g->builtin != IR_BI_NONE) {
      out->allocs |= allocates(g->builtin);
      out->ends |= ends_program(g->builtin);
      out->opaque |= g->builtin >= IR_BI_UNSUP_THREAD;
      continue;
    }
    if (g->is_decl) {
      out->opaque = true;
      continue;
    }
    for (uint32_t i = 0; i < g->ninsts; i++) {
      const ir_inst *in = &g->insts[i];
      if (in->op == IR_UNSUPPORTED) out->opaque = true;
      if (in->op != IR_CALL) continue;
      const ir_func *h = direct_callee(m, in);
      if (!h) {
        out->opaque = true;
        continue;
      }
      uint32_t hi = (uint32_t)(h - m->funcs.data);
      if (!seen[hi]) {
        seen[hi] = 1;
        MT_VEC_PUSH(todo, hi);
      }
    }
  }
  MT_VEC_FREE(todo);
  mt_free(seen);
  /* the may-write relation of every user function: the least fixed point */
  uint8_t **w = mt_calloc(nf + 1u, sizeof *w);
  for (uint32_t i = 0; i < nf; i++) w[i] = mt_calloc(m->funcs.data[i].nparams + 1u, 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < nf; i++) {
      const ir_func *g = &m->funcs.data[i];
      if (g->is_decl || g->builtin != IR_BI_NONE) continue;
      for (uint32_t p = 0; p < g->nparams; p++)
        if (!w[i][p] && may_write(m, g, p, w)) {
          w[i][p] = 1;
          changed = true;
        }
    }
  }
  out->nparams = f->nparams;
  out->writes = mt_calloc(f->nparams + 1u, sizeof *out->writes);
  for (uint32_t p = 0; p < f->nparams; p++) out->writes[p] = w[f0][p] != 0;
  for (uint32_t i = 0; i < nf; i++) mt_free(w[i]);
  mt_free(w);
}

void ctr_effects_free(ctr_effects *e) {
  mt_free(e->writes);
  memset(e, 0, sizeof *e);
}
