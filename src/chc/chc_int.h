/*
 * chc_int.h -- internals shared by the .c files of chc/ (encode.c builds
 * the clauses, chc.c solves and re-checks them).  Private to src/chc.
 */
#ifndef CHC_INT_H
#define CHC_INT_H

#include "../smt/smt.h"
#include "chc.h"

/* a value's reading: its bits as a signed or an unsigned integer */
typedef enum chc_read { CHC_S, CHC_U } chc_read;

/* an application of a relation to terms */
typedef struct chc_app {
  smt_pred rel;  /* NULL in a head: false */
  uint32_t n;
  smt_term *args;
} chc_app;

/* ∀vars. apps ∧ phi → head */
typedef struct chc_clause {
  uint32_t nvars;
  smt_term *vars;
  uint32_t napps;
  chc_app *apps;
  smt_term phi;
  chc_app head;
  const char *what; /* for the log: "edge main:3->4", "error (nsw add) main:5", ... */
} chc_clause;

/* a function of the system */
typedef struct chc_fn {
  const ir_func *f;
  uint32_t idx;          /* in m->funcs */
  bool used;             /* main reaches it by direct calls */
  uint32_t nparams;      /* tracked parameters (integers and pointers) */
  uint32_t *params;      /* their indices in f->params */
  smt_pred *blk;          /* per block; NULL: not a cut point */
  uint8_t *cut;          /* per block: a cut point (the entry, a join) */
  uint32_t **live;       /* per block: the tracked slots live at its entry (phis included) */
  uint32_t *nlive;
  bool has_ret;          /* returns a tracked value */
  smt_pred sum, err;
} chc_fn;

/* a memory cell that is state: w bits at offset off of an object (a
 * global, or an alloca of main) whose address does not escape */
typedef struct chc_cell {
  ir_val base;       /* the global's value or the alloca's result */
  uint32_t global;   /* the global's index, UINT32_MAX for an alloca */
  int64_t off;
  unsigned w;
  bool ro;           /* a global no store writes: every load reads init */
  int64_t init;      /* a global's initial value (signed reading) */
} chc_cell;

typedef struct chc_sys {
  mt_run *run;
  const ir_module *m;
  const chc_opts *o;
  smt_ctx *smt;
  mt_arena arena;        /* clause arrays */
  chc_fn *fns;           /* per function of m */
  chc_cell *cells;       /* memory cells that are state (cells.c) */
  uint32_t ngprom;       /* how many */
  int32_t *cellof;       /* per value: the cell an address is the start of, -1 */
  uint8_t *read;         /* per value: chc_read */
  MT_VEC(chc_clause) clauses;
  smt_pred init;          /* main's entry: no argument */
  const char *fail;      /* the construct that stops the encoding */
  uint32_t nvar;         /* names of fresh variables */
  uint32_t nrels;
} chc_sys;

/* bits (zero-extended) of a w-bit value in the signed and the unsigned reading */
static inline int64_t chc_sext(uint64_t bits, unsigned w) {
  if (w == 0 || w >= 64) return (int64_t)bits;
  uint64_t b = bits & (((uint64_t)1 << w) - 1);
  return (b >> (w - 1)) & 1 ? (int64_t)(b | ~(((uint64_t)1 << w) - 1)) : (int64_t)b;
}
static inline uint64_t chc_zext(uint64_t bits, unsigned w) {
  return w == 0 || w >= 64 ? bits : bits & (((uint64_t)1 << w) - 1);
}

/* auxiliary invariants (houdini.c): inductive facts per relation found
 * from sample states, within `seconds` */
typedef struct chc_aux chc_aux;
chc_aux *chc_houdini(chc_sys *s, double seconds);
/* the invariant of rel applied to args (true when none) */
smt_term chc_aux_app(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args);
/* the same without nonlinear invariants (Spacer's clauses) */
smt_term chc_aux_app_linear(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args);
/* ... only the linear ones of Houdini's first pass, before the bounds at
 * entry (Spacer's second try: hundreds of bounds can slow Spacer down
 * more than they help it) */
smt_term chc_aux_app_first(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args);
/* do the first pass's linear invariants differ from all linear ones of some relation */
bool chc_aux_two_sets(const chc_aux *a);
void chc_aux_free(chc_aux *a); /* NULL is a no-op */
/* every clause into a relation valid under the auxiliary invariants alone
 * (chc.c): they are inductive; the first that is not in *bad */
bool chc_recheck_aux(chc_sys *s, const chc_aux *aux, uint32_t *bad);
/* facts.c: the auxiliary invariants as ir_facts (out->facts), after
 * chc_recheck_aux */
void chc_export_facts(chc_sys *s, const chc_aux *aux, chc_result *out);

/* cells.c: the memory cells that are state (s->cells, s->cellof; needs
 * s->fns[].used) */
void chc_cells(chc_sys *s);
/* the cell a load or store of w bits at address p accesses, -1 */
int32_t chc_cell_at(const chc_sys *s, ir_val p, unsigned w);

/* builds s->clauses for main of s->m (s->run, m, o, smt set by the
 * caller); false with s->fail when a construct is not supported */
bool chc_encode(chc_sys *s);
void chc_sys_free(chc_sys *s);

#endif
