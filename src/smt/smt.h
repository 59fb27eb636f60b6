/*
 * smt.h -- the only module that calls Z3.
 *
 * A context holds one incremental solver over linear (and, soundly,
 * non-linear) integer or real arithmetic, or over bit-vectors and arrays
 * (the bounded model checker).  Terms are Z3 ASTs, hash-consed by
 * Z3, and live as long as the context (never free them).
 *
 * Soundness contract:
 *  - `smt_valid(c, phi)` is true only when Z3 proves UNSAT(assertions ∧ ¬phi).
 *    A timeout, an `unknown`, the deadline of the run or a Z3 error all mean
 *    "not proved".  Validity answers are cached per assertion-stack state.
 *    A "not valid" may also come without a check: the context keeps the
 *    model of the last SAT answer (of smt_check, or of the assertions and
 *    ¬phi of smt_valid) with the assertion state it satisfies, and phi
 *    false in it is not valid.
 *  - `smt_check` answers SMT_SAT / SMT_UNSAT only when Z3 did; otherwise
 *    SMT_UNKNOWN (counted in smt_unknown, and in smt_timeouts when Z3 ran
 *    out of time).
 *  - Z3 errors never abort memterm: a no-op error handler is installed and
 *    the error code is checked after each call.  The first error is kept
 *    (`smt_error`) and is sticky: every constructor then returns NULL and
 *    every check answers SMT_UNKNOWN.  Constructors accept NULL arguments
 *    (and return NULL), so callers may build a whole formula and test once.
 *
 * Every check is bounded by the context's per-query timeout and by half the
 * time left before the run's deadline (run->deadline), whichever is less
 * (Z3 overruns its limit now and then); after the deadline a check answers
 * SMT_UNKNOWN at once.
 */
#ifndef SMT_H
#define SMT_H

#include "../util/mt.h"

typedef struct smt_ctx smt_ctx;
typedef struct _Z3_ast *smt_term; /* Z3_ast; NULL after an error */

typedef enum smt_sort { SMT_INT, SMT_REAL, SMT_BOOL } smt_sort;
typedef enum smt_cmp { SMT_EQ, SMT_NE, SMT_LT, SMT_LE, SMT_GT, SMT_GE } smt_cmp;
typedef enum smt_result { SMT_UNSAT, SMT_SAT, SMT_UNKNOWN } smt_result;

/* timeout_ms bounds every check (0: only the run's deadline).  run may not
 * be NULL (statistics go there).  Free with smt_free. */
smt_ctx *smt_new(mt_run *run, unsigned timeout_ms);
void smt_free(smt_ctx *c); /* NULL is a no-op; deletes the Z3 context */
/* a context whose solver is specialised to an SMT-LIB logic ("QF_LRA" for
 * linear programs); otherwise as smt_new */
smt_ctx *smt_new_logic(mt_run *run, unsigned timeout_ms, const char *logic);

/* ---- terms (owned by the context) --------------------------------------- */
smt_term smt_int(smt_ctx *c, int64_t v);
smt_term smt_int_u64(smt_ctx *c, uint64_t v); /* an integer numeral up to 2^64 - 1 */
smt_term smt_pow2(smt_ctx *c, unsigned k);    /* the integer 2^k, k <= 128 */
smt_term smt_var(smt_ctx *c, const char *name); /* integer variable */
smt_term smt_var_of(smt_ctx *c, smt_sort s, const char *name); /* also Boolean */
/* the numeral num/den (den > 0; SMT_INT needs den == 1; not SMT_BOOL) */
smt_term smt_num(smt_ctx *c, smt_sort s, int64_t num, int64_t den);
smt_term smt_add(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_sub(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_mul(smt_ctx *c, smt_term a, smt_term b);
/* k·t with k a numeral of t's sort */
smt_term smt_scale(smt_ctx *c, int64_t k, smt_term t);
/* t mod m for an integer term t and a constant m >= 1 (Euclidean: 0 <= r < m) */
smt_term smt_mod(smt_ctx *c, smt_term t, int64_t m);
/* Σ ts[i]; 0 of sort s when n == 0 */
smt_term smt_sum(smt_ctx *c, smt_sort s, uint32_t n, const smt_term *ts);
smt_term smt_rel(smt_ctx *c, smt_cmp op, smt_term a, smt_term b);
smt_term smt_true(smt_ctx *c);
smt_term smt_false(smt_ctx *c);
smt_term smt_not(smt_ctx *c, smt_term a);
smt_term smt_and(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_or(smt_ctx *c, smt_term a, smt_term b);
smt_term smt_implies(smt_ctx *c, smt_term a, smt_term b);
/* conjunction of n formulas (true when n == 0) */
smt_term smt_and_n(smt_ctx *c, uint32_t n, const smt_term *ts);


/* ---- bit-vectors and arrays (bmc/) ----------------------------------------
 * Widths are in bits (>= 1).  Constructors whose operands are all numerals
 * return the folded numeral (so callers can test for constants cheaply with
 * smt_bv_const / smt_is_true / smt_is_false); smt_ite with a numeral
 * condition returns the chosen branch.  The same sticky-error rules apply. */
typedef enum smt_bvop {
  SMT_BV_ADD, SMT_BV_SUB, SMT_BV_MUL, SMT_BV_UDIV, SMT_BV_SDIV, SMT_BV_UREM,
  SMT_BV_SREM, SMT_BV_SHL, SMT_BV_LSHR, SMT_BV_ASHR, SMT_BV_AND, SMT_BV_OR,
  SMT_BV_XOR, SMT_BV_CONCAT, /* CONCAT: a is the high part */
} smt_bvop;
typedef enum smt_bvcmp {
  SMT_BV_EQ, SMT_BV_NE, SMT_BV_UGT, SMT_BV_UGE, SMT_BV_ULT, SMT_BV_ULE,
  SMT_BV_SGT, SMT_BV_SGE, SMT_BV_SLT, SMT_BV_SLE,
} smt_bvcmp;

/* the numeral v mod 2^w (w > 64: zero-extended) */
smt_term smt_bv(smt_ctx *c, unsigned w, uint64_t v);
smt_term smt_bv_var(smt_ctx *c, unsigned w, const char *name);
/* width of a bit-vector term, 0 for other sorts or NULL */
unsigned smt_bv_width(smt_ctx *c, smt_term t);
smt_term smt_bv_bin(smt_ctx *c, smt_bvop op, smt_term a, smt_term b);
smt_term smt_bv_cmp(smt_ctx *c, smt_bvcmp op, smt_term a, smt_term b);
/* bits hi..lo of a (hi >= lo) */
smt_term smt_bv_extract(smt_ctx *c, unsigned hi, unsigned lo, smt_term a);
/* zero / sign extension to width w (w >= width of a; equal width: a) */
smt_term smt_bv_zext(smt_ctx *c, unsigned w, smt_term a);
smt_term smt_bv_sext(smt_ctx *c, unsigned w, smt_term a);
/* a formula: a op b (SMT_BV_ADD, SMT_BV_SUB or SMT_BV_MUL) does not
 * overflow as signed two's-complement numbers of their width */
smt_term smt_bv_nsw(smt_ctx *c, smt_bvop op, smt_term a, smt_term b);
/* if-then-else over any sort (a and b of the same sort) */
smt_term smt_ite(smt_ctx *c, smt_term cond, smt_term a, smt_term b);
/* Z3's simplifier (NULL stays NULL) */
smt_term smt_simplify(smt_ctx *c, smt_term t);
/* ∃ vars. body (vars: constants made by smt_var in this context) */
smt_term smt_exists(smt_ctx *c, uint32_t n, const smt_term *vars, smt_term body);
/* t with from[i] replaced by to[i] (constants, simultaneously) */
smt_term smt_subst(smt_ctx *c, smt_term t, uint32_t n, const smt_term *from, const smt_term *to);
/* A quantifier-free formula equivalent to phi over linear integer
 * arithmetic (Z3's "qe" tactic, then its simplifier).  Not started after
 * the run's deadline; once started, not bounded by a timer (Z3 4.8's qe
 * can crash when a timer cancels it): the run's alarm ends a long one.
 * NULL when Z3 fails; unlike the constructors, a failure is not sticky. */
smt_term smt_qe(smt_ctx *c, smt_term phi);
/* t, made in context `from`, as a term of context `to` (Z3_translate) */
smt_term smt_translate(smt_ctx *from, smt_term t, smt_ctx *to);
/* integer division truncated towards zero (C's `/`) by a constant k != 0 */
smt_term smt_tdiv(smt_ctx *c, smt_term t, int64_t k);
/* the conjuncts of t when it is an `and` (else t itself): at most cap
 * go to out; returns how many there are */
uint32_t smt_conjuncts(smt_ctx *c, smt_term t, smt_term *out, uint32_t cap);
/* the comparisons of integers anywhere in t (also under ite, not, or),
 * each once, at most cap: how many */
uint32_t smt_atoms(smt_ctx *c, smt_term t, smt_term *out, uint32_t cap);
/* an atom t (a comparison of integer terms, or its negation) as
 * Σ k[i]·vars[i] + *c0  *op  0: false when it is not linear in vars (n
 * entries of k) or mentions other terms */
bool smt_linear_atom(smt_ctx *c, smt_term t, uint32_t n, const smt_term *vars, int64_t *k, int64_t *c0,
                     smt_cmp *op);
/* an atom t of the form (L mod *m) *op *rhs, *op one of SMT_EQ, SMT_LE,
 * with L = Σ k[i]·vars[i] + *c0 linear in vars and *m, *rhs numerals:
 * false for any other atom */
bool smt_mod_atom(smt_ctx *c, smt_term t, uint32_t n, const smt_term *vars, int64_t *k, int64_t *c0, int64_t *m,
                  smt_cmp *op, int64_t *rhs);
/* no product of two non-numerals, no division or remainder by one, in t
 * (Spacer and the linear solvers take it) */
bool smt_is_linear(smt_ctx *c, smt_term t);
/* is t the numeral true / false (no solver call, no simplification) */
bool smt_is_true(smt_ctx *c, smt_term t);
bool smt_is_false(smt_ctx *c, smt_term t);
/* is t a bit-vector numeral of width <= 64; its value in *v */
bool smt_bv_const(smt_ctx *c, smt_term t, uint64_t *v);
/* the integer term t simplifies to a numeral that fits int64: *v (a
 * constant the encoder computed, `SIZE + 2` of a read-only global) */
bool smt_int_const(smt_ctx *c, smt_term t, int64_t *v);
/* arrays from bit-vectors of width iw to the sort of v, everywhere v */
smt_term smt_array_const(smt_ctx *c, unsigned iw, smt_term v);
smt_term smt_array_select(smt_ctx *c, smt_term a, smt_term i);
smt_term smt_array_store(smt_ctx *c, smt_term a, smt_term i, smt_term v);

/* ---- solver --------------------------------------------------------------- */
void smt_push(smt_ctx *c);
void smt_pop(smt_ctx *c); /* no-op without a matching push */
void smt_assert(smt_ctx *c, smt_term phi);
smt_result smt_check(smt_ctx *c);
/* the last check's unknown came from the run's deadline (the time it
 * left the check ran out), not from the context's own per-check bound */
bool smt_deadline_unknown(const smt_ctx *c);
/* assertions |= phi, proved by Z3 (cached) */
bool smt_valid(smt_ctx *c, smt_term phi);
/* facts[0..n-1] |= phi, proved by a second solver of the context that
 * holds nothing else (the assertion stack is not involved): a query on a
 * slice of the assertions; not cached */
bool smt_valid_from(smt_ctx *c, uint32_t n, const smt_term *facts, smt_term phi);
/* an id of the current assertion stack (changes with every assert, push
 * and pop; equal ids: the same assertions) */
uint32_t smt_stack_id(const smt_ctx *c);

/* ---- models: only after smt_check == SMT_SAT ----------------------------- */
/* false when there is no model or the value does not fit */
bool smt_model_int(smt_ctx *c, smt_term t, int64_t *out);
/* the value as num/den, den > 0, in lowest terms */
bool smt_model_rat(smt_ctx *c, smt_term t, int64_t *num, int64_t *den);
/* the value of a formula */
bool smt_model_bool(smt_ctx *c, smt_term t, bool *out);
/* the value of a bit-vector term of width <= 64 (model completion: an
 * unconstrained term reads 0) */
bool smt_model_bv(smt_ctx *c, smt_term t, uint64_t *out);

/* ---- constrained Horn clauses (horn.c) -------------------------------------
 * Relations over integer and Boolean arguments; clauses ∀x. body → head
 * (head a relation's application, or false), solved by Z3's Spacer (the
 * HORN logic: IC3/PDR over linear integer arithmetic) in a solver of its
 * own in this context.  SAFE means Spacer found an interpretation of every
 * relation that makes every clause valid: a candidate only -- the caller
 * reads it (smt_horn_interp) and re-checks each clause with an ordinary
 * check of this context before it trusts it.  UNSAFE (a derivation of
 * false) is a candidate too; UNKNOWN: timeout, the deadline, an error. */
typedef struct _Z3_func_decl *smt_pred;
typedef struct smt_horn smt_horn;
typedef enum smt_horn_answer { SMT_HORN_SAFE, SMT_HORN_UNSAFE, SMT_HORN_UNKNOWN } smt_horn_answer;

/* a relation symbol of n arguments of the given sorts (NULL after an error) */
smt_pred smt_pred_new(smt_ctx *c, const char *name, uint32_t n, const smt_sort *sorts);
smt_term smt_pred_app(smt_ctx *c, smt_pred r, uint32_t n, const smt_term *args);
const char *smt_pred_name(smt_ctx *c, smt_pred r); /* for logs; valid until the next Z3 call */
smt_horn *smt_horn_new(smt_ctx *c);
void smt_horn_free(smt_horn *h); /* NULL is a no-op */
/* adds ∀vars. body → head (head NULL: false); vars are the clause's
 * constants (smt_var_of) */
void smt_horn_add(smt_horn *h, uint32_t nvars, const smt_term *vars, smt_term body, smt_term head);
/* Spacer within timeout_ms (and the run's deadline) */
smt_horn_answer smt_horn_solve(smt_horn *h, unsigned timeout_ms);
/* after SAFE: r's interpretation applied to args (a quantifier-free formula
 * over them), true when the solution leaves r out (the caller's re-check
 * then decides whether that is a solution); NULL on error */
smt_term smt_horn_interp(smt_horn *h, smt_pred r, uint32_t n, const smt_term *args);
/* why the last solve answered UNKNOWN (borrowed; "" when it did not) */
const char *smt_horn_reason(const smt_horn *h);

/* ---- optimization (opt.c) -------------------------------------------------
 * The least and the greatest value of each of n integer terms under phi,
 * each on its own (Z3's optimizer, box priority), within timeout_ms (0:
 * the context's) and the run's deadline.  has_lo[i]/has_hi[i] tell which
 * bounds exist and fit in 64 bits (an unbounded term has none) after
 * SMT_SAT; SMT_UNSAT: phi has no model; SMT_UNKNOWN: no answer (timeout,
 * error).  Bounds are proposals; nothing here is a proof. */
smt_result smt_bounds(smt_ctx *c, smt_term phi, uint32_t n, const smt_term *objs, unsigned timeout_ms, int64_t *lo,
                int64_t *hi, uint8_t *has_lo, uint8_t *has_hi);

/* ---- diagnostics ---------------------------------------------------------- */
/* the term as SMT-LIB text (caller frees with mt_free) */
char *smt_to_string(smt_ctx *c, smt_term t);
/* the first Z3 error met by this context (borrowed), or NULL */
const char *smt_error(const smt_ctx *c);

#endif
