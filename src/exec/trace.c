/* trace.c -- the source lines a run executes (exec_opts.trace), for the
 * counterexample trace of the human output.  A step is a maximal stretch
 * of instructions on one line of one function; a jump back to a loop head
 * starts a new step, so a loop on one line shows its iterations.  Only the
 * last EXEC_TRACE_MAX steps are kept (a ring buffer). */
#include <string.h>

#include "exec_int.h"

void x_trace_inst(xctx *x, const ir_func *f, const ir_inst *in) {
  if (!in->loc.line) return;
  if (x->trlen && !x->trbreak) {
    const exec_step *last = &x->tr[(x->trhead + x->trlen - 1) % EXEC_TRACE_MAX];
    if (last->line == in->loc.line && last->func == f->name) return;
  }
  if (!x->tr) x->tr = mt_malloc(sizeof(exec_step) * EXEC_TRACE_MAX);
  exec_step s = {f->name, in->loc.file, in->loc.line, x->used.len, x->trbreak};
  x->trbreak = false;
  if (x->trlen < EXEC_TRACE_MAX) {
    x->tr[(x->trhead + x->trlen++) % EXEC_TRACE_MAX] = s;
  } else {
    x->tr[x->trhead] = s;
    x->trhead = (x->trhead + 1) % EXEC_TRACE_MAX;
  }
  x->trtotal++;
}

void x_trace_finish(xctx *x) {
  exec_result *r = x->res;
  if (x->trlen) {
    r->trace = mt_malloc(sizeof(exec_step) * x->trlen);
    for (uint32_t i = 0; i < x->trlen; i++) r->trace[i] = x->tr[(x->trhead + i) % EXEC_TRACE_MAX];
    r->ntrace = x->trlen;
    r->trace_dropped = x->trtotal - x->trlen;
  }
  mt_free(x->tr);
  x->tr = NULL;
  x->trlen = x->trhead = 0;
}
