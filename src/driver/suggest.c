/* suggest.c -- what a programmer could do after an `unknown`: the
 * obligation memterm could not discharge, in C terms, and the options,
 * assumptions and contracts that may help (lines "Suggestion: ..."; none
 * after the memory limit, which the Reason names). They change nothing
 * about the verdict. */
#include "verify.h"

#include <string.h>

/* the functions main's program calls that have no body and no model
 * (at most cap, in *out); how many there are */
static uint32_t unknown_callees(const ir_module *m, const char **out, uint32_t cap) {
  uint32_t n = 0;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    const ir_func *g = &m->funcs.data[f];
    if (!g->is_decl || g->builtin != IR_BI_NONE || !g->name) continue;
    /* called somewhere (a declaration only taken as an address is not) */
    bool called = false;
    for (uint32_t k = 0; k < m->funcs.len && !called; k++) {
      const ir_func *c = &m->funcs.data[k];
      for (uint32_t i = 0; i < c->ninsts && !called; i++) {
        const ir_inst *in = &c->insts[i];
        if (in->op != IR_CALL || !in->nops) continue;
        const ir_value *v = ir_val_get(m, in->ops[0]);
        called = v->kind == IR_V_FUNC && v->u.index == f;
      }
    }
    if (!called) continue;
    if (n < cap) out[n] = g->name;
    n++;
  }
  return n;
}

/* the program does signed arithmetic that C says may not overflow */
static bool signed_arith(const ir_module *m) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    const ir_func *g = &m->funcs.data[f];
    for (uint32_t i = 0; i < g->ninsts; i++)
      if (g->insts[i].flags & IR_F_NSW) return true;
  }
  return false;
}

void drv_suggest(const mt_run *run, const ir_module *m, drv_prop prop, const drv_verdict *v, mt_buf *out) {
  if (v->kind != REPORT_UNKNOWN) return;
  if (run->mem && run->mem->exceeded) return; /* the Reason line says it: the limit, nothing else */
  const mt_options *o = run->opt;
  double used = mt_now() - run->start;
  if (v->has_possible && v->possible.func && v->possible.sub && !strncmp(v->possible.sub, "valid-", 6)) {
    char where[512];
    report_line(where, sizeof where, m->source, v->possible.loc);
    const char *f = v->possible.func;
    bool is_main = !strcmp(f, "main");
    mt_buf_printf(out,
                  "Suggestion: the obligation left is %s at %s in %s (%s): if it relies on a bound that the "
                  "program's inputs keep (an index below a count, a count below a capacity), state it with "
                  "__VERIFIER_assume(...) where the input is read%s%s%s\n",
                  v->possible.sub, where, f, v->possible.reason ? v->possible.reason : "a possible violation",
                  is_main ? "" : ", or check ", is_main ? "" : f,
                  is_main ? "" : " on its own with --entry (its contract names the precondition it needs)");
  }
  const char *names[4];
  uint32_t nu = unknown_callees(m, names, 4);
  if (nu) {
    mt_buf b = {0};
    for (uint32_t i = 0; i < nu && i < 4; i++) mt_buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
    mt_buf_printf(out,
                  "Suggestion: %s%s ha%s no definition and no model: give the file that defines %s as another "
                  "unit (memterm main.c lib.c ...), or a stub that returns __VERIFIER_nondet_ values\n",
                  b.data, nu > 4 ? ", ..." : "", nu == 1 ? "s" : "ve", nu == 1 ? "it" : "them");
    mt_buf_free(&b);
  }
  if (prop != DRV_PROP_NO_OVERFLOW && prop != DRV_PROP_TERMINATION && !o->int_semantics && signed_arith(m))
    mt_buf_printf(out,
                  "Suggestion: if the program never overflows a signed integer (--property no-overflow proves "
                  "that), --int-semantics signed-math reasons over unbounded signed integers, which often proves "
                  "more\n");
  if (v->explanation.data && strstr(v->explanation.data, "did not decide within its limit (--smt-timeout)"))
    mt_buf_printf(out,
                  "Suggestion: a proof stopped at a query the solver did not decide within %lld ms: a larger "
                  "--smt-timeout (say %lld) may let it finish\n",
                  (long long)o->smt_timeout, (long long)(o->smt_timeout * 5 < 600000 ? o->smt_timeout * 5 : 600000));
  if (used >= 0.9 * (double)o->timeout)
    mt_buf_printf(out,
                  "Suggestion: the time ran out (%.0f s): a larger --timeout, or smaller bounds on the inputs "
                  "(__VERIFIER_assume(n <= 16)), may let a proof or a search finish\n",
                  used);
}
