/*
 * seg.h -- the symbolic execution graph (seeds 000 and 003).
 *
 * seg_build explores main() over abstract states:
 *
 *   state = call stack of frames (position, LV: IR value -> symbolic
 *           variable, injective), a knowledge base KB (conjunction of linear
 *           integer atoms over symbolic variables), the allocation list AL
 *           (heap, stack and global blocks [lo, hi]) and the points-to set PT
 *           of typed atoms  addr ->ty value.
 *
 * Every side condition is a validity query  <a> |= phi  to Z3 (smt/), where
 * <a> is KB plus block positivity and pairwise disjointness, the range of
 * every variable (fixed-width integers, signed or unsigned reading, seed
 * 003) and, for PT atoms of one type, "equal addresses hold equal values".
 * A condition that is neither provable nor refutable splits the state
 * (refinement); one that must hold and cannot be proved ends the path in an
 * ERR node.  At loop heads a new state is either an instance of an ancestor
 * (generalization edge) or merged with it (seed 000 Def. 7 with the
 * inequality, strict-inequality and difference-relation extensions); the
 * ancestor's subtree is then rebuilt from the merged state.
 *
 * A complete graph (no ERR node, every leaf a program end) proves the
 * property the graph was built for: memory safety (valid-deref, valid-free,
 * valid-memtrack), memory cleanup, unreachability of reach_error, absence of
 * signed overflow.  An ERR node is never a counterexample: the answer is
 * then unknown with the node's reason.
 */
#ifndef SEG_H
#define SEG_H

#include "../ir/ir.h"

/* A proved contract of a function (contracts/, driver/entry.c) that its
 * calls check instead of exploring it (contract.c).  The proof covers
 * every call from an entry state the contract allows: each pointer
 * argument null where allowed or at the start of its own block, of any
 * size and contents the requirement allows, globals at their initial
 * values.  So the driver gives one only for a function that frees nothing,
 * allocates nothing, cannot end the program, names no mutable global and
 * does nothing memterm cannot follow (ctr_effects). */
struct ctr_req;
struct ctr_ens;
typedef struct seg_contract {
  uint32_t nparams;
  const struct ctr_req *req;  /* per parameter; NULL: no contract */
  const bool *writes;         /* per parameter: may write through it */
  char *const *clause;        /* per parameter: its requires clause in ACSL
                                 (NULL: none), for messages */
  const struct ctr_ens *ens;  /* its proved postconditions */
  uint32_t nens;
} seg_contract;

typedef struct seg_opts {
  bool memtrack;       /* heap blocks must stay reachable; leaks at exits */
  bool memcleanup;     /* the heap must be empty at every program end */
  bool reach_error;    /* a call of reach_error() is ERR */
  bool overflow;       /* signed overflow (nsw) is ERR, not wrap-around */
  bool math_ints;      /* --int-semantics=math: unbounded integers */
  bool signed_unbounded; /* signed values are mathematical integers (no
                          range, nsw arithmetic exact); unsigned ones keep
                          their fixed width: SV-COMP's termination
                          convention that signed overflow does not happen */
  bool record_trans;   /* keep each edge's transition formula (seg_to_its) */
  bool malloc_fail;    /* --malloc-may-fail: an allocation may return NULL */
  uint32_t max_states; /* bound on the graph: beyond it, unknown */
  uint32_t unroll;     /* > 0: a loop head is merged with an ancestor only
                          when the path has visited it that often (loops
                          with a small constant bound, such as list
                          builders, are then explored exactly) */
  uint32_t smt_timeout_ms;
  bool summaries;      /* a function with a loop (not main, not recursive)
                          is explored once from an abstract entry state that
                          covers its calls, which go on from its return
                          summary (summary.c) -- not with record_trans */
  const seg_contract *contracts; /* per function of the module (by index),
                          or NULL: a call of a function with a contract
                          goes on from the contract when the caller's state
                          provably satisfies it (contract.c) -- not with
                          record_trans */
  const ir_fact *hints;  /* facts that hold in every run (ir.h; from the
                          Horn-clause stage): each is added to the KB of
                          every state at its block when that block is a
                          loop head, and to a merge there (hints.c) --
                          not with math_ints or signed_unbounded, whose
                          integers are not the facts' */
  uint32_t nhints;
} seg_opts;

typedef enum seg_verdict {
  SEG_PROVED,  /* complete graph without ERR node */
  SEG_ERR,     /* an ERR node was reached (reason, loc) */
  SEG_GAVE_UP, /* bounds, deadline, unsupported construct (reason) */
} seg_verdict;

typedef struct seg_graph seg_graph;

typedef struct seg_result {
  seg_verdict verdict;
  char *reason;    /* mt_free'd by seg_result_free */
  const char *sub; /* property the ERR node is about ("valid-deref", ...) */
  ir_loc loc;      /* of the ERR node's instruction */
  const char *func;
  bool cyclic;     /* the graph has generalization edges closing a cycle */
  uint32_t nodes, merges;
} seg_result;

/* Builds the graph of main().  *out owns the graph (seg_free); the result
 * is filled in any case.  Returns MT_OK unless memterm itself failed. */
mt_status seg_build(mt_run *run, const ir_module *m, const seg_opts *o, seg_graph **out,
                    seg_result *res) MT_MUST_CHECK;
void seg_result_free(seg_result *r);
/* how many functions a graph with options o summarizes that it would
 * inline without seg_opts.summaries (0: both graphs are the same) */
uint32_t seg_summarized_funcs(const ir_module *m, const seg_opts *o);
void seg_free(seg_graph *g); /* NULL is a no-op */

/* The integer transition system of a complete graph (to_its.c): one
 * location per cut point (the root and the targets of instance edges), one
 * rule per tree path between them, over roles named after program
 * variables.  Needs a graph built with record_trans.  *out: its_free. */
struct its;
mt_status seg_to_its(const seg_graph *g, struct its **out) MT_MUST_CHECK;

/* A loop invariant of a complete graph (invariants.c): at the head of a
 * loop with a loop statement (ir_block.loop_loc), a C expression over the
 * head's C variables (ir_block.vars) that holds in every state the graph
 * has there -- the KB atoms it can write exactly in C, common to all the
 * states or as a short disjunction; "1" when nothing can be written. */
typedef struct seg_loop_inv {
  const ir_func *f;
  uint32_t block;
  char *expr;      /* mt_free (seg_loop_invs_free) */
} seg_loop_inv;

/* One invariant per loop head the complete graph g reaches, in function
 * and block order.  MT_ERR_INTERNAL when g is not a proof.  Only sound
 * for graphs whose integers are C's (not seg_opts.math_ints): the caller's
 * business. */
mt_status seg_loop_invariants(const seg_graph *g, seg_loop_inv **out, uint32_t *n) MT_MUST_CHECK;
void seg_loop_invs_free(seg_loop_inv *invs, uint32_t n);

/* the list invariants of the graph's generalized loop-head states, one
 * line each ("  main:15: list from p (...): length n, at least 0, ends in
 * NULL"); nothing when there are none */
void seg_list_describe(const seg_graph *g, mt_buf *out);

/* the graph for Graphviz: state summaries, edge kinds, ERR reasons */
void seg_write_dot(FILE *out, const seg_graph *g);

#endif
