/*
 * bmc.h -- bounded model checking of main (issue 5; seed 001, SEAM).
 *
 * The program is unrolled from main: calls are inlined (recursion up to
 * the bound), every block is entered at most `bound` times per call, and
 * the bound grows 1, 2, 4, ... up to bmc_opts.max_bound within the run's
 * deadline.  Values are Z3 bit-vectors of the IR's widths; a pointer is a
 * (base, offset) pair, every allocation a fresh base larger than the
 * previous ones (SEAM).  Memory is either SEAM's store list, whose reads
 * are rewritten eagerly into if-then-else chains pruned by the address
 * ranges of the stores, or a plain theory-of-arrays encoding.
 *
 * The unrolling is explored path by path (a depth-first tree of guarded
 * paths on one incremental solver: every branch is a push and an
 * assertion), so each verification condition is "this path's guard and
 * the violation".  A satisfying model gives the nondet values in the
 * order the path draws them, which is the order the interpreter will.
 *
 * A model is only a candidate: bmc_run hands its nondet list to the
 * caller's `confirm` callback (the driver replays it in exec/) and stops
 * when the callback accepts it.
 *
 * Proof mode (bmc_opts.prove): the same unrolling as a proof for programs
 * whose every path ends within the bound.  The encoding then
 * over-approximates wherever the candidate mode follows the replay's one
 * run (uninitialized memory and undef values are unconstrained, not zero),
 * and everything the encoding cannot follow exactly ends the attempt with
 * a reason: a satisfiable or unknown violation query, undefined behaviour
 * the unrolling would drop (division by zero, a shift too wide,
 * `unreachable`, an invalid access under a property that does not check
 * it, signed overflow under termination), a heap block that may be live
 * at the end of a path (valid-memtrack needs reachability, which proof
 * mode does not model: it asks for none), pointers turned into integers,
 * ordered comparisons of pointers that may point into different blocks,
 * nondet pointers, output functions that read memory, VLA scopes, and any
 * path given up.  The result is a proof only when no path was cut by the
 * bound and none of these happened: every execution of the program is
 * one of the explored paths, and every violation query on each of them
 * was unsatisfiable.
 */
#ifndef BMC_H
#define BMC_H

#include "../ir/ir.h"

typedef struct bmc_opts {
  bool memsafety;      /* valid-deref, valid-free, valid-memtrack */
  bool memcleanup;     /* valid-memcleanup */
  bool reach_error;    /* unreach-call: a call of reach_error() */
  bool overflow;       /* no-overflow: nsw add/sub/mul, sdiv/srem, abs */
  bool arrays;         /* memory as a theory-of-arrays term, not SEAM */
  bool malloc_fail;    /* --malloc-may-fail: malloc/calloc/realloc draw a nondet
                          value first (as the interpreter does); not 0: NULL */
  uint32_t max_bound;  /* largest unrolling bound tried (>= 1) */
  uint32_t min_bound;  /* first bound tried (0: 1) */
  uint32_t smt_timeout_ms; /* per query */
  bool prove;          /* proof mode (see above): no candidates, no callback */
} bmc_opts;

/* Called with a candidate: the nondet values in call order and what the
 * model violates ("valid-deref", ...).  Returns true when the candidate is
 * confirmed (bmc_run then stops). */
typedef bool (*bmc_confirm_fn)(void *ud, const int64_t *nondet, uint32_t n, const char *sub);

typedef enum bmc_verdict {
  BMC_CONFIRMED,   /* the callback accepted a candidate */
  BMC_NONE,        /* every path ended within the bound: no violation */
  BMC_BOUNDED,     /* no confirmed violation up to `depth` (paths were cut) */
} bmc_verdict;

typedef struct bmc_result {
  bmc_verdict verdict;
  bool complete;         /* no path was cut by the bound: every path ended (or
                            was given up, see reason), so deeper bounds cannot
                            add one; the deepening stopped there.  Never a
                            proof: given-up paths and the models BMC does not
                            have (floats, ...) remain */
  uint32_t depth;        /* the last bound explored completely */
  uint32_t candidates;   /* models handed to the callback */
  uint32_t rejected;     /* of these, not confirmed */
  char *reason;          /* why paths were given up, or NULL (mt_free) */
  bool proved;           /* proof mode: every path ended within `depth` and no
                            violation, undefined behaviour or imprecision is
                            possible on any of them */
  char *not_proof;       /* proof mode: why the run is no proof (mt_free), or
                            NULL (then either proved, or the bound / deadline
                            stopped it: see complete) */
  uint32_t paths;        /* paths explored at the last bound */
  uint32_t queries;      /* SMT checks at the last bound */
  double solve_time;     /* seconds in Z3 checks */
} bmc_result;

/* Runs the deepening loop until a candidate is confirmed, no path is cut
 * by the bound (every path ended or was given up: a deeper bound would
 * explore the same paths), max_bound is done or run->deadline passes.  Returns
 * MT_ERR_INPUT when there is no main.  Frees nothing of `m`. */
mt_status bmc_run(mt_run *run, const ir_module *m, const bmc_opts *o, bmc_confirm_fn confirm,
                  void *ud, bmc_result *res) MT_MUST_CHECK;
void bmc_result_free(bmc_result *res); /* NULL-safe fields */

#endif
