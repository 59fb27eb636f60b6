/*
 * its_int.h -- internals of its/: S-expressions (the common syntax of both
 * readers: the KoAT reader builds SMT-LIB-shaped trees), linear-term
 * arithmetic with overflow checks, and the conversion of a formula into
 * disjunctive normal form over linear atoms (conv.c).  Only the .c files of its/
 * include this header.
 */
#ifndef ITS_INT_H
#define ITS_INT_H

#include "its.h"

/* ---- S-expressions ----------------------------------------------------------- */
typedef enum its_sx_kind { SX_SYM, SX_NUM, SX_LIST } its_sx_kind;

typedef struct its_sx {
  its_sx_kind kind;
  uint32_t line;
  const char *s;        /* SX_SYM: the name (quotes removed); SX_NUM: the digits */
  uint32_t n;           /* SX_LIST */
  struct its_sx **kid;
} its_sx;

#define ITS_MAX_DEPTH 2000u /* nesting of input expressions */

/* Parses every top-level S-expression of text (SMT-LIB lexical rules:
 * ';' comments, |quoted| symbols; '-5' is read as a numeral).  Iterative.
 * Returns the list of top-level expressions (SX_LIST) in a, or NULL with
 * *err set (mt_free). */
its_sx *its_sx_parse(mt_arena *a, const char *name, const char *text, size_t len, char **err);
its_sx *its_sx_sym(mt_arena *a, const char *s, uint32_t line);
its_sx *its_sx_num(mt_arena *a, const char *digits, uint32_t line);
its_sx *its_sx_list(mt_arena *a, uint32_t n, its_sx **kid, uint32_t line);
its_sx *its_sx_list2(mt_arena *a, const char *head, its_sx *x, its_sx *y, uint32_t line);
bool its_sx_is(const its_sx *x, const char *sym);       /* the symbol sym */
bool its_sx_head(const its_sx *x, const char *sym);     /* a list headed by sym */
/* at most max characters of x as text, into b */
void its_sx_print(mt_buf *b, const its_sx *x, size_t max);

/* ---- formulas to DNF -------------------------------------------------------------- */
typedef struct its_scope its_scope; /* persistent list of bindings */

typedef struct its_conv {
  mt_run *run;
  mt_arena *tmp;          /* scratch, freed by the reader */
  its *sys;
  uint32_t nv;            /* program variables */
  /* temporaries of the rule being converted */
  MT_VEC(const char *) tname;
  MT_VEC(its_abs) abs;
  /* symbols no scope binds: KoAT's free variables become temporaries
   * (allow_free), otherwise an error */
  bool allow_free;
  its_scope *free_vars;
  /* define-fun macros of the SMT-LIB reader */
  its_scope *macros;
  uint64_t work;          /* conversion steps, bounded */
  mt_status status;       /* first failure */
  char *err;              /* its message (mt_free) */
  const char *file;
} its_conv;

its_scope *its_scope_var(its_conv *cv, its_scope *up, const char *name, uint32_t var);
/* a macro with parameter names params[0..n-1] and the given body */
its_scope *its_scope_macro(its_conv *cv, its_scope *up, const char *name, uint32_t n,
                           const char **params, const its_sx *body);

/* whether the macro list binds name */
bool its_lookup_macro(its_scope *macros, const char *name);
/* Converts the formula f (scope: the symbols in reach) and appends one rule
 * from -> to per disjunct to cv->sys.  The temporaries and abstractions
 * collected so far belong to every such rule; call its_conv_reset before
 * the next input rule.  Returns false after a failure (cv->status/err). */
bool its_conv_rule(its_conv *cv, its_scope *scope, const its_sx *f, uint32_t from, uint32_t to);
/* like its_conv_rule for several conjoined formulas (f[0] ∧ ... ∧ f[n-1]) */
bool its_conv_rule_n(its_conv *cv, its_scope *scope, uint32_t n, const its_sx **f, uint32_t from,
                     uint32_t to);
void its_conv_reset(its_conv *cv);
void its_conv_free(its_conv *cv);
/* records the first failure; returns false */
bool its_conv_fail(its_conv *cv, mt_status st, uint32_t line, const char *fmt, ...) MT_FORMAT(4, 5);

#endif
