/*
 * smt.h -- the only module that calls Z3.
 *
 * A context holds one incremental solver over linear (and, soundly,
 * non-linear) integer arithmetic.  Terms are hash-consed by Z3 and live as
 * long as the context.  `smt_valid(c, phi)` asks whether phi follows from
 * the current assertions: it is true only when Z3 proves UNSAT(¬phi);
 * a timeout, an unknown or a Z3 error all mean "not proved".  Validity
 * answers are cached per assertion stack state.
 */
#ifndef SMT_H
#define SMT_H

#include "../util/mt.h"

typedef struct smt_ctx smt_ctx;
typedef struct _Z3_ast *smt_term; /* Z3_ast */

typedef enum smt_cmp { SMT_EQ, SMT_NE, SMT_LT, SMT_LE, SMT_GT, SMT_GE } smt_cmp;
typedef enum smt_result { SMT_UNSAT, SMT_SAT, SMT_UNKNOWN } smt_result;

/* timeout_ms bounds every check (0: none) */
smt_ctx *smt_new(mt_run *run, unsigned timeout_ms);
void smt_free(smt_ctx *c); /* NULL is a no-op */

smt_term smt_int(smt_ctx *c, int64_t v);
smt_term smt_var(smt_ctx *c, const char *name); /* integer variable */
smt_term smt_add(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_sub(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_mul(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_rel(smt_ctx *c, smt_cmp op, smt_term a, smt_term b);
smt_term smt_true(smt_ctx *c);
smt_term smt_not(smt_ctx *c, smt_term a);
smt_term smt_and(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_or(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_implies(smt_ctx *c, smt_term a, smt_term b);

void smt_push(smt_ctx *c);
void smt_pop(smt_ctx *c);
void smt_assert(smt_ctx *c, smt_term phi);
smt_result smt_check(smt_ctx *c);
/* assertions |= phi, proved by Z3 (cached) */
bool smt_valid(smt_ctx *c, smt_term phi);
/* after smt_check == SMT_SAT: the model's value of t */
bool smt_model_int(smt_ctx *c, smt_term t, int64_t *out);
/* the term as SMT-LIB text (mt_free) */
char *smt_to_string(smt_ctx *c, smt_term t);

#endif
