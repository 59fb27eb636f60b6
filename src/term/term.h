/*
 * term.h -- termination of integer transition systems by ranking
 * functions (prefix rank_, STYLE.md: a bare term_ would read as "SMT term").
 *
 * The prover (term.c) works SCC by SCC on the location graph:
 *
 *  - A component is a tuple ⟨f_1..f_d⟩ of affine functions per location,
 *    f_i(l, x) = c_{i,l}·x + c_{i,l,0}, with a set S of the SCC's rules it
 *    removes:
 *        on τ ∈ S:  f_1(x) - f_1(x') >= 1,
 *                   f_{i-1}(x) + f_i(x) - f_i(x') >= 1   (2 <= i <= d),
 *                   f_d(x) >= 0;
 *        on τ ∉ S:  f_i(x) - f_i(x') >= 0 for every i,
 *    where x is the pre state at τ's source and x' the post state at its
 *    target.  d = 1 is a linear (Podelski–Rybalchenko) ranking function,
 *    d >= 2 a nested multiphase one (Ben-Amram & Genaim); any infinite run
 *    in the SCC uses S only finitely often.  The rules of S are removed,
 *    SCCs are recomputed and the rest is proved the same way, which makes
 *    the components a lexicographic ranking function.
 *  - Candidates come from Farkas' lemma: one LP over the rationals (Z3,
 *    incremental) per attempt, S grown greedily rule by rule; a rational
 *    solution is scaled to integers.
 *  - Nothing counts before rank_check re-proves it: one validity query per
 *    rule and condition, over the INTEGERS, in a separate Z3 context, from
 *    the rules themselves (not from the LP).  Abstracted terms of the ITS
 *    are unconstrained values in both (its.h), so nothing is assumed about
 *    them.  A timeout or unknown is "not proved".
 *
 * Verdict: proved only when every SCC's rules are removed by re-checked
 * components; otherwise not proved with a reason.
 */
#ifndef TERM_H
#define TERM_H

#include "../its/its.h"

/* one re-checked ranking component of the proof, as printed in it */
typedef struct rank_fun {
  char *locs;     /* its locations, ", "-separated ("main:15:n211, main:14:n191") */
  char *fun;      /* the function: "call - i.0"; per location "main:15:n211: 2*i8.0, ...";
                     multiphase "f1: ...; f2: ..." */
  char *fun_c;    /* the same over C variables, per location ("main:15:n211: 2*i, ..."),
                     or NULL when a variable of it has no C name at its loop */
  uint32_t depth; /* 1: linear; >= 2: multiphase */
} rank_fun;

typedef struct rank_result {
  bool proved;
  mt_buf proof;   /* the argument, SCC by SCC (also when not proved) */
  char *reason;   /* when !proved (mt_free via rank_result_free) */
  rank_fun *funs; /* the components found, in the order of the proof */
  uint32_t nfuns;
} rank_result;

/* Proves termination of s (simplified in place: unreachable locations,
 * rules outside cycles and rules unsatisfiable over the integers are
 * dropped).  Respects run->deadline and run->opt->smt_timeout (ms; 2000
 * when run->opt is NULL).  Returns MT_OK with the answer in *out. */
mt_status rank_prove(mt_run *run, its *s, rank_result *out) MT_MUST_CHECK;
void rank_result_free(rank_result *r);
/* frees n components (rank_result.funs) and the array */
void rank_funs_free(rank_fun *funs, uint32_t n);

/* ---- the certificate checker (also used by tests) ------------------------------ */
typedef struct rank_comp {
  uint32_t depth;       /* 1: linear; >= 2: multiphase */
  uint32_t nloc, nvar;  /* as in the ITS */
  int64_t *c;           /* c[(i·nloc + l)·(nvar+1) + j]; j == nvar: the constant */
} rank_comp;

#define RANK_COEF(f, i, l, j) ((f)->c[((size_t)(i) * (f)->nloc + (l)) * ((f)->nvar + 1) + (j)])

/* Whether f satisfies, over the integers, the conditions above for rule r
 * (strict: τ ∈ S; otherwise non-increase).  Fresh queries in the given
 * context (an integer smt_ctx of the caller); each query counted in
 * term_checks.  False on any doubt. */
struct smt_ctx;
bool rank_check_rule(struct smt_ctx *chk, mt_run *run, const its *s, const its_rule *r,
                     const rank_comp *f, bool strict);

/* f_i at location l as text, e.g. "x - y + 1" (appended to b) */
void rank_print_fun(mt_buf *b, const its *s, const rank_comp *f, uint32_t i, uint32_t l);
/* the same over the C variables at location l (its_cname); false, with
 * part of it in b, when a variable of it has no C name there */
bool rank_print_fun_c(mt_buf *b, const its *s, const rank_comp *f, uint32_t i, uint32_t l);

/* ---- non-termination (nonterm.c) ----------------------------------------------- */
/* A lasso of the ITS: a stem from the start location (any start values) to
 * a location h, a cycle C through h and a recurrent set R at h (every
 * state of R has a successor through C in R), inferred from C (backward
 * iteration with quantifier elimination, fixed points, Houdini) and
 * re-checked in a fresh context: the stem's concrete steps, R at its end,
 * R's closure over the integers.  Only rules without abstracted terms are
 * used, and nothing is tried when the input restricted the start values
 * (its.h, start_cond): those add runs. */
typedef struct nonterm_result {
  bool found;
  mt_buf proof;  /* the lasso as found and checked */
  char *reason;  /* when !found */
} nonterm_result;

/* Looks for a lasso until `until` (mt_now() time; <= 0: the run's deadline
 * only).  s is not changed. */
mt_status nonterm_prove(mt_run *run, const its *s, double until, nonterm_result *out)
    MT_MUST_CHECK;
void nonterm_result_free(nonterm_result *r);

#endif
