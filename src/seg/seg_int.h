/* seg_int.h -- internals of the symbolic execution graph (not for other
 * modules).  Files: state.c (atoms, states, <a>, queries), value.c (views,
 * liveness, operands), rules_mem.c, rules_arith.c, rules_ctrl.c (one family
 * of rules each), merge.c (instance check, merging), graph.c (construction,
 * verdict, DOT). */
#ifndef SEG_INT_H
#define SEG_INT_H

#include "../smt/smt.h"
#include "seg.h"

/* ---- linear atoms: Σ k_i·v_i + c  (= | <= | !=)  0 ----------------------- */
#define SEG_LIN_MAX 6
/* SEG_DIV + (m - 2): m divides the term (2 <= m <= SEG_DIV_MAX) */
typedef enum seg_rel { SEG_EQ, SEG_LE, SEG_NE, SEG_DIV } seg_rel;
#define SEG_DIV_MAX 254
static inline bool seg_rel_is_div(unsigned rel) { return rel >= SEG_DIV; }
static inline int64_t seg_rel_mod(unsigned rel) { return (int64_t)rel - SEG_DIV + 2; }
static inline uint8_t seg_rel_div(int64_t m) { return (uint8_t)(SEG_DIV + m - 2); }
/* does the constant atom c REL 0 hold */
static inline bool seg_rel_holds(unsigned rel, int64_t c) {
  if (seg_rel_is_div(rel)) return c % seg_rel_mod(rel) == 0;
  return rel == SEG_EQ ? c == 0 : rel == SEG_LE ? c <= 0 : c != 0;
}

typedef struct seg_lin {
  uint8_t rel, n;          /* rel only for atoms (seg_rel, or a SEG_DIV) */
  uint32_t v[SEG_LIN_MAX]; /* sorted, distinct, non-zero k */
  int64_t k[SEG_LIN_MAX];
  int64_t c;
} seg_lin;

/* views of an integer variable (seed 003) */
typedef enum seg_view { SEG_V_NONE, SEG_V_U, SEG_V_S, SEG_V_PTR } seg_view;

typedef struct seg_var {
  uint8_t bits;  /* 0: no range */
  uint8_t view;  /* seg_view */
} seg_var;

/* ---- memory ------------------------------------------------------------------ */
typedef enum seg_bkind { SEG_B_HEAP, SEG_B_STACK, SEG_B_GLOBAL } seg_bkind;

typedef struct seg_block {
  uint32_t lo, hi;   /* variables */
  uint8_t kind;      /* seg_bkind */
  bool readonly;
  uint32_t frame;    /* SEG_B_STACK: frame depth (0 = main), SEG_FRAME_OUTER */
  ir_loc site;       /* allocation site */
  ir_type_id ety;    /* the struct type the program accesses the block as
                        (field accesses at its start; the largest one), 0:
                        none seen.  Only a hint for chains: elements of
                        different struct types are no list */
  bool code;         /* SEG_B_GLOBAL: a function's address (seg_initial):
                        its one byte is no object, no access lies inside
                        it (seg_inside) */
  bool zero;         /* SEG_B_HEAP: malloc(0)'s block -- its one byte stands
                        for the unique address, no access lies inside it
                        (seg_inside); free() takes it, and it leaks like any
                        block.  Only a block of the same kind matches it in
                        an instance check or a merge; it is never folded into
                        a list or an owned object */
} seg_block;

/* a stack block of a caller of an abstract activation of a recursive
 * function (summary.c): in its footprint, no frame of the state pops it */
#define SEG_FRAME_OUTER UINT32_MAX

typedef struct seg_pt {
  uint32_t addr, val; /* variables */
  ir_type_id ty;
  uint32_t size;
  uint8_t view;       /* reading of val */
} seg_pt;

/* ---- list invariants (list.c; seed 004, extended) ------------------------------
 * A list invariant stands for a chain of `len` >= 0 heap elements of
 * `esize` bytes each, linked through the pointer field at offset `noff`:
 * element k's next field holds element k+1's address, the last element's
 * holds `tgt` (0: NULL-terminated; the list's own `ad`: cyclic; anything
 * else: a segment ending there).  `ad` is the first element's address --
 * or `tgt` when the list is empty.  Doubly linked lists (`bk` != 0) also
 * have a prev field at `poff`: the first element's holds `bk`, element
 * k+1's holds element k's address, so the last element's holds `lprev`.
 * Of the payload fields only the first and the last element's values are
 * kept (0: unknown).  The elements are owned by the invariant: never in
 * AL, never described by PT, disjoint from every block and from the
 * elements of every other invariant.  <s> gets (list.c: seg_list_facts)
 *   len >= 0;  len = 0 -> ad = tgt (and lad = bk);
 *   len >= 1 -> ad, lad >= 1, their elements allocated and disjoint from
 *               every block and every other list's first/last element;
 *   len = 1  -> ad = lad, fnext = tgt, first = last field by field (lprev = bk);
 *   len >= 2 -> fnext >= 1 (the second element), elements at ad, fnext, lad
 *               pairwise disjoint (fnext = lad when len = 2) (lprev >= 1). */
#define SEG_LF_MAX 8
typedef struct seg_lf {
  uint32_t off, size;   /* byte offset in the element, store size */
  ir_type_id ty;
  uint8_t view;
  uint8_t stepped;      /* element k holds first + k·step (first, last set) */
  uint32_t first, last; /* values in the first and in the last element (0: unknown) */
  int64_t step;
  uint32_t own;         /* a pointer field each element owns the object of
                           (own.c: a template id), 0: none */
} seg_lf;

/* the objects an owned field points to (own.c).  A ring object: the
 * field is the next field of a sentinel inside the element (the kernel's
 * list_head), the field pointer-size bytes after it the prev field, and
 * they close a circular doubly linked list around the sentinel: `size`-byte
 * elements (0: empty so far) linked at their offset noff (next, the link)
 * and noff + pointer size (prev), the sentinel's next field holds the
 * first element's link and its prev field the last one's, the last
 * element's next and the first one's prev the sentinel's address; empty:
 * both sentinel fields hold that address.  Payload values of its elements
 * are not kept.  A block object: NULL
 * when nullable, else the start of a heap block of `size` bytes that only
 * that field points to, with these cells (other bytes: any values).  A
 * list object: a NULL-terminated singly linked list of `size`-byte
 * elements (next at noff; doubly linked when pfield: prev at pfield - 1,
 * NULL in the first element) that only that field points to (NULL: empty;
 * never empty when not nullable), whose elements own the objects of its
 * cells.  A cell holds the constant
 * c (sub = 0) or owns an object of template sub. */
#define SEG_OWN_CELLS 16
typedef enum seg_own_kind { SEG_OWN_BLOCK, SEG_OWN_LIST, SEG_OWN_RING } seg_own_kind;
typedef struct seg_owncell {
  uint32_t off, size;
  ir_type_id ty;
  uint8_t view;
  int64_t c;
  uint32_t sub;
} seg_owncell;

typedef struct seg_own {
  uint8_t kind;         /* seg_own_kind */
  bool nullable;        /* a list object: may be empty */
  uint32_t self;        /* a block object (or none, size 0): the field may
                           instead point into its own element, at offset
                           self - 1 (a member the element embeds); 0: not */
  uint32_t size;        /* block size, element size; 0: NULL so far */
  uint32_t noff;        /* list: next field */
  uint32_t pfield;      /* list: prev field + 1 (doubly linked, the first
                           element's prev NULL); 0: singly linked */
  ir_type_id pty;       /* list: its type */
  ir_type_id ety;       /* list: struct type of its elements (seg_list.ety) */
  ir_loc site;          /* an allocation site of such objects (names) */
  uint32_t ncell;
  seg_owncell cell[SEG_OWN_CELLS];
} seg_own;


typedef struct seg_list {
  uint32_t ad, tgt, len, lad, fnext; /* variables (len: unbounded integer) */
  uint32_t bk, lprev;   /* doubly linked: prev of the first / the last element; bk = 0: singly linked */
  uint32_t esize, noff, poff;
  uint32_t loff;        /* link offset: the links (next and prev fields, ad, fnext,
                           lad, lprev) point loff bytes into their elements -- an
                           intrusive list, e.g. the kernel's list_head inside a
                           struct; element k's bytes start at its link - loff */
  ir_type_id pty;       /* the type of the next (and prev) field */
  uint32_t nf;          /* payload fields (not next, not prev) */
  ir_loc site;          /* allocation site of the elements (names, reports) */
  ir_type_id ety;       /* struct type of the elements (seg_block.ety), 0: unknown */
  const ir_func *bf;    /* the loop head where a merge made the list (function,
                           block; NULL: unknown): a list made at another loop
                           head is one this loop inherited (data kept apart) */
  uint32_t bb;
  seg_lf f[SEG_LF_MAX];
} seg_list;

/* field f holds one known constant in every element (stepped by 0, not a
 * pointer): data kept apart (list_fold.c, merge.c) */
static inline bool seg_lf_const(const seg_lf *f) {
  return f->stepped && f->step == 0 && f->first && f->view != SEG_V_PTR;
}

/* a stepped field's fact: last = first + step·(len - 1), for every length
 * (an empty list's first is what an element after it would hold, its last
 * what one before it holds); false when it cannot be written */
bool seg_lf_step_atom(const seg_list *l, const seg_lf *f, seg_lin *out);

#define SEG_LIST_NVARS (7 + 2 * SEG_LF_MAX)

typedef struct seg_frame {
  const ir_func *f;
  uint32_t block, idx; /* position: next instruction */
  uint32_t *lv;        /* f->nslots entries, 0 = undefined */
} seg_frame;

typedef struct seg_state {
  uint32_t nframes;
  seg_frame *fr;   /* fr[nframes-1] is the top */
  uint32_t nblocks, npt, nkb;
  seg_block *bl;
  seg_pt *pt;
  seg_lin *kb;
  uint32_t nli;
  seg_list *li;    /* list invariants (heap elements) */
  /* heap blocks may exist that AL does not list: a merge or a
   * generalization dropped them (they may leak unseen) */
  bool heap_lost;
  /* an abstract activation of a recursive function (summary.c): the
   * caller's heap outside the footprint exists but is not in sight (a
   * program end here cannot prove memtrack or memcleanup; it is not lost) */
  bool hidden;
  /* ... and every block of it was reachable from the callers' frames or
   * the globals at the call (a check of the caller's state), so it is
   * still: a program end inside keeps memtrack (not memcleanup) */
  bool hidden_held;
} seg_state;

/* list l was made at another loop head than where s stands (a phase of a
 * build before this loop) */
static inline bool seg_list_inherited(const seg_list *l, const seg_state *s) {
  if (!s->nframes || !l->bf) return false;
  const seg_frame *fr = &s->fr[s->nframes - 1];
  return l->bf != fr->f || l->bb != fr->block;
}

/* ---- graph ------------------------------------------------------------------- */
typedef enum seg_ekind { SEG_E_NONE, SEG_E_EVAL, SEG_E_REFINE, SEG_E_GEN } seg_ekind;

/* an instantiation entry: variable `from` of the general state stands for
 * to + off in the specific one (to = 0: the constant off) */
typedef struct seg_pair {
  uint32_t from, to;
  int64_t off;
} seg_pair;

typedef struct seg_node {
  seg_state *st;        /* NULL for ERR nodes */
  uint32_t parent;      /* node that produced this one (0: none) */
  uint8_t in_kind;      /* kind of the edge parent -> this */
  bool dead, is_err, is_end;
  uint32_t gen_to;      /* generalization edge this -> gen_to (0: none) */
  uint32_t nmu;         /* instantiation of that edge: gen_to's var -> var here */
  seg_pair *mu;
  const char *err;      /* ERR: reason (graph arena) */
  MT_VEC(uint32_t) kids;
  /* seg_opts.record_trans: the KB of this state before the projection of
   * its dead variables (seg_gc) -- the transition formula of the edge
   * parent -> this; NULL when nothing was projected (then st->kb) */
  seg_lin *tr;
  uint32_t ntr;
  uint32_t merged;      /* a merged state: how many merges made it and the
                           merged states it replaced (graph.c) */
} seg_node;

typedef struct seg_fninfo {
  uint8_t *view;        /* per slot */
  ir_type_id *sty;      /* per slot: the struct type field accesses through
                           the slot's value use (the largest), 0: none */
  uint64_t *live;       /* per block: bitset over slots (live-in ∪ phi defs) */
  uint32_t words;
  bool *loophead;       /* per block */
  bool *terminal;       /* per block: every path from it ends the program */
  uint32_t *firstnp;    /* per block: first non-phi index */
  bool recursive;       /* on a cycle of the call graph */
  bool addr_taken;      /* the program takes its address: an operand other
                           than a direct call's callee, inside a constant
                           expression or in a global's initializer */
  bool pure;            /* touches no memory (no load, store, alloca, no
                           pointer parameter or result) and calls only
                           such functions and harmless builtins */
  bool names_globals;   /* it, or a function it calls, names a global (its
                           address as an operand) or calls indirectly */
  bool summarized;      /* explored from abstract entry states, its callers
                           go on from its return summary (summary.c): a
                           recursive function that touches memory, or one
                           with a loop */
} seg_fninfo;

/* offset classes of an asserted premise: variables that KB equations
 * x - y = c (or x = c) tie together, each with its offset from the class
 * representative (0: the constant 0) -- a fast path for seg_valid */
typedef struct seg_oclass {
  uint32_t n;
  uint32_t *var;  /* sorted */
  uint32_t *rep;  /* representative of var[i] */
  int64_t *off;   /* var[i] = rep + off[i] */
  int64_t *lb;    /* lb[i]: lower bound of var[i] when it is a representative
                     (from block starts >= 1), INT64_MIN: none */
  /* connected components of the KB's variables (atoms connect theirs):
   * a query over components without memory (block bounds, cells,
   * pointers) needs only their atoms and ranges */
  const seg_state *s;
  uint32_t ncv;
  uint32_t *cvar;  /* sorted */
  uint32_t *comp;  /* component (an index into cvar) */
  uint8_t *cmem;   /* per index: the component touches memory */
  uint32_t stack;  /* smt_stack_id right after the premise was asserted */
  bool flushed;    /* <s> is on Z3's stack (seg_smt) */
} seg_oclass;

/* a calling context (graph.c): node call is at a nested call of function
 * fi, node entry its abstract entry state, node cont the caller after the
 * call built from the return summary node from (0: none yet) */
typedef struct seg_ctx {
  uint32_t call, entry, cont, from, fi;
  bool none;           /* the summary `from` has no return for this context:
                          the continuation's facts contradict (no cont) */
  const seg_lin *bind; /* the parameters' bindings (graph arena) */
  uint32_t nbind;
} seg_ctx;

typedef struct seg_graph {
  mt_run *run;
  const ir_module *m;
  seg_opts o;
  mt_arena arena;
  smt_ctx *smt;
  MT_VEC(seg_node) nodes;  /* index 0 unused */
  MT_VEC(seg_var) vars;    /* index 0 unused */
  MT_VEC(smt_term) vterm;  /* cached Z3 variables */
  seg_fninfo *fi;          /* per function */
  const ir_func *mainf;
  uint32_t *gvar;          /* per global: lo variable */
  uint32_t *fvar;          /* per function: address variable (0 = none yet) */
  uint32_t *entry;         /* per summarized function, SEG_ENTRIES slots
                              (index fi * SEG_ENTRIES + k): the nodes of its
                              generalized abstract entry states (0: none; a
                              recursive function uses slot 0 only) */
  uint32_t *retn;          /* per entry slot: the node of the return summary
                              of the activations from that entry (0: none) */
  MT_VEC(seg_ctx) ctxs;    /* calling contexts of those functions */
  MT_VEC(seg_own) owns;    /* templates of owned objects (own.c), id = index + 1 */
  uint32_t merges;
  /* a merged state that replaced SEG_MERGE_LIMIT merged states before it
   * (graph.c) does not converge: the reason, the graph gives up */
  const char *diverged;
  uint32_t merge_visits;   /* visits of the position on the path (merge.c) */
  bool merge_desc;         /* the merged state b descends from a (merge.c) */
  uint32_t materialized;   /* memory cells added to ancestors (graph.c) */
  unsigned pbits;          /* pointer width */
  smt_term one_term;
  /* a model of the asserted premise (seg_model_value): valid while
   * model_gen == assert_gen; seg_assert_state/seg_retract bump assert_gen */
  uint64_t assert_gen, model_gen;
  int model_ok;            /* 1: values below, 0: no model */
  MT_VEC(uint32_t) mvar;   /* sorted variables */
  MT_VEC(int64_t) mval;
  MT_VEC(seg_oclass) oc;   /* per seg_assert_state on the stack */
  /* result */
  seg_result *res;
} seg_graph;

/* ---- step results ------------------------------------------------------------------- */
typedef enum seg_out { SEG_OK, SEG_SPLIT, SEG_ERRSTATE, SEG_END, SEG_INFEASIBLE } seg_out;

/* entry states a summarized function that is not recursive may have: calls
 * in contexts that a merge would confuse (a constant argument of another
 * value, heap the merge loses) get entries of their own, up to this many */
#define SEG_ENTRIES 6

typedef struct seg_step {
  seg_graph *g;
  const seg_state *a;   /* premise (its <a> is asserted) */
  seg_state *succ[2];   /* SEG_OK: 1 or 2 successors (condbr splits are refinements) */
  uint32_t nsucc;
  seg_lin split;        /* SEG_SPLIT: refine on split / its negation */
  bool infeasible;      /* with SEG_SPLIT: no split, the premise cannot go on
                           (a signed value converted out of its range under
                           signed_unbounded) */
  bool same_pos;        /* SEG_OK: the successor is the premise re-represented at
                           the same position (a list element materialized): a
                           refinement edge, not an evaluation */
  seg_lin *tr[2];       /* record_trans: succ[i]'s KB before seg_gc (malloc'd) */
  uint32_t ntr[2];
  const char *sub;      /* SEG_ERRSTATE */
  char reason[320];
  uint32_t ctx;         /* SEG_OK: succ[0] is the abstract entry state of a
                           nested call of function ctx - 1 that touches memory
                           (summary.c): the premise is a calling context */
  seg_lin *bind;        /* with ctx: param = argument for each parameter
                           (malloc'd; the caller's variables, which the entry
                           state's KB does not keep) */
  uint32_t nbind;
} seg_step;

/* ---- state.c ------------------------------------------------------------------------ */
uint32_t seg_fresh(seg_graph *g, unsigned bits, seg_view view);

seg_state *seg_state_new(seg_graph *g);
seg_state *seg_state_copy(seg_graph *g, const seg_state *s);
void seg_state_free(seg_state *s);
/* atom is literally one of s's KB atoms */
bool seg_kb_has(const seg_state *s, const seg_lin *atom);
void seg_kb_add(seg_graph *g, seg_state *s, const seg_lin *atom);
/* hints.c: the facts of seg_opts.hints for s's position, when it is a
 * loop head's first instruction, into s's KB */
void seg_hints_apply(seg_graph *g, seg_state *s);
/* x REL y + k into the KB (y = 0: x REL k); x >= k */
void seg_kb_rel(seg_graph *g, seg_state *s, uint32_t x, seg_rel rel, uint32_t y, int64_t k);
void seg_kb_ge(seg_graph *g, seg_state *s, uint32_t x, int64_t k);
void seg_block_add(seg_graph *g, seg_state *s, const seg_block *b);
void seg_block_del(seg_state *s, uint32_t i);
void seg_pt_add(seg_graph *g, seg_state *s, const seg_pt *p);
void seg_pt_del(seg_state *s, uint32_t i);
seg_frame *seg_top(seg_state *s);
void seg_frame_push(seg_graph *g, seg_state *s, const ir_func *f);

/* lin helpers */
void seg_lin_const(seg_lin *l, int64_t c);
void seg_lin_var(seg_lin *l, uint32_t v);
/* r = a + k·b; false on overflow or too many terms */
bool seg_lin_addk(seg_lin *r, const seg_lin *a, int64_t k, const seg_lin *b);
bool seg_lin_scale(seg_lin *r, const seg_lin *a, int64_t k);
bool seg_lin_is_const(const seg_lin *l, int64_t *c);
/* the term v / the constant c, by value */
static inline seg_lin seg_lv(uint32_t v) {
  seg_lin l;
  seg_lin_var(&l, v);
  return l;
}
static inline seg_lin seg_lc(int64_t c) {
  seg_lin l;
  seg_lin_const(&l, c);
  return l;
}
/* atom a REL b (a - b rel 0); SEG_LE for a <= b; false on overflow */
bool seg_atom_mk(seg_lin *r, const seg_lin *a, seg_rel rel, const seg_lin *b);
bool seg_atom_le(seg_lin *r, const seg_lin *a, const seg_lin *b);          /* a <= b */
bool seg_atom_lt(seg_lin *r, const seg_lin *a, const seg_lin *b);          /* a < b */
bool seg_atom_neg(seg_lin *r, const seg_lin *atom);                        /* ¬atom */
bool seg_lin_eq(const seg_lin *a, const seg_lin *b);
void seg_lin_print(mt_buf *b, const seg_lin *l, bool atom);

/* solver: <s> on the assertion stack */
void seg_assert_state(seg_graph *g, const seg_state *s);
void seg_retract(seg_graph *g);
/* the solver with every premise of seg_assert_state asserted: <s> goes to
 * Z3 only when a query needs it (the equations alone decide most) */
smt_ctx *seg_smt(seg_graph *g);
smt_term seg_term(seg_graph *g, const seg_lin *l);    /* the linear term */
smt_term seg_fact(seg_graph *g, const seg_lin *atom); /* the atom */
smt_term seg_var_term(seg_graph *g, uint32_t v);
bool seg_valid(seg_graph *g, const seg_lin *atom);
/* 0 <= e <= 2^64 - 1 (unsigned 64-bit range, beyond int64 constants) */
bool seg_valid_u64(seg_graph *g, const seg_lin *e);
smt_term seg_umax64(seg_graph *g);
/* the value of e in one model of the premise s asserted last (computed
 * once per assertion); false when there is none.  Only to skip queries
 * that cannot succeed: a fact false in the model is not valid. */
bool seg_model_value(seg_graph *g, const seg_state *s, const seg_lin *e, int64_t *out);
/* atom decided true by the equations of the premises on the stack alone
 * (no Z3) */
bool seg_oc_valid(const seg_graph *g, const seg_lin *atom);
/* 1 / 0: the equations of the premise asserted last decide atom true /
 * false; -1: they do not */
int seg_oc_decide(const seg_graph *g, const seg_lin *atom);
/* offset classes of any state (not asserted): x - y = d, x = y, x = c by
 * its KB equations (or syntactically) */
seg_oclass *seg_oc_new(const seg_state *s);
void seg_oc_delete(seg_oclass *oc);
bool seg_oc_diff(const seg_oclass *oc, uint32_t x, uint32_t y, int64_t *d);
bool seg_oc_same(const seg_oclass *oc, uint32_t x, uint32_t y);
bool seg_oc_value(const seg_oclass *oc, uint32_t x, int64_t *c);
/* p - v is a constant by the equations of the premise asserted last */
bool seg_oc_related(const seg_graph *g, const seg_lin *p, uint32_t v);
/* of the formulas t[i] with ok[i] set, keeps set only those valid under
 * the asserted state (Houdini: one query for all, a countermodel drops
 * what it falsifies; the rest one by one) */
void seg_houdini(seg_graph *g, const smt_term *t, uint8_t *ok, uint32_t n);
/* 1: provable, 0: refutable, -1: neither */
int seg_decide(seg_graph *g, const seg_lin *atom);
/* variable range as bounds; false when unbounded */
bool seg_var_range(const seg_graph *g, uint32_t v, int64_t *lo, int64_t *hi);
/* drops KB atoms about variables no longer referenced (substituting
 * equalities first) */
void seg_gc(seg_graph *g, seg_state *s);
/* seg_gc of the step's last successor s; with record_trans it first keeps
 * s's KB as the transition formula of the step */
void seg_gc_step(seg_step *st, seg_state *s);
/* the variables of s, sorted (caller frees) */
uint32_t seg_state_vars(const seg_state *s, uint32_t **out);

/* ascending order of uint32_t (qsort, bsearch) */
int seg_cmp_u32(const void *a, const void *b);

/* ---- value.c --------------------------------------------------------------------------- */
void seg_analyse_funcs(seg_graph *g);
seg_view seg_slot_view(const seg_graph *g, const ir_func *f, ir_val v);
seg_view seg_type_view(const seg_graph *g, ir_type_id t);
unsigned seg_bits(const seg_graph *g, ir_type_id t);
/* the value of operand v in view `want` (SEG_V_NONE: its own view); false
 * with st->split set when a case split is needed, or with an ERR */
bool seg_operand(seg_step *st, seg_state *s, ir_val v, seg_view want, seg_lin *out);
/* converts e (in view `from`, `bits` wide) into `to`; false with split */
bool seg_convert(seg_step *st, const seg_lin *e, unsigned bits, seg_view from, seg_view to,
                 seg_lin *out);
/* under signed_unbounded: the signed e is representable in `bits` (true),
 * else false with a split or with st->infeasible (the run is cut) */
bool seg_representable(seg_step *st, const seg_lin *e, unsigned bits);
/* binds slot of value v in the top frame to a fresh variable equal to e */
void seg_define(seg_step *st, seg_state *s, ir_val v, const seg_lin *e);
/* binds v to a fresh unconstrained variable (within its type's range) */
uint32_t seg_define_fresh(seg_step *st, seg_state *s, ir_val v);

/* the variable holding e (e itself when it is one variable, else a fresh
 * one equal to it) */
uint32_t seg_var_of(seg_step *st, seg_state *s, const seg_lin *e, unsigned bits, seg_view view);
bool seg_slot_live(const seg_graph *g, const ir_func *f, uint32_t block, uint32_t slot);

/* ---- rules ----------------------------------------------------------------------------- */
seg_out seg_rule_mem(seg_step *st, const ir_inst *in);
/* rules_str.c: strchr, strrchr, strstr, memchr, strcmp, strncmp, memcmp,
 * strnlen (reads checked, results over-approximated) */
seg_out seg_rule_str(seg_step *st, const ir_inst *in, ir_builtin bi);
seg_out seg_rule_arith(seg_step *st, const ir_inst *in);
seg_out seg_rule_ctrl(seg_step *st, const ir_inst *in);
seg_out seg_rule_call(seg_step *st, const ir_inst *in);
/* contract.c: a call of f (arguments args) whose contract is in
 * seg_opts.contracts.  *used false: the call is explored as without one
 * (SEG_SPLIT: the premise must be refined first); else the successor (the
 * state after the call), or an ERR state that names the clause the
 * premise does not prove */
seg_out seg_call_contract(seg_step *st, const ir_inst *in, const ir_func *f, const seg_lin *args, bool *used);
/* shared helpers of the rules */
seg_out seg_err(seg_step *st, const char *sub, const char *fmt, ...) MT_FORMAT(3, 4);
seg_state *seg_succ(seg_step *st);                     /* a copy of the premise, advanced */
/* index of a block containing [p, p+size-1], -1 if none is provable */
int seg_find_block(seg_step *st, const seg_lin *p, int64_t size);
/* the same for an access of len bytes, len a linear term (>= 1) */
int seg_find_block_len(seg_step *st, const seg_lin *p, const seg_lin *len);
/* p points into block b of the premise s0: *end gets the address of a zero
 * byte at or after p inside b, so strlen(p) <= *end - p (== when *exact:
 * a read-only global's string); false when none is known */
bool seg_string_end(seg_step *st, const seg_state *s0, const seg_lin *p, int b, seg_lin *end, bool *exact);
/* [p, p+n-1] inside one block (n may be 0: *zero, nothing to check);
 * SEG_OK with st->same_pos when a list element was materialized for it
 * (the successor re-executes the instruction) */
seg_out seg_range_ok(seg_step *st, const seg_lin *p, const seg_lin *n, bool write, bool *zero, const char *what);
/* drops PT atoms that may overlap [p, p+size-1] */
void seg_kill_range(seg_step *st, seg_state *s, const seg_lin *p, const seg_lin *size);
/* drops PT atoms not provably inside a block of s */
void seg_pt_cleanup(seg_step *st, seg_state *s);
/* leak checks at a program end / a loop head; SEG_OK or SEG_ERRSTATE */
seg_out seg_check_leaks(seg_step *st, const seg_state *s, bool at_end, bool frames_live);
/* s's bottom frame is an abstracted activation of a recursive function
 * (rules_ctrl.c: call_abstract), not main's */
bool seg_abstract_frame(const seg_graph *g, const seg_state *s);
/* the initial state: main's frame, globals */
seg_state *seg_initial(seg_graph *g, const ir_func *main_fn, char **why);
/* moves the top frame to (block) from `from`, binding phis; false with split */
seg_out seg_jump(seg_step *st, uint32_t from, uint32_t to);

/* ---- graph.c -------------------------------------------------------------------------- */
/* the state as text (DOT, -vvvv logs) */
void seg_state_print(mt_buf *b, const seg_graph *g, const seg_state *st);

/* ---- list.c ---------------------------------------------------------------------------- */
/* the variables of l (at most SEG_LIST_NVARS) */
uint32_t seg_list_vars(const seg_list *l, uint32_t *out);
bool seg_list_mentions(const seg_list *l, uint32_t v);
void seg_list_add(seg_graph *g, seg_state *s, const seg_list *l);
void seg_list_del(seg_state *s, uint32_t i);
/* a fresh length variable (an unbounded integer) */
uint32_t seg_list_len_var(seg_graph *g);
/* the lists' facts onto Z3's stack (part of <s>) */
void seg_list_facts(seg_graph *g, const seg_state *s);
/* an access of [p, p + n - 1] that no block holds: SEG_OK with the
 * element that holds it materialized (a successor at the same position),
 * SEG_SPLIT on the list's emptiness, SEG_ERRSTATE when no list holds it
 * (st->reason not set) */
seg_out seg_list_access(seg_step *st, const seg_lin *p, const seg_lin *n);
void seg_list_print(mt_buf *b, const seg_list *l);
/* list i of s (len >= 1; the premise asserted) re-represented: its first (or
 * last) element in AL and PT (with its objects), the rest a list of
 * len - 1 >= 0; false (s unchanged) when an object of it would need a
 * case split */
bool seg_list_unfold(seg_graph *g, seg_state *s, uint32_t i, bool last);
/* the index of l's field at offset off of type ty read as view, -1: none */
int seg_list_field(const seg_list *l, uint32_t off, ir_type_id ty, uint8_t view);

/* ---- list_fold.c: chains of elements, loop-head normalization ------------------------- */
#define SEG_CHAIN_MAX 64
typedef struct seg_link {
  uint8_t list;        /* 1: list invariant idx; 0: heap block idx (a concrete element) */
  uint32_t idx;
  int32_t ncell;       /* element: PT index of its next cell */
  int32_t pcell;       /* element of a doubly linked chain: its prev cell (-1) */
} seg_link;

typedef struct seg_chain {
  uint32_t esize, noff, poff; /* poff = UINT32_MAX: singly linked */
  uint32_t loff;              /* link offset (seg_list.loff) */
  int64_t roff;               /* the root's first link is root + roff (a cursor at
                                 an intrusive element's start: roff = loff) */
  int64_t eoff;               /* the chain ends at end + eoff (roff when empty) */
  int64_t soff;               /* seg_chain_walk's stop is stop + soff */
  ir_type_id pty;             /* type of the next field */
  ir_type_id ety;             /* struct type of the elements (0: any) */
  bool from_list;             /* seg_chain_kinds: the kind of a list at the root */
  bool cycle;                 /* seg_chain_walk: a stop at the root ends the chain only
                                 after a cycle (not at once) */
  uint32_t n, nlists;         /* links, of which list invariants */
  seg_link link[SEG_CHAIN_MAX];
  uint32_t end;               /* the value after the last link (the root when n = 0) */
} seg_chain;

/* a state's heap as chains see it: equalities by its KB equations, the
 * blocks and lists some chain took already */
typedef struct seg_heap {
  const seg_state *s;
  seg_oclass *oc;
  uint8_t *used_b, *used_l;
  unsigned ptrbytes;
  const seg_graph *g;
} seg_heap;
/* variable v holds a pointer (its view) */
bool seg_heap_ptr(const seg_heap *h, uint32_t v);
void seg_heap_init(seg_heap *h, const seg_graph *g, const seg_state *s);
void seg_heap_free(seg_heap *h);
bool seg_heap_same(const seg_heap *h, uint32_t x, uint32_t y);
/* the heap block (not read-only) starting at v, -1 if none */
/* the heap block p starts (by the premise's equations) is of struct type
 * t, when t is larger than the type it had (a struct's first member may be
 * a struct; t = 0: nothing) -- a hint for chains (seg_block.ety) */
void seg_block_type(seg_graph *g, seg_state *s, const seg_lin *p, ir_type_id t);

/* element struct types x and y (0: unknown) may be the same */
static inline bool seg_ety_fit(ir_type_id x, ir_type_id y) { return !x || !y || x == y; }
int seg_heap_block_at(const seg_heap *h, uint32_t v);
/* x points at a pointer field inside a heap element that holds NULL or the
 * start of an element (a next field: &e->next), and no cell holds x (not
 * the link of an intrusive list, which points into its elements) */
bool seg_heap_field_cursor(const seg_heap *h, uint32_t x);
/* the heap block (not read-only) whose start + loff is v, -1 if none */
int seg_heap_block_link(const seg_heap *h, uint32_t v, uint32_t loff);
/* the block (heap: a heap block) v points into, *d: its offset there; -1 if none */
int seg_heap_block_holding(const seg_heap *h, uint32_t v, bool heap, int64_t *d);
/* x = y + k by h's equations */
bool seg_heap_same_off(const seg_heap *h, uint32_t x, uint32_t y, int64_t k);
/* the pointer-sized PT cell at lo + off, -1 if none */
int seg_heap_ptr_cell(const seg_heap *h, uint32_t lo, uint32_t off, unsigned pbytes);
bool seg_heap_cell_off(const seg_heap *h, uint32_t lo, const seg_pt *p, int64_t *off);
/* the kinds of chain (element size, next offset) that can start at r */
uint32_t seg_chain_kinds(const seg_heap *h, uint32_t r, unsigned pbytes, seg_chain *out, uint32_t max);
/* walks the chain of c's kind from r (to stop, when not 0), marking its
 * links used */
bool seg_chain_walk(seg_heap *h, uint32_t r, uint32_t stop, unsigned pbytes, seg_chain *c);
void seg_chain_release(seg_heap *h, const seg_chain *c);
/* the step of field f along chain c (each element holds the one before's
 * value plus *step; a list's stepped field continues it): 1 with *step,
 * 0 when there are no two values to compare (any step fits), -1 when the
 * values do not step by one constant */
int seg_chain_step(const seg_heap *h, const seg_chain *c, const seg_lf *f, int64_t *step);
/* seg_chain_walk to stop; a stop at the root itself ends the chain after
 * a whole cycle when there is one, else at once */
void seg_chain_walk_to(seg_heap *h, uint32_t r, uint32_t stop, unsigned pbytes, seg_chain *c);
bool seg_chain_prev_ok(const seg_heap *h, const seg_chain *c, unsigned pbytes);
bool seg_chain_dll_evidence(const seg_heap *h, const seg_chain *c, unsigned pbytes);
/* the lists of s (those of the asserted premise) that are provably
 * empty are dropped, ad = tgt kept in the KB; true when one was */
bool seg_list_drop_empty(seg_graph *g, seg_state *s);
/* empty lists dropped, folds (s's premise asserted); true when s changed */
bool seg_list_normalize(seg_graph *g, seg_state *s);
/* every doubly linked list of s along its field of the lower offset (next
 * before prev; the same memory): true when one was turned */
bool seg_list_orient(seg_state *s);

/* [p, p + len - 1] inside block b by the asserted premise (rules_mem.c) */
bool seg_inside(seg_graph *g, const seg_block *b, const seg_lin *p, const seg_lin *len);
/* [p, p + n - 1] inside the list element at e of esize bytes, by the
 * asserted premise (list.c) */
bool seg_in_elem(seg_graph *g, uint32_t e, int64_t esize, const seg_lin *p, const seg_lin *n);
/* the same for the element of list l whose link is e */
bool seg_in_list_elem(seg_graph *g, const seg_list *l, uint32_t e, const seg_lin *p, const seg_lin *n);

/* ---- own.c: objects list elements own ----------------------------------------------- */
const seg_own *seg_own_get(const seg_graph *g, uint32_t id);
uint32_t seg_own_intern(seg_graph *g, const seg_own *o);
/* the template of the objects of both; 0 when they differ in size */
uint32_t seg_own_join(seg_graph *g, uint32_t x, uint32_t y);
/* the template of a field that is NULL in every element so far (size 0,
 * no self): the objects may come later */
uint32_t seg_own_null(seg_graph *g);
bool seg_own_is_null(const seg_graph *g, uint32_t x);
/* x, or also NULL */
uint32_t seg_own_nullable(seg_graph *g, uint32_t x);
/* every object of x is one of y */
bool seg_own_leq(seg_graph *g, uint32_t x, uint32_t y);
/* the blocks and lists an object (with the objects it owns) consists of */
#define SEG_OWN_TAKE 16
typedef struct seg_own_take {
  uint32_t nb, nl;
  uint32_t b[SEG_OWN_TAKE], l[SEG_OWN_TAKE];
} seg_own_take;
/* what the pointer value v that PT cell `cell` (-1: none) holds is in h's
 * state: 1: NULL; 2: an object only that cell refers to, of template *own,
 * made of blocks and lists (not used in h) added to *tk; 0: neither */
int seg_own_classify(seg_graph *g, const seg_heap *h, uint32_t v, int32_t cell, uint32_t *own, seg_own_take *tk);
/* marks tk's blocks and lists used in h */
void seg_own_use(seg_heap *h, const seg_own_take *tk);
/* an object of template own at v into the state: a block object (v >= 1)
 * into AL and PT, a list object as a list invariant */
void seg_own_materialize(seg_graph *g, seg_state *s, uint32_t v, uint32_t own);
/* a ring object of template own around the sentinel at address sa (a
 * variable), its next field holding v and its prev field w: a list
 * invariant, or (empty so far) v = w = sa */
void seg_own_ring(seg_graph *g, seg_state *s, uint32_t sa, uint32_t v, uint32_t w, uint32_t own);
/* own is a ring template */
bool seg_own_is_ring(const seg_graph *g, uint32_t own);
void seg_own_print(mt_buf *b, const seg_graph *g, uint32_t own);

/* ---- summary.c: recursion through memory ---------------------------------------------- */
/* the abstract entry state of a nested call of f in the asserted state
 * st->a: f's frame with the parameters bound to args, the call's
 * footprint (heap reachable from the pointer arguments and the globals) */
seg_state *seg_summary_entry(seg_step *st, const ir_func *f, const seg_lin *args);
/* the caller after the call: c (at the call) without the footprint that
 * its entry state ec took, with the return summary r's heap, KB and result
 * (r's parameter slots renamed to ec's, and r's variables that are the
 * general entry state e's to what the instantiation mu of the edge ec -> e
 * makes them -- themselves when mu is NULL: ec is e); NULL with *why when
 * it cannot be built */
seg_state *seg_summary_continue(seg_graph *g, const seg_state *c, const seg_state *ec, const seg_state *e,
                                const seg_pair *mu, uint32_t nmu, const seg_state *r, const seg_lin *bind,
                                uint32_t nbind, const char **why);

/* ---- merge.c ---------------------------------------------------------------------------- */
/* is node a's state a generalization of b's (whose state the caller has
 * asserted)?  On success *mu (arena) holds the instantiation a-var -> b-var
 * for a's frame variables */
bool seg_instance(seg_graph *g, const seg_state *a, const seg_state *b, seg_pair **mu,
                  uint32_t *nmu);
/* merge(a, b); NULL when the states cannot be merged */
seg_state *seg_merge(seg_graph *g, const seg_state *a, const seg_state *b, seg_pair **mu_a,
                     uint32_t *nmu_a);
bool seg_same_position(const seg_state *a, const seg_state *b);
/* s (its premise asserted) with the first element of a list that a
 * program pointer points strictly inside (a link cursor, pp =
 * &(*pp)->next, before the element is read) out of the list, when the
 * list is known not to be empty; NULL: no such element.  Loop heads keep
 * such states apart from those where the pointer is a stack variable's
 * address (seg_pointer_split), and merge them with the element apart. */
seg_state *seg_cursor_unfold(seg_graph *g, const seg_state *s);
/* b (asserted) re-represented for a merge with a: where a program value
 * is an element of a with a cursor inside what it points to and starts a
 * list of b, that list's first element is unfolded; NULL when nothing is */
seg_state *seg_merge_align(seg_graph *g, const seg_state *a, const seg_state *b);

/* ---- partition.c: states a loop head keeps apart ------------------------------------------ */
/* a and b (same position, a loop head) differ in where a pointer the loop
 * assigns (a phi of its head) points: NULL in one and the start of a heap
 * block in the other that a heap cell outside it points to as well; a
 * pointer-sized object on the stack or in a global (&head) in one and a
 * field inside a heap element (&e->next) in the other.  Their merge would
 * keep only the range between, so the loop head keeps them apart (merges
 * stay within a partition by where that pointer points). */
bool seg_pointer_split(const seg_graph *g, const seg_state *a, const seg_state *b);
/* v points inside the first element of a list of h's state, at *d bytes
 * from its start (a link cursor, pp = &(*pp)->next, before the element is
 * read; *d = 0: at its start): the list's index, -1 when none */
int seg_in_list_head(const seg_heap *h, uint32_t v, int64_t *d);

#endif
