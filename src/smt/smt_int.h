/*
 * smt_int.h -- internals shared by the .c files of smt/ (smt.c: terms and
 * the incremental solver; horn.c: constrained Horn clauses).  Private to
 * src/smt: nothing outside calls Z3.
 */
#ifndef SMT_INT_H
#define SMT_INT_H

#include "smt.h"

#include <z3.h>

typedef struct smt_cache_slot {
  uint64_t key; /* (state << 32) | ast id, +1 so that 0 means empty */
  uint8_t valid;
} smt_cache_slot;

struct smt_ctx {
  mt_run *run;
  Z3_context z;
  Z3_solver s;
  Z3_solver scratch;     /* smt_valid_from (0: not made yet) */
  Z3_sort int_sort, real_sort, bool_sort;
  Z3_model model;
  Z3_model cm;           /* a model of the assertions of state cm_state (NULL: none) */
  uint32_t cm_state;
  unsigned timeout_ms;   /* the context's per-check bound (0: none) */
  bool deadline_unknown; /* the last check ran out of the time the run's deadline left it */
  unsigned cur_timeout;  /* the bound currently set on the solver (0: none) */
  char *error;           /* first Z3 error (sticky) */
  uint32_t state;        /* changes with every assert / push / pop */
  uint32_t next_state;
  MT_VEC(uint32_t) saved; /* state at each push */
  uint32_t depth;        /* pushes done through smt_push */
  smt_cache_slot *cache;
  uint32_t cache_cap, cache_len;
};

/* records the first Z3 error (sticky); true when the last call failed */
bool smt_failed(smt_ctx *c);
/* a, or NULL (with the error recorded) when the last call failed */
smt_term smt_ok(smt_ctx *c, Z3_ast a);
/* the time a query may take now in ms (the context's bound, at most half
 * the time left before the run's deadline); 0: none left */
unsigned smt_query_ms(smt_ctx *c);

#endif
