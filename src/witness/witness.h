/*
 * witness.h -- SV-COMP verification witnesses.
 *
 * Violation witnesses for counterexamples that the interpreter confirmed:
 * the sequence of nondet values (each as `\result == v` at the return of
 * its nondet call) followed by the violation.  Two formats:
 *   - GraphML 1.0 (a path-shaped witness automaton: entry node, one edge per
 *     nondet return with startline / assumption / assumption.resultfunction,
 *     a violation node);
 *   - YAML 2.0 `violation_sequence` (one segment per nondet return with a
 *     follow waypoint of type function_return, the last with a target).
 * The format follows the file name: .yml / .yaml → YAML 2.0, else GraphML.
 * Non-termination witnesses (stem + cycle) are GraphML only; correctness
 * witnesses (loop invariants) YAML 2.0 invariant_set only.
 */
#ifndef WITNESS_H
#define WITNESS_H

#include "../exec/exec.h"

typedef struct witness_task {
  const char *program;       /* program file as given to memterm */
  const char *spec;          /* property text (one line of the .prp) */
  unsigned ptr_size;         /* 4: ILP32 / 32bit, 8: LP64 / 64bit */
  const char *producer;      /* "memterm" */
  const char *version;
  /* the lowered program (NULL: locations are taken as they are): a
   * location is written as the physical line of the program file that
   * holds it (SV-COMP's convention, also for a preprocessed file whose
   * line directives name other files), else -- code of a header the
   * program includes -- as that file's name and line */
  const ir_module *m;
} witness_task;

typedef enum witness_format { WITNESS_GRAPHML, WITNESS_YAML } witness_format;

witness_format witness_format_of(const char *path);

/* Write the violation witness of the confirmed run `cex` to `path`.
 * MT_ERR_IO with a message in *err (mt_free) when the file cannot be
 * written or the program cannot be read for its hash. */
mt_status witness_write_violation(const char *path, const witness_task *t,
                                  const exec_result *cex, char **err) MT_MUST_CHECK;

/* A non-termination witness (GraphML 1.0, as in sv-witnesses'
 * termination/ examples): the stem (entry, main entered, one edge per
 * nondet value drawn before the loop, then the loop head entered), the
 * cyclehead node at the loop head with the recurrent set as its
 * invariant, and the cycle (one edge per nondet value one round of the
 * loop draws, then the loop head entered again).  Owns its arrays
 * (witness_nonterm_free). */
typedef struct witness_nonterm {
  int64_t *vals;          /* the stem's values, then the cycle's */
  exec_site *sites;       /* where each is drawn */
  uint32_t nstem, ncycle;
  char *invariant;        /* C expression over the source variables ("1": none) */
} witness_nonterm;

void witness_nonterm_free(witness_nonterm *w);

/* Writes w to path as GraphML (the spec is LTL(F end)).  A YAML path is
 * the caller's business: YAML 2.0 has no non-termination witnesses. */
mt_status witness_write_nonterm(const char *path, const witness_task *t, const witness_nonterm *w,
                                char **err) MT_MUST_CHECK;

/* A loop invariant of a correctness witness */
typedef struct witness_inv {
  const char *func;  /* the loop's function (module-owned) */
  ir_loc loc;        /* the loop statement's keyword; col 0: unknown */
  char *expr;        /* C expression (owned: witness_invs_free) */
} witness_inv;

void witness_invs_free(witness_inv *invs, uint32_t n);

/* Writes a YAML 2.0 correctness witness (one invariant_set entry, one
 * loop_invariant per element of invs) to path. */
mt_status witness_write_correctness(const char *path, const witness_task *t,
                                    const witness_inv *invs, uint32_t n, char **err) MT_MUST_CHECK;

/* SHA-256 of a file as 64 lowercase hex digits (+ NUL) */
mt_status witness_sha256_file(const char *path, char out[65], char **err) MT_MUST_CHECK;

#endif
