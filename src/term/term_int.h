/* term_int.h -- internals of term/ shared by its .c files. */
#ifndef TERM_INT_H
#define TERM_INT_H

#include "../smt/smt.h"
#include "term.h"

/* ---- location invariants (inv.c) --------------------------------------------- */
/* An invariant map: per location a conjunction of atoms  lin <= 0  over the
 * pre values (variable indices < nvar). */
typedef struct rank_inv {
  uint32_t nloc;
  uint32_t *n;      /* atoms per location */
  its_lin **atom;   /* atom[l][0..n[l]-1] */
} rank_inv;

/* Infers invariants (Houdini: candidate inequalities dropped until the rest
 * is inductive), re-checks them (rank_check_inductive) and conjoins them to
 * the rules: inv(from) on the pre values and inv(to) on the post values.
 * The start location's invariant is always true (runs start anywhere).
 * Must run before rules off cycles are dropped (they carry the initial
 * values).  Returns the number of invariant atoms; prints them to proof. */
uint32_t rank_invariants(mt_run *run, its *s, smt_ctx *chk, mt_buf *proof);

/* Whether  inv(from)(x) ∧ rule(x, x') ⇒ inv(to)(x')  holds over the
 * integers (one validity query; false on any doubt). */
bool rank_check_inductive(smt_ctx *chk, mt_run *run, const its *s, const its_rule *r,
                          const rank_inv *inv);

/* integer terms of a rule's variables: x<j>, x<j>', t<k> (caller frees) */
smt_term *rank_rule_vars(smt_ctx *c, const its *s, const its_rule *r);
/* Σ k·v + c over vars */
smt_term rank_lin_term(smt_ctx *c, const its_lin *e, smt_term *vars);
/* the rule's atoms as one formula */
smt_term rank_rule_formula(smt_ctx *c, const its_rule *r, smt_term *vars);

#endif
