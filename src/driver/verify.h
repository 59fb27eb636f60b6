/* verify.h -- the portfolio that answers a property for a lowered program. */
#ifndef VERIFY_H
#define VERIFY_H

#include "../exec/exec.h"
#include "../ir/ir.h"
#include "../report/report.h"
#include "../term/term.h"
#include "../witness/witness.h"
#include "driver.h"

/* a possible error the graph reached (not confirmed by a run) */
typedef struct drv_possible {
  const char *sub;      /* the property it is about (static), or NULL */
  const char *func;     /* module-owned */
  ir_loc loc;
  char *reason;         /* owned */
} drv_possible;

typedef struct drv_verdict {
  report_kind kind;
  const char *sub;      /* subproperty of a FALSE verdict (static string) */
  mt_buf explanation;   /* lines printed before the Result line */
  bool has_cex;         /* FALSE from a confirmed concrete run: */
  exec_result cex;      /* its replay, with the trace (for the witness and --json) */
  uint8_t cex_uninit;   /* the byte fresh memory held in it (--uninit) */
  bool has_nonterm;     /* false(termination): the lasso for the witness */
  witness_nonterm nonterm;
  bool has_invs;        /* TRUE from a complete graph, --witness FILE.yml and
                           C integers: its loop invariants */
  witness_inv *invs;
  uint32_t ninvs;
  rank_fun *ranks;      /* TRUE(termination) from ranking functions: them */
  uint32_t nranks;
  bool has_possible;    /* the first possible error a graph reached */
  drv_possible possible;
} drv_verdict;

/* Decide `prop` for module m (file = name used in messages). */
void drv_verify(mt_run *run, const ir_module *m, drv_prop prop, const char *file,
                drv_verdict *v);
void drv_verdict_free(drv_verdict *v);
/* suggest.c: after an unknown v, lines "Suggestion: ..." to out -- the
 * obligation left in C terms and what may help (an assumption, --entry,
 * another unit for a function without a body, --int-semantics, more time
 * or memory); nothing for another verdict */
void drv_suggest(const mt_run *run, const ir_module *m, drv_prop prop, const drv_verdict *v, mt_buf *out);
/* the same with --use-contracts: the proof engine first builds a graph
 * whose calls of functions with a proved contract check it (the contracts
 * are proved then: drv_contracts_get) */
struct drv_contracts;
void drv_verify_contracts(mt_run *run, const ir_module *m, drv_prop prop, const char *file,
                          struct drv_contracts *dc, drv_verdict *v);

/* --json: what the object says besides the verdict (json.c) */
typedef struct drv_json_info {
  const char *version;
  const char *input;    /* the program */
  const char *task;     /* the task file, or NULL */
  drv_prop prop;
  unsigned ptr_size;    /* 4: ILP32 */
  const char *witness;  /* the witness file written, or NULL */
  const ir_module *m;   /* the program's IR (its files and line directives) */
  bool malloc_may_fail; /* --malloc-may-fail (the replay needs it too) */
} drv_json_info;

/* Writes the verdict v as one JSON object (docs/json.md) to path ("-":
 * stdout).  MT_ERR_IO with a message in *err when it cannot be written. */
/* the object drv_write_json writes, as text (mt_free; NULL: out of memory) */
char *drv_json_text(const drv_json_info *in, const drv_verdict *v, const mt_run *run);
mt_status drv_write_json(const char *path, const drv_json_info *in, const drv_verdict *v,
                         const mt_run *run, char **err) MT_MUST_CHECK;
/* --sarif: the verdict as a SARIF 2.1.0 log (sarif.c) */
mt_status drv_write_sarif(const char *path, const drv_json_info *in, const drv_verdict *v,
                          int exit_code, char **err) MT_MUST_CHECK;
/* --report of a verdict found before any graph was built (a concrete run's
 * counterexample): one graph within `seconds`, written to run->opt->dot
 * for the page; it decides nothing */
void drv_graph_for_report(mt_run *run, const ir_module *m, drv_prop prop, double seconds);
/* --report: the run as one self-contained HTML page (html.c); dot_path:
 * the graph written by --dot (drawn with Graphviz when installed), or NULL */
mt_status drv_write_html(const char *path, const drv_json_info *in, const drv_verdict *v,
                         const char *dot_path, char **err) MT_MUST_CHECK;
/* The object of a run that ended with an input error: result "error". */
mt_status drv_write_json_error(const char *path, const char *version, const char *input,
                               const char *message, char **err) MT_MUST_CHECK;

/* --entry FUNC (entry.c): the contract of one function, proved; prints
 * the contract, the proof and the Result line.  func NULL (--contracts):
 * every function of the file but main, then a summary and the Result
 * line (true when each got a proved contract).  Returns the exit code. */
struct front_opts;
/* --use-contracts (entry.c): the contracts of the functions main calls
 * (directly or not) whose calls may use one (ctr_effects), proved as
 * --contracts does when the proof first asks for them
 * (drv_contracts_get: with half of the time left at most; none for
 * termination); the contracts, and the functions without one, in words
 * (drv_contracts_text, NULL before).  fo is copied; input must outlive c. */
typedef struct drv_contracts drv_contracts;
drv_contracts *drv_contracts_new(const char *input, const struct front_opts *fo, drv_prop prop);
const struct seg_contract *drv_contracts_get(mt_run *run, drv_contracts *c, const ir_module *m);
const char *drv_contracts_text(const drv_contracts *c);
void drv_contracts_free(drv_contracts *c); /* NULL is a no-op */
int drv_entry(mt_run *run, const char *input, const struct front_opts *fo, drv_prop prop,
              const char *func);

#endif
