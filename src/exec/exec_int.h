/*
 * exec_int.h -- internals of the concrete interpreter (exec/ only).
 *
 * Values.  A register holds an `xval`: the value's bits (integers
 * zero-extended to 64 bits, pointers as concrete addresses, floats as their
 * IEEE bits -- x86 long double is carried as a double), a provenance (the id
 * of the block a pointer was derived from, 0 if unknown) and, for values of
 * aggregate type, a heap image of the aggregate owned by the register.
 *
 * Memory.  Every object is a block with a concrete base address; bases are
 * handed out by a bump allocator in increasing order with a gap after every
 * block and are never reused, so the block table is sorted by address and a
 * pointer that lost its provenance (it went through memory or an integer)
 * is still attributed exactly: by binary search.  A dereference through a
 * pointer with provenance must stay inside that block, so `p + k` landing in
 * a neighbour is out of bounds, as it should be.  Freed heap blocks and
 * stack blocks of returned functions keep their metadata (not their bytes)
 * so a later access is reported as use-after-free / dangling.
 */
#ifndef EXEC_INT_H
#define EXEC_INT_H

#include "exec.h"

typedef struct xval {
  uint64_t bits;
  uint32_t prov;  /* block id or 0 */
  uint8_t *agg;   /* aggregate image (owned by the register), else NULL */
} xval;

typedef enum xblk_kind { XB_GLOBAL, XB_FUNC, XB_STACK, XB_HEAP, XB_EXTERN } xblk_kind;
typedef enum xblk_state { XB_LIVE, XB_FREED, XB_DEAD } xblk_state;

typedef struct xblock {
  uint64_t base, size;
  uint8_t *data;       /* size bytes while live, NULL afterwards */
  uint8_t kind, state;
  bool readonly;
  uint32_t func;       /* allocation site: function index (UINT32_MAX: none) */
  ir_loc loc;          /* allocation site */
  uint32_t owner;      /* XB_GLOBAL: global index; XB_FUNC: function index */
  uint8_t *init;       /* per byte: 0 indeterminate, 1 determinate, 2 a byte of
                        * a stored address; NULL: every byte determinate and
                        * none an address's (made on the first need) */
} xblock;

typedef struct xframe {
  const ir_func *f;
  uint32_t fidx;
  xval *slots;
  uint32_t block, pc;          /* current block, instruction index in it */
  MT_VEC(uint32_t) allocas;    /* stack blocks owned by this frame */
  bool atexit_handler;         /* returning ends this handler */
} xframe;

typedef struct xctx {
  mt_run *run;
  const ir_module *m;
  const exec_opts *o;
  exec_result *res;
  unsigned ps;                 /* pointer size in bytes */
  uint64_t ptr_mask;
  MT_VEC(xblock) blocks;       /* id 0 unused; sorted by base */
  uint64_t next_addr, addr_limit, live_bytes;
  uint32_t *global_blk;        /* per global index */
  uint32_t *func_blk;          /* per function index */
  uint32_t stdout_blk, stderr_blk;
  MT_VEC(xframe) stack;
  MT_VEC(uint32_t) atexit_fns; /* function indices, in registration order */
  xval *cconst;                /* constant cache per ir_val */
  uint8_t *cstate;             /* 0 = not computed, 1 = computing, 2 = done */
  uint32_t nondet_pos;
  uint64_t rng;
  MT_VEC(int64_t) used;
  MT_VEC(exec_site) sites;
  MT_VEC(int64_t) dict;        /* constants the program compares with */
  const ir_inst *cur;          /* instruction being executed */
  const ir_func *cur_func;
  bool done, exiting;
  bool indet;                  /* the run depended on something but its inputs
                                * (exec_result.indeterminate) */
  bool addr_read;              /* the read under way may see address bytes (a
                                * pointer load, a copy): x_access does not flag them */
  int exit_code;
  uint64_t steps;
  /* opts.lasso: open-addressing table of state hashes (0 = empty) with the
   * steps and nondet position of their visit; lasso_check: the snapshot */
  uint64_t *lh;
  uint64_t *lsteps;
  uint32_t *lpos;
  uint32_t lcap, lcount;
  mt_buf lsnap;
  bool lsnapped;
  uint32_t lhead_depth;        /* lasso_check: frames at the first visit */
  /* entry visits (a call of a program function): per hash entry the depth
   * of the callee's frame and how many frames had been popped at that
   * depth; per depth the frames popped there so far */
  uint32_t *ldepth;
  uint64_t *lepoch;
  MT_VEC(uint64_t) pops;
  uint64_t lsnap_epoch;        /* lasso_check of an entry: at the first visit */
  /* opts.trace: ring buffer of the last EXEC_TRACE_MAX steps */
  exec_step *tr;
  uint32_t trhead, trlen;
  uint64_t trtotal;
  bool trbreak;                /* the next instruction starts a new step */
} xctx;

#define XB_NONE_FUNC UINT32_MAX
#define XMEM_LIMIT ((uint64_t)1 << 30)      /* live bytes of the program */
#define XALLOC_LIMIT ((uint64_t)1 << 28)    /* one allocation */
#define XDEPTH_LIMIT 100000u                /* call depth */

/* loop-head entry (exec.c: goto_block): lasso detection / check (lasso.c) */
void x_lasso_visit(xctx *x);
/* entry of a program function (exec.c: push_frame) and the pop of a frame
 * at depth d: the recursion lasso (lasso.c) */
void x_lasso_entry(xctx *x);
void x_lasso_pop(xctx *x, uint32_t depth);
void x_lasso_free(xctx *x);

/* opts.trace (trace.c): instruction `in` of f is executed / a jump back to
 * a loop head / the run ended: the kept steps go to the result */
void x_trace_inst(xctx *x, const ir_func *f, const ir_inst *in);
static inline void x_trace_break(xctx *x) { x->trbreak = true; }
void x_trace_finish(xctx *x);

/* ---- stopping (exec.c) ----------------------------------------------------- */
void x_stop(xctx *x, exec_outcome o, exec_violation v, const char *fmt, ...) MT_FORMAT(4, 5);
void x_stop_at_exit(xctx *x); /* program ended: leak analysis, EXEC_EXIT */
/* exit(code): atexit handlers (if handlers) then the end; returns false */
bool x_exit(xctx *x, int code, bool handlers);
/* the function a pointer designates (its entry address) */
bool x_func_of(xctx *x, const xval *p, uint32_t *fidx);

/* ---- integers ---------------------------------------------------------- */
static inline uint64_t x_mask(unsigned w) { return w >= 64 ? ~0ull : ((1ull << w) - 1); }
static inline int64_t x_sext(uint64_t b, unsigned w) { return mt_sext(b, w); }

/* ---- memory (mem.c) ---------------------------------------------------------- */
void x_mem_init(xctx *x);
void x_mem_free(xctx *x);
/* new block; 0 (after x_stop) when the limits are exceeded */
uint32_t x_block_new(xctx *x, uint64_t size, uint32_t align, xblk_kind kind);
/* block containing addr (base <= addr <= base + size), or 0 */
uint32_t x_block_find(const xctx *x, uint64_t addr);
/* the block a pointer designates: its provenance, else found by address */
uint32_t x_block_of(const xctx *x, xval p);
/* checked access of n bytes at p; NULL after x_stop(violation) */
uint8_t *x_access(xctx *x, xval p, uint64_t n, bool write);
/* length of the NUL-terminated string at p (checked byte by byte); false
 * after x_stop.  max bounds the scan (strnlen); UINT64_MAX for none. */
bool x_strlen(xctx *x, xval p, uint64_t max, uint64_t *len);
/* fill a fresh block with the indeterminate-contents byte (opts.uninit) */
void x_fill_uninit(xctx *x, uint32_t id, uint64_t from);
/* the first n bytes of block dst got src's (realloc, byval copies): their
 * determinacy too */
void x_init_copy(xctx *x, uint32_t dst, uint32_t src, uint64_t n);
/* bytes [off, off + n) of block id read: an indeterminate one, or a byte
 * of a stored address (its value is the layout's) unless x->addr_read,
 * sets x->indet */
void x_init_check(xctx *x, uint32_t id, uint64_t off, uint64_t n);
/* bytes [off, off + n) of block id hold a stored address */
void x_mark_addr(xctx *x, uint32_t id, uint64_t off, uint64_t n);
/* after a copy of n bytes from (sid, soff) to (did, doff): the address
 * bytes among them are address bytes at the destination */
void x_copy_addr(xctx *x, uint32_t did, uint64_t doff, uint32_t sid, uint64_t soff, uint64_t n);
/* kill a stack block / free a heap block */
void x_block_kill(xctx *x, uint32_t id, xblk_state st);
/* load / store scalars and aggregates of IR type t */
bool x_load(xctx *x, xval p, ir_type_id t, xval *out);
bool x_store(xctx *x, xval p, ir_type_id t, const xval *v);
/* scalar <-> little-endian bytes */
uint64_t x_read_le(const uint8_t *p, unsigned n);
void x_write_le(uint8_t *p, unsigned n, uint64_t v);
/* leak analysis at the end of the program (roots: globals, live frames) */
void x_leaks(xctx *x);
/* pointer value for block id at offset */
static inline xval x_ptr(const xctx *x, uint32_t id, uint64_t off) {
  xval v = {x->blocks.data[id].base + off, id, NULL};
  return v;
}

/* ---- floating point bits ---------------------------------------------------- */
double x_fp80_to_double(const uint8_t b[10]);
void x_double_to_fp80(double d, uint8_t b[10]);

/* ---- library models (lib.c) --------------------------------------------------- */
/* run builtin b for the call `in` with evaluated args; sets *ret.  Returns
 * false when the run stopped (violation, exit, abort, ...). */
bool x_builtin(xctx *x, const ir_func *callee, const ir_inst *in, const xval *args,
               uint32_t nargs, xval *ret);
/* printf-style formatting of args[first..] with format at args[fmt] */
bool x_format(xctx *x, const ir_inst *in, const xval *args, uint32_t nargs, uint32_t fmt,
              mt_buf *out);
/* value of a nondet call of result type t (function name for signedness) */
xval x_nondet(xctx *x, const char *name, ir_type_id t);
/* collect the dictionary of comparison constants for random values */
void x_collect_dict(xctx *x);

#endif
