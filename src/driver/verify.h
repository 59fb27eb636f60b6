/* verify.h -- the portfolio that answers a property for a lowered program. */
#ifndef VERIFY_H
#define VERIFY_H

#include "../exec/exec.h"
#include "../ir/ir.h"
#include "../report/report.h"
#include "../witness/witness.h"
#include "driver.h"

typedef struct drv_verdict {
  report_kind kind;
  const char *sub;      /* subproperty of a FALSE verdict (static string) */
  mt_buf explanation;   /* lines printed before the Result line */
  bool has_cex;         /* FALSE from a confirmed concrete run: */
  exec_result cex;      /* that run (for the witness) */
  bool has_nonterm;     /* false(termination): the lasso for the witness */
  witness_nonterm nonterm;
  bool has_invs;        /* TRUE from a complete graph, --witness FILE.yml and
                           C integers: its loop invariants */
  witness_inv *invs;
  uint32_t ninvs;
} drv_verdict;

/* Decide `prop` for module m (file = name used in messages). */
void drv_verify(mt_run *run, const ir_module *m, drv_prop prop, const char *file,
                drv_verdict *v);
void drv_verdict_free(drv_verdict *v);

#endif
