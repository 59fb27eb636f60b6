/*
 * exec.h -- the concrete checking interpreter: the oracle that confirms
 * every counterexample memterm prints.
 *
 * Memory is a set of blocks of bytes (globals, string literals, stack
 * frames' allocas, heap); a pointer is (block, offset) with a concrete
 * address (block base + offset) for ptrtoint; little-endian.  Every access
 * is checked (null, out of bounds, freed block, dead stack block), every
 * free (not a heap block start, double free), signed overflow (nsw ops and
 * the *.with.overflow intrinsics clang emits for checked arithmetic),
 * division by zero, too-wide shifts, reach_error(), and leaks at exit.
 * The first violation ends the run.
 */
#ifndef EXEC_H
#define EXEC_H

#include "../ir/ir.h"

typedef enum exec_outcome {
  EXEC_EXIT,           /* main returned or exit() was called */
  EXEC_ABORT,          /* abort(), __assert_fail, __VERIFIER_error, llvm.trap */
  EXEC_ASSUME_FALSE,   /* __VERIFIER_assume(0): the path is infeasible */
  EXEC_VIOLATION,      /* see exec_violation */
  EXEC_STEP_LIMIT,     /* max_steps executed */
  EXEC_TIMEOUT,        /* the run's deadline passed */
  EXEC_RESOURCE_LIMIT, /* memory, address space or call depth of the interpreter */
  EXEC_UNSUPPORTED,    /* reached a construct the interpreter lacks */
  EXEC_PROBE,          /* opts.probe_block: main entered that block (probe_vals) */
  EXEC_LASSO,          /* opts.lasso: the whole program state at a loop head
                          repeated (lasso_* below): the run can go on for ever */
} exec_outcome;

typedef enum exec_violation {
  EXEC_V_NONE,
  EXEC_V_DEREF,        /* valid-deref: invalid load/store/memcpy/... */
  EXEC_V_FREE,         /* valid-free: free of a non-heap-start or freed block */
  EXEC_V_MEMTRACK,     /* valid-memtrack: unreachable unfreed block at exit */
  EXEC_V_MEMCLEANUP,   /* valid-memcleanup: unfreed block at exit */
  EXEC_V_REACH_ERROR,  /* unreach-call: reach_error() called */
  EXEC_V_OVERFLOW,     /* no-overflow: signed integer overflow */
  EXEC_V_UB,           /* other undefined behaviour (div by 0, bad shift, ...) */
} exec_violation;

/* SV-COMP subproperty name: "valid-deref", ..., "unreach-call",
 * "no-overflow"; "undefined-behavior" for EXEC_V_UB */
const char *exec_violation_name(exec_violation v);
const char *exec_outcome_name(exec_outcome o);

typedef struct exec_opts {
  const int64_t *nondet;   /* values for the nondet calls, in order */
  uint32_t nnondet;
  uint64_t seed;           /* after the list: 0 = zeros, else pseudo-random */
  bool nondet_cycle;       /* after the list: the list again, for ever (a
                            * periodic choice: lasso searches) */
  uint64_t max_steps;      /* instruction bound */
  FILE *out;               /* the program's stdout (printf, ...); NULL = discard */
  bool check_overflow;     /* signed overflow (nsw) is a violation; else it wraps */
  bool nondet_stops;       /* the first nondet value ends the run (EXEC_UNSUPPORTED):
                            * a run that is the program's only execution or nothing */
  bool malloc_fail;        /* --malloc-may-fail: every malloc, calloc, realloc
                            * and strdup draws a nondet value first; 1 (any
                            * value but 0) makes it return NULL */
  bool reach_error_stops;  /* reach_error() is the unreach-call violation; else
                            * its body runs like any function's */
  uint8_t uninit;          /* byte filling fresh malloc'd and stack memory: its
                            * contents are indeterminate, 0 is one choice */
  /* Non-termination.  lasso: at every loop-head entry (a jump back to an
   * earlier block) the complete program state (frames, registers, every
   * block with its bytes, the allocator) is hashed; a repeated hash stops
   * the run with EXEC_LASSO.  A hash is only a candidate: lasso_check
   * (steps of the two visits, lasso_from < lasso_to) re-runs with the same
   * inputs, snapshots the state at the first visit and compares it byte
   * by byte at the second (exec_result.lasso_confirmed). */
  bool lasso;
  uint64_t lasso_from, lasso_to;
  /* the candidate to confirm is a recursion (exec_result.lasso_entry) */
  bool lasso_entry;
  /* probe_block = b + 1: stop with EXEC_PROBE the first time main's frame
   * (the only one) enters block b, with main's registers in probe_vals */
  uint32_t probe_block;
  /* trace: record the source lines the run executes (exec_result.trace);
   * off in the search runs, on in the replay of a counterexample */
  bool trace;
} exec_opts;

/* One step of a run's trace: a maximal stretch of instructions on one
 * source line of one function; a jump back to a loop head starts a new
 * step even on the same line.  nondet: how many nondet values the run had
 * drawn when the step began (the step drew those up to the next step's). */
typedef struct exec_step {
  const char *func;     /* module-owned */
  const char *file;     /* the line's file (ir_loc.file: interned, NULL unknown) */
  uint32_t line;
  uint32_t nondet;
  bool back;            /* the step began with a jump back to a loop head */
} exec_step;

/* the trace keeps the last EXEC_TRACE_MAX steps of a run */
#define EXEC_TRACE_MAX 8192u

/* where a nondet value was drawn: the call and the called function */
typedef struct exec_site {
  ir_loc loc;
  const char *func;     /* caller (module-owned) */
  const char *callee;   /* e.g. "__VERIFIER_nondet_int" (module-owned) */
  bool is_unsigned;     /* the value is printed without sign */
} exec_site;

typedef struct exec_result {
  exec_outcome outcome;
  exec_violation violation;  /* EXEC_VIOLATION only */
  char *message;             /* what happened, one line (mt_free) */
  const char *func;          /* function where it happened (module-owned) */
  ir_loc loc;                /* source location of that instruction */
  int exit_code;             /* EXEC_EXIT */
  uint64_t steps;
  /* the run read an indeterminate byte (fresh stack or heap memory not yet
   * written, an uninitialized local), or its course could depend on where
   * blocks lie (an address converted to an integer, pointers into
   * different blocks ordered or compared at a block's end): without it,
   * and without nondet values, the program has this one execution */
  bool indeterminate;
  int64_t *nondet_used;      /* every nondet value returned, in order (mt_free) */
  exec_site *nondet_sites;   /* the call of each of them (mt_free) */
  uint32_t nnondet_used;
  /* at the program's end (EXEC_EXIT and EXEC_ABORT): */
  uint32_t leaks_unreachable; /* unfreed heap blocks unreachable from globals and live stack */
  uint32_t leaks_unfreed;     /* unfreed heap blocks */
  ir_loc leak_loc;            /* allocation site of the first leaked block */
  const char *leak_func;      /* function of that allocation site */
  /* EXEC_LASSO: the two visits (steps, nondet values drawn before them,
   * the loop head); lasso_confirmed: a lasso_check run found the same state */
  uint64_t lasso_from, lasso_to;
  uint32_t lasso_nondet_from, lasso_nondet_to;
  bool lasso_confirmed;
  /* the repeat is at the entry of a program function called again with
   * a deeper stack (an infinite recursion): what the callee can reach --
   * its frame, every memory block, the allocator -- is the same, and no
   * frame at the first entry's depth returned in between */
  bool lasso_entry;
  /* lasso_confirmed: the loop head the state repeats at (function index,
   * block) and the registers of its frame there (mt_free); lasso_same[i]:
   * register i held that value at every entry of that head (same frame)
   * between the two visits */
  uint32_t lasso_func, lasso_block;
  uint64_t *lasso_vals;
  uint8_t *lasso_same;
  uint32_t nlasso_vals;
  uint64_t *probe_vals;      /* EXEC_PROBE: main's registers by slot (mt_free) */
  uint32_t nprobe_vals;
  /* opts.trace: the last steps of the run, oldest first (mt_free), and how
   * many earlier steps were not kept */
  exec_step *trace;
  uint32_t ntrace;
  uint64_t trace_dropped;
} exec_result;

/*
 * Run main() of `m`.  Never fails on the program's behalf: everything the
 * program does is reported in *res.  Returns MT_ERR_INPUT only when the
 * module has no main.  Leak checks at exit: a block is "unreachable" when no
 * pointer into it is stored in a global or in a live frame's memory or
 * registers, following pointers transitively (when main returns, main's
 * frame is dead).  The outcome stays EXEC_EXIT / EXEC_ABORT; the leak
 * counts and leak_loc tell the caller, which decides per property.
 */
mt_status exec_run(mt_run *run, const ir_module *m, const exec_opts *o,
                   exec_result *res) MT_MUST_CHECK;
void exec_result_free(exec_result *res);

#endif
