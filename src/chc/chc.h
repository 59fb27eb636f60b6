/*
 * chc.h -- proofs by constrained Horn clauses (issue 37): the program as a
 * system of Horn clauses over linear integer arithmetic, solved by Z3's
 * Spacer (IC3/PDR), the solution re-checked clause by clause.
 *
 * Encoding (encode.c), per function that main reaches by direct calls:
 *  - a relation per basic block, over the function's entry values (its
 *    parameters and the state cells when it was entered), the SSA
 *    values live at the block's entry, and the state cells now;
 *  - Sum_f(parameters, globals at entry, result, globals at exit) and
 *    Err_f(parameters, globals at entry): f returns so, or reaches an error
 *    from there (itself or in a callee) -- recursion is a cycle of clauses;
 *  - a clause per edge of the CFG (the block's instructions as exact
 *    constraints), per return, per error; main's entry holds the globals'
 *    initial values, and the query is that Err_main is empty.
 * Integers are mathematical integers in a reading per value (signed or
 * unsigned, chosen by its uses; conversions between readings are exact),
 * fixed-width arithmetic is exact (a wrap is `r = e - 2^w k` with r in
 * range), nsw arithmetic is checked (no-overflow) or wraps (unreach-call).
 * Memory cells whose object's address does not escape are state (cells.c:
 * integers at constant offsets of a global or of an alloca of main); all
 * other memory is havocked (a load gives any value of its type; stores
 * are dropped), which over-approximates every run: a proof holds for the
 * program.  `&`, `|` and `^` with a constant of at most
 * four runs of ones are exact (each run's bits by a division with
 * remainder: `i & 63`, `flags | 4`); other non-linear operations and bit
 * operations give any value in range with the facts that hold (a mask
 * bounds an `and`).
 *
 * Every answer is re-checked (chc.c): a SAFE solution is an interpretation
 * of every relation; each clause, with the interpretations put in, is
 * checked valid by an ordinary SMT check of memterm's own before the proof
 * counts, and a clause that does not re-check drops the whole solution.
 * UNSAFE is never a counterexample: it only says the stage has no proof.
 */
#ifndef CHC_H
#define CHC_H

#include "../ir/ir.h"

typedef struct chc_opts {
  bool reach_error;    /* unreach-call: a call of reach_error() is the error */
  bool overflow;       /* no-overflow: nsw overflow and IR_BI_UB_CHECK are errors */
  unsigned timeout_ms; /* Spacer's budget (the run's deadline also holds) */
  unsigned smt_timeout_ms; /* per re-check query */
  bool invariants;     /* a proof's loop invariants in C (chc_result.invs) */
  bool facts;          /* the auxiliary invariants as facts at cut points
                          (chc_result.facts), also without a proof */
} chc_opts;

typedef enum chc_verdict {
  CHC_PROVED,   /* Spacer's solution, every clause re-checked */
  CHC_NO_PROOF, /* Spacer derived false: no proof (not a counterexample) */
  CHC_UNKNOWN,  /* no answer: unsupported construct, timeout, a failed re-check */
} chc_verdict;

/* a loop invariant of a proof: the interpretation of a loop head's
 * relation over the C variables there (ir_block.vars), as C */
typedef struct chc_inv {
  uint32_t func, block;
  char *expr;
} chc_inv;



typedef struct chc_result {
  chc_verdict verdict;
  bool by_aux;             /* CHC_PROVED by the auxiliary invariants alone */
  char *reason;            /* CHC_UNKNOWN / CHC_NO_PROOF: why (mt_free) */
  bool out_of_time;        /* CHC_UNKNOWN: Spacer gave no answer within the
                              share (a longer one may give one) */
  uint32_t nrels, nclauses;
  chc_inv *invs;           /* CHC_PROVED: loop invariants in C (mt_free each) */
  uint32_t ninvs;
  ir_fact *facts;          /* chc_opts.facts: the auxiliary invariants at
                              cut points (the entry, loop heads), when every
                              clause into a relation re-checked under them;
                              integers of the frame only (mt_free) */
  uint32_t nfacts;
} chc_result;

/* Encode main of m for the property of o, solve, re-check.  With neither
 * reach_error nor overflow there is no error to prove absent: only the
 * facts (chc_opts.facts) are of use, and the verdict says nothing.  MT_OK with the
 * verdict in *out (chc_result_free); a construct the encoding does not
 * support is CHC_UNKNOWN naming it, never an error. */
mt_status chc_prove(mt_run *run, const ir_module *m, const chc_opts *o, chc_result *out);
void chc_result_free(chc_result *r);

#endif
