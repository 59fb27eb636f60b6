/*
 * bmc_int.h -- internals of the bounded model checker: symbolic values,
 * memory blocks, the two memory encodings and the path states.
 *
 * Invariants
 *  - A value is a bit-vector `v` of its type's width (i1 is a 1-bit vector;
 *    aggregates are their little-endian memory image) plus, for pointers,
 *    a 32-bit base `b` (0: no object).  A pointer's `v` is its offset.
 *  - Block 0 is null; then one block per global, one per function (size 0,
 *    never dereferenceable), then allocations in order: a newer block has
 *    a larger base, so comparing (base, offset) as one number orders
 *    pointers as the interpreter's bump allocator does.
 *  - A state's path condition is exactly the solver's first `level` scopes
 *    while it runs; every addition to it is a push and an assertion.
 *  - Everything lives in the per-bound arena and smt context.
 */
#ifndef BMC_INT_H
#define BMC_INT_H

#include "bmc.h"
#include "../smt/smt.h"

#define BMC_BW 32u /* width of a base */
/* proof mode: the base of a pointer read from indeterminate memory or an
 * undef value: no block (never valid, equal to no block pointer) */
#define BMC_UNINIT_BASE 0xFFFFFFFFu

typedef struct bval {
  smt_term v;
  smt_term b; /* base (BMC_BW bits) or NULL: not a pointer into an object;
               * proof mode: for an i8 loaded from memory, the base stored
               * with that byte (0 or BMC_UNINIT_BASE: no pointer's byte) */
} bval;

typedef enum bblk_kind { BK_NULL, BK_GLOBAL, BK_FUNC, BK_HEAP, BK_STACK } bblk_kind;

typedef struct bblk {
  bblk_kind kind;
  bool readonly;
  bool zeroed;   /* calloc: fresh bytes read as zero in proof mode too */
  smt_term size; /* P bits */
  smt_term live; /* formula */
} bblk;

/* SEAM store list (newest first, shared between paths) */
typedef struct bstore {
  const struct bstore *next;
  smt_term b, off;     /* where */
  uint32_t n;          /* bytes */
  smt_term val;        /* 8n bits */
  smt_term vb;         /* base stored with the value, or NULL */
} bstore;

/* pointer stores, for the leak checks (both encodings) */
typedef struct bptrst {
  const struct bptrst *next;
  smt_term tb;  /* base of the block written */
  smt_term vb;  /* base of the pointer written */
} bptrst;

typedef struct bnd {
  const struct bnd *next;
  smt_term var;
  unsigned w;
} bnd;

typedef struct bstack {
  const struct bstack *next;
  uint32_t id;
} bstack;

typedef struct bframe {
  const ir_func *fn;
  uint32_t blk, pc, prev;   /* current block, instruction index in fn->insts, predecessor */
  bval *regs;               /* fn->nslots */
  uint16_t *visits;         /* per block */
  uint32_t ret_slot;        /* caller's slot for the result, UINT32_MAX: none */
  const bstack *allocas;
} bframe;

typedef struct bstate {
  bframe *frames;
  uint32_t nframes, capframes;
  bblk *blks;
  uint32_t nblks, capblks;
  const bstore *mem;        /* SEAM */
  smt_term amem, abase;     /* arrays: bytes and bases by (base ++ offset) */
  const bptrst *ptrs;
  const bnd *nd;
  uint32_t nnd;
  uint32_t level;           /* solver scopes holding the path condition */
  smt_term pending;         /* to assert when resumed (a branch), or NULL */
  uint32_t pending_target;  /* with pending: the block to enter then */
} bstate;

/* proof mode: an obligation of the running path, not checked yet */
typedef struct boblig {
  const struct boblig *next;
  smt_term ok;
  const char *what;         /* why it must hold, or NULL: */
  const char *sub;          /* the property it is a verification condition of */
  const ir_inst *at;
} boblig;

typedef struct bmc_ctx {
  mt_run *run;
  const ir_module *m;
  const bmc_opts *o;
  smt_ctx *smt;
  mt_arena arena;
  unsigned P;               /* pointer width in bits */
  uint32_t bound;
  uint32_t scopes;          /* pushes on the solver */
  uint32_t nglobals, nfuncs;/* block ids: 1..nglobals, then functions */
  uint32_t fresh;           /* names of fresh variables */
  bool cut;                 /* a path was cut by the bound */
  bool undecided;           /* the last bmc_may_hold was the solver's unknown */
  bool raw_ok;              /* proof mode: the operand being read may be a byte of a
                             * stored pointer held as an integer (a store's value, a
                             * phi, a select's arm: it is only moved, never computed with) */
  bool stop;                /* confirmed, deadline or too many rejections */
  bool confirmed;
  char *reason;             /* first give-up reason (mt_malloc) */
  char *not_proof;          /* proof mode: first reason it is none (mt_malloc) */
  const ir_inst *cur;       /* the instruction being executed (for messages) */
  const boblig *pend;       /* proof mode: obligations since the last check */
  smt_term pend_all;        /* their conjunction */
  uint32_t paths, queries;  /* at the current bound */
  bmc_confirm_fn confirm;
  void *ud;
  uint32_t candidates, rejected;
  double solve_time;
  uint64_t steps;
  smt_term init_mem, init_base;   /* arrays: the initial memory */
  MT_VEC(bstate *) work;
} bmc_ctx;

/* ---- small term helpers (shared by bmc.c, mem.c, lib.c) ---------------------- */
static inline smt_term bv(bmc_ctx *c, unsigned w, uint64_t v) { return smt_bv(c->smt, w, v); }
static inline smt_term and2(bmc_ctx *c, smt_term a, smt_term b) {
  if (smt_is_false(c->smt, a) || smt_is_true(c->smt, b)) return a;
  if (smt_is_false(c->smt, b) || smt_is_true(c->smt, a)) return b;
  return smt_and(c->smt, a, b);
}
static inline smt_term or2(bmc_ctx *c, smt_term a, smt_term b) {
  if (smt_is_true(c->smt, a) || smt_is_false(c->smt, b)) return a;
  if (smt_is_true(c->smt, b) || smt_is_false(c->smt, a)) return b;
  return smt_or(c->smt, a, b);
}

/* ---- bmc.c: the path's checks, for the library models ------------------------- */
/* the path is given up (the first reason is kept) */
void bmc_give_up(bmc_ctx *c, const char *fmt, ...) MT_FORMAT(2, 3);
/* proof mode: the run is no proof */
void bmc_not_proof(bmc_ctx *c, const char *fmt, ...) MT_FORMAT(2, 3);
/* v as exactly w bits (truncated or zero-extended) */
smt_term bmc_resize(bmc_ctx *c, smt_term v, unsigned w);
/* "path ∧ phi" may be satisfiable */
bool bmc_may_hold(bmc_ctx *c, smt_term phi);
/* proof mode: ok must hold on the path, else no proof */
void bmc_obligation(bmc_ctx *c, smt_term ok, const char *what);
/* phi added to the path condition; bmc_path_assume also checks that the
 * path stays feasible */
void bmc_path_add(bmc_ctx *c, bstate *s, smt_term phi);
bool bmc_path_assume(bmc_ctx *c, bstate *s, smt_term phi);
/* the verification condition "path ∧ bad" of property sub */
void bmc_check_bad(bmc_ctx *c, bstate *s, smt_term bad, const char *sub);
/* an access of n bytes at p must be valid (valid-deref, or an obligation);
 * false when the path ends */
bool bmc_check_access(bmc_ctx *c, bstate *s, bval p, smt_term n, bool write);
/* the same for a formula "every access is valid" built by the caller */
bool bmc_check_valid(bmc_ctx *c, bstate *s, smt_term ok);
/* --malloc-may-fail: the nondet "it fails" of an allocation, or NULL */
smt_term bmc_alloc_fails(bmc_ctx *c, bstate *s);
/* an allocation of size (w bits) within the modelled limit; false when
 * infeasible */
bool bmc_alloc_fits(bmc_ctx *c, bstate *s, smt_term size, unsigned w);

/* a new block of size (its nondet failure drawn first when may_fail, as
 * the interpreter draws it): the pointer to it, NULL where it failed;
 * *id its number */
bval bmc_new_block(bmc_ctx *c, bstate *s, bblk_kind k, smt_term size, bool may_fail, uint32_t *id);

/* ---- lib.c: string.h with lengths only the solver knows ----------------------- */
/* a call of a string.h builtin (strlen ... strdup; memcpy, memmove, memset
 * whose length is no constant): *ret set; false when the path ends
 * (a violation, an infeasible path, the bound, or a give-up) */
bool bmc_lib_call(bmc_ctx *c, bstate *s, ir_builtin bi, const bval *a, uint32_t n, unsigned rw, bval *ret);
/* len bytes (a term the path bounds) copied from src to dst, read before
 * written, without access checks (realloc's move); false when the path
 * ends (a length beyond the model: a give-up) */
bool bmc_lib_copy(bmc_ctx *c, bstate *s, bval dst, bval src, smt_term len);
/* whether bmc_lib_call models bi */
bool bmc_lib_models(ir_builtin bi);

/* ---- mem.c ------------------------------------------------------------------ */
smt_term bmc_fresh(bmc_ctx *c, unsigned w, const char *what);
/* the formula "an access of n bytes at p is inside a live block" (and
 * writable, for stores) */
smt_term bmc_valid_access(bmc_ctx *c, const bstate *s, bval p, smt_term n, bool write);
smt_term bmc_blk_live(bmc_ctx *c, const bstate *s, smt_term b);
smt_term bmc_blk_is(bmc_ctx *c, const bstate *s, smt_term b, bblk_kind k);
uint32_t bmc_blk_new(bmc_ctx *c, bstate *s, bblk_kind k, smt_term size);
/* marks the block with base b freed / dead */
void bmc_blk_kill(bmc_ctx *c, bstate *s, smt_term b);
/* n bytes at p: the value (8n bits) and the base stored with byte 0 */
bval bmc_load(bmc_ctx *c, const bstate *s, bval p, uint32_t n);
void bmc_store(bmc_ctx *c, bstate *s, bval p, uint32_t n, bval v);
/* proof mode: the n bytes at p carry one base (a pointer loaded from them
 * is not assembled from bytes of different pointers or of data: its value
 * here, the offset, would not be the address's) */
smt_term bmc_ptr_whole(bmc_ctx *c, const bstate *s, bval p, uint32_t n);
/* proof mode: no byte of the n at p was stored as part of a pointer (an
 * integer read of them would be the offset, not the address) */
smt_term bmc_no_ptr_bytes(bmc_ctx *c, const bstate *s, bval p, uint32_t n);
/* the initial memory of the arrays encoding */
void bmc_mem_init(bmc_ctx *c);
/* a pointer as one number: base ++ offset */
smt_term bmc_addr(bmc_ctx *c, bval p);

#endif
