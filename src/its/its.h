/*
 * its.h -- integer transition systems (ITS).
 *
 * An ITS has locations, integer variables x_0..x_{n-1} and rules
 *
 *     l(x) -> l'(x')  [ C(x, x', t) ]
 *
 * where C is a conjunction of linear atoms over the pre-state x, the
 * post-state x' and rule-local existential temporaries t.  A post variable
 * that C does not constrain takes any value (a nondeterministic update).
 * Semantics: a run starts at the start location with ANY integer values and
 * takes rules whose C is satisfiable for the current values; the ITS
 * terminates when every run is finite.
 *
 * Representation.  In a rule, variable index v means
 *     v <  n        the pre value x_v
 *     n <= v < 2n   the post value x'_{v-n}
 *     2n <= v       temporary t_{v-2n}
 * An atom is  Σ coef·var + c  (<= 0 | == 0); its monomials are sorted by
 * variable with non-zero coefficients.  Strict and negated comparisons are
 * exact over the integers (a < b  ==  a - b + 1 <= 0; a != b splits the
 * rule in two).
 *
 * Abstraction (kept soundly).  A term memterm cannot express linearly
 * (x*y, division by a variable, a constant that overflows 64 bits) becomes
 * a fresh temporary with no constraint at all; the rule remembers it in
 * `abs` (with the operands when they are linear) so writers and proofs can
 * show it.  Dropping information only adds runs, so a termination proof of
 * the abstraction is one of the original.  Boolean structure (and, or,
 * not, =>, ite, distinct) is put into disjunctive normal form: one rule per
 * disjunct, bounded by ITS_MAX_DNF.
 *
 * Ownership: an `its` owns all its data (its arena); free with its_free.
 */
#ifndef ITS_H
#define ITS_H

#include "../util/mt.h"

#define ITS_MAX_DNF 4096u      /* disjuncts of one input rule */
#define ITS_MAX_RULES 100000u  /* rules of one system */

typedef struct its_lin {
  uint32_t n;      /* monomials */
  uint32_t *var;   /* sorted, distinct */
  int64_t *coef;   /* non-zero */
  int64_t c;       /* constant */
} its_lin;

typedef enum its_rel { ITS_LE, ITS_EQ } its_rel; /* lin <= 0, lin == 0 */

typedef struct its_atom {
  its_rel rel;
  its_lin e;
} its_atom;

typedef enum its_abs_op { ITS_ABS_MUL, ITS_ABS_DIV, ITS_ABS_MOD, ITS_ABS_POW, ITS_ABS_OPAQUE } its_abs_op;

/* temporary `temp` (a rule variable index) stands for  a op b;  for
 * ITS_ABS_OPAQUE only `text` is known */
typedef struct its_abs {
  uint32_t temp;
  its_abs_op op;
  its_lin a, b;
  const char *text; /* the input's spelling, for messages */
} its_abs;

typedef struct its_rule {
  uint32_t id;        /* 1-based, in input order (after DNF splitting) */
  uint32_t from, to;  /* locations */
  uint32_t ntemp;
  const char **tname; /* ntemp names of the temporaries */
  uint32_t natom;
  its_atom *atom;
  uint32_t nabs;
  its_abs *abs;
} its_rule;

typedef enum its_format { ITS_FMT_SMT2, ITS_FMT_KOAT } its_format;

typedef struct its {
  mt_arena arena;      /* everything below lives here */
  its_format format;   /* the input's */
  uint32_t nvar, capvar;
  const char **var;    /* names of x_0..x_{n-1} */
  uint32_t nloc, caploc;
  const char **loc;    /* location names */
  uint32_t start;
  bool start_cond;     /* the input restricts the start values; the readers drop
                          that (more runs: sound for termination, not for
                          non-termination) */
  uint32_t nrule, caprule;
  its_rule *rule;      /* heap array (its_free) */
  uint32_t nabstracted;/* terms abstracted by the readers */
  uint32_t ndropped;   /* of these, atoms dropped (their arithmetic overflows):
                          no rule records them, so no rule is exact */
  /* C names of variables at locations (an ITS from a program's graph):
   * keyed by the location's name, which simplification keeps */
  uint32_t ncname, capcname;
  struct its_cname { const char *loc; uint32_t var; const char *name; } *cname;
} its;

/* ---- reading --------------------------------------------------------------- */
/* Reads a TermComp ITS in the SMT-LIB form (T2 / AProVE: declare-sort Loc,
 * cfg_init, cfg_trans2, init_main, next_main) or in KoAT's form
 * ((GOAL ...) (STARTTERM (FUNCTIONSYMBOLS f)) (VAR ...) (RULES ...)); the
 * format is recognised by content.  `name` is used in messages.
 * MT_ERR_INPUT: malformed input, one-line message in *err (mt_free).
 * MT_ERR_UNSUPPORTED: well-formed but beyond memterm (procedure calls via
 * cfg_trans3, forall, a DNF over ITS_MAX_DNF); message in *err.
 * On success *out is a new ITS (its_free). */
mt_status its_read(mt_run *run, const char *name, const char *text, size_t len, its **out,
                   char **err) MT_MUST_CHECK;
mt_status its_read_smt2(mt_run *run, const char *name, const char *text, size_t len, its **out,
                        char **err) MT_MUST_CHECK;
mt_status its_read_koat(mt_run *run, const char *name, const char *text, size_t len, its **out,
                        char **err) MT_MUST_CHECK;
/* reads the file at path (MT_ERR_IO when it cannot be read) */
mt_status its_read_file(mt_run *run, const char *path, its **out, char **err) MT_MUST_CHECK;

void its_free(its *s); /* NULL is a no-op */

/* ---- building (used by the readers and by tests) ---------------------------- */
its *its_new(its_format fmt);
uint32_t its_add_var(its *s, const char *name);
uint32_t its_add_loc(its *s, const char *name);
/* returns -1 when absent */
int64_t its_find_loc(const its *s, const char *name);
/* at location loc, variable var holds the value of C variable `name` */
void its_set_cname(its *s, uint32_t loc, uint32_t var, const char *name);
/* that C name, or NULL */
const char *its_cname(const its *s, uint32_t loc, uint32_t var);
/* a new empty rule (pointer valid until the next its_add_rule) */
its_rule *its_add_rule(its *s, uint32_t from, uint32_t to);

/* ---- linear terms (allocated in arena a) ------------------------------------- */
its_lin *its_lin_const(mt_arena *a, int64_t c);
its_lin *its_lin_var(mt_arena *a, uint32_t v);
/* ka·x + kb·y, NULL on 64-bit overflow (y may be NULL: ka·x) */
its_lin *its_lin_comb(mt_arena *a, int64_t ka, const its_lin *x, int64_t kb, const its_lin *y);
void its_lin_copy(mt_arena *a, its_lin *dst, const its_lin *src);
int64_t its_lin_coef(const its_lin *e, uint32_t v); /* 0 when absent */
bool its_lin_same(const its_lin *a, const its_lin *b); /* the same terms and constant */

/* ---- simplification ------------------------------------------------------- */
/* Drops locations not reachable from the start location and their rules;
 * renumbers the remaining locations in their old order.  Rule ids stay. */
void its_restrict_reachable(its *s);

/* Strongly connected components of the location graph restricted to the
 * rules with on[r] != 0 (on == NULL: all rules).  comp[l] receives the
 * component of each location (0..count-1, in reverse topological order);
 * returns the number of components.  Iterative Tarjan: no recursion. */
uint32_t its_scc(const its *s, const uint8_t *on, uint32_t *comp);

/* Keeps only the rules inside a cycle (both ends in one SCC); returns how
 * many were dropped. */
uint32_t its_drop_acyclic(its *s);

/* Integer tightening: in every rule, each inequality e <= 0 (also after
 * eliminating one variable with an equation where its coefficient is
 * ±1) whose coefficients share a divisor g > 1 gives (e - c)/g + ceil(c/g)
 * <= 0, which the rationals do not see (2y >= 1 is y >= 1).  The new atoms
 * are implied by the rule over the integers, so the rule's meaning stays;
 * at most 16 per rule.  Returns how many were added. */
uint32_t its_tighten(its *s);

/* consistency of the representation (sorted monomials, indices in range);
 * NULL when fine, otherwise a static description */
const char *its_check(const its *s);

/* ---- writing and printing -------------------------------------------------- */
void its_write_smt2(FILE *out, const its *s);
void its_write_koat(FILE *out, const its *s);
/* Σ coef·x + c with the ITS's names ("x - y + 1"); rule may be NULL when
 * only pre variables occur.  Appends to b. */
void its_print_lin(mt_buf *b, const its *s, const its_rule *rule, const its_lin *e);
/* "l0 -> l1 [x >= 1, x' = x - 1]" */
void its_print_rule(mt_buf *b, const its *s, const its_rule *r);

#endif
