/*
 * recur.h -- non-termination of simple loops by recurrent sets.
 *
 * For a loop of main (natural loop, no inner loop) whose body is plain
 * integer arithmetic -- nsw add/sub, multiplication by constants, signed
 * division and remainder by constants, sext, signed and equality
 * comparisons, branches, phis, nondet calls -- every
 * path from the loop head back to it is a transition  x -> post(x)  under
 * a path condition pc(x), exact for mathematical integers (SV-COMP's
 * convention for signed values; unsigned operations, memory, calls and
 * everything else make memterm skip the loop).  A nondet call on the path
 * is fixed to a constant (1, 0 or -1).  A recurrent set R (a conjunction of
 * linear atoms over the loop head's values) with
 *     R(x) => pc(x),     R(x) => R(post(x)),     R(s0)
 * where s0 is the state a concrete run reaches at the loop head (its inputs
 * chosen by Z3 from the stem's integer code first -- a fixed point of a
 * path, or a state that takes it several times --, then random), proves an
 * infinite run: the stem to s0, then the path for ever.  R comes from
 * candidates (the path's conditions, signs, orders between values, bounds
 * by s0) pruned Houdini-style; the three conditions are re-checked over the
 * integers in a fresh Z3 context before anything is reported, and the stem
 * is replayed.
 */
#ifndef RECUR_H
#define RECUR_H

#include "../exec/exec.h"

#define RECUR_MAX_VARS 12

/* an atom of the recurrent set: the branch condition number cond (>= 0) of
 * the loop's path, or (cond < 0)  Σ a[i]·x_i + c >= 0  over the loop's
 * variables */
typedef struct recur_atom {
  int32_t cond;
  int64_t a[RECUR_MAX_VARS];
  int64_t c;
} recur_atom;

/* What a found lasso is (report_recur prints it).  Names are the module's. */
typedef struct recur_result {
  bool found;
  const char *func;      /* the loop's function */
  ir_loc loc;            /* its head's first located instruction */
  uint32_t nvar;         /* the loop's variables: the head's phis, then values from before */
  const char *var[RECUR_MAX_VARS]; /* their IR names ("?" when unnamed) */
  int64_t s0[RECUR_MAX_VARS];      /* the replayed stem's state at the head */
  uint32_t natom;
  recur_atom *atom;      /* R (mt_free) */
  uint32_t npath;
  const char **path;     /* the path's blocks, head ... latch, by name (mt_free) */
  /* the stem's nondet values (those of the replayed run up to the loop
   * head), then the path's, which the cycle draws every round (mt_free);
   * also the witness's */
  int64_t *vals;
  exec_site *sites;
  uint32_t nstem, ncycle;
  char *invariant;   /* R's atoms over C variables as a C expression, "1" when
                        none can be written (mt_free) */
} recur_result;

/* Looks for a recurrent set of a loop of main within the run's deadline. */
mt_status recur_find(mt_run *run, const ir_module *m, recur_result *out) MT_MUST_CHECK;
void recur_result_free(recur_result *r);

#endif
