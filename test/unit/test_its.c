/* test_its.c -- its/: both readers (rules, positional variables, DNF of
 * guards, ite/div/mod/abs/let/macros, abstraction of non-linear terms),
 * clear errors on malformed input, reachability, SCCs, dropping acyclic
 * rules, and writers that read back to the same system. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "its/its.h"

/* ---- helpers ------------------------------------------------------------------- */

static its *read_ok(mt_run *run, const char *text) {
  its *s = NULL;
  char *err = NULL;
  mt_status st = its_read(run, "test", text, strlen(text), &s, &err);
  if (st != MT_OK) fail_msg("unexpected error: %s", err);
  assert_non_null(s);
  assert_null(its_check(s));
  return s;
}

/* expects status st and a message containing `part` */
static void read_fails(const char *text, mt_status st, const char *part) {
  mt_run run = {0};
  its *s = NULL;
  char *err = NULL;
  mt_status got = its_read(&run, "bad", text, strlen(text), &s, &err);
  if (got != st) fail_msg("status %s instead of %s (%s) for: %s", mt_status_name(got),
                          mt_status_name(st), err ? err : "-", text);
  assert_null(s);
  assert_non_null(err);
  if (!strstr(err, part)) fail_msg("message '%s' lacks '%s'", err, part);
  assert_null(strchr(err, '\n')); /* one line */
  mt_free(err);
}

static char *rule_text(const its *s, const its_rule *r) {
  mt_buf b = {0};
  its_print_rule(&b, s, r);
  return b.data;
}

static void assert_rule(const its *s, uint32_t i, const char *want) {
  char *t = rule_text(s, &s->rule[i]);
  if (strcmp(t, want)) fail_msg("rule %u is '%s', expected '%s'", i, t, want);
  mt_free(t);
}

#define T2_HEAD                                                                        \
  "(declare-sort Loc 0)\n"                                                             \
  "(define-fun cfg_init ( (pc Loc) (src Loc) (rel Bool) ) Bool (and (= pc src) rel))\n" \
  "(define-fun cfg_trans2 ( (pc Loc) (src Loc) (pc1 Loc) (dst Loc) (rel Bool) ) Bool\n"  \
  "  (and (= pc src) (= pc1 dst) rel))\n"

/* a T2-style system over x, y with locations a, b and the given disjuncts */
static char *t2(const char *rels) {
  return mt_sprintf(T2_HEAD "(declare-const a Loc)(declare-const b Loc)(assert (distinct a b))\n"
                            "(define-fun init_main ((pc^0 Loc) (x^0 Int) (y^0 Int)) Bool\n"
                            "  (cfg_init pc^0 a true))\n"
                            "(define-fun next_main ((pc^0 Loc) (x^0 Int) (y^0 Int)\n"
                            "                       (pc^post Loc) (x^post Int) (y^post Int)) Bool\n"
                            "  (or %s))\n",
                    rels);
}

/* ---- tests ----------------------------------------------------------------------- */

static void test_smt2_basic(void **state) {
  (void)state;
  mt_run run = {0};
  char *txt = t2("(cfg_trans2 pc^0 a pc^post b (and (> x^0 0) (= x^post (- x^0 1)) (= y^0 y^post)))"
                 " (cfg_trans2 pc^0 b pc^post a (<= (+ x^0 (* 2 y^0)) -6))");
  its *s = read_ok(&run, txt);
  mt_free(txt);
  assert_int_equal(s->format, ITS_FMT_SMT2);
  assert_int_equal(s->nvar, 2);
  assert_string_equal(s->var[0], "x");
  assert_string_equal(s->var[1], "y");
  assert_int_equal(s->nloc, 2);
  assert_int_equal(s->start, 0);
  assert_int_equal(s->nrule, 2);
  assert_rule(s, 0, "a -> b [x >= 1, x - x' = 1, y - y' = 0]");
  assert_rule(s, 1, "b -> a [x + 2*y <= -6]");
  assert_int_equal(MT_GET(&run, its_rules), 2);
  its_free(s);
}

static void test_smt2_aprove_style(void **state) {
  (void)state;
  /* AProVE names: pc/pc1, arg1/arg1P; exists; a non-linear term */
  const char *txt =
      T2_HEAD "(declare-const f Loc)(declare-const __init Loc)\n"
              "(define-fun init_main ((pc Loc) (arg1 Int) (arg2 Int)) Bool (cfg_init pc __init true))\n"
              "(define-fun next_main ((pc Loc) (arg1 Int) (arg2 Int) (pc1 Loc) (arg1P Int) (arg2P Int)) Bool\n"
              "  (or (cfg_trans2 pc __init pc1 f true)\n"
              "      (cfg_trans2 pc f pc1 f (exists ((x6 Int)) (and (> arg1 x6) (> x6 0)\n"
              "           (= arg1P (- arg1 x6)) (= arg2P (* arg2 arg1)))))))\n";
  mt_run run = {0};
  its *s = read_ok(&run, txt);
  assert_string_equal(s->var[0], "arg1");
  assert_string_equal(s->loc[s->start], "__init");
  assert_int_equal(s->nrule, 2);
  const its_rule *r = &s->rule[1];
  assert_int_equal(r->ntemp, 2); /* x6 and the product */
  assert_int_equal(r->nabs, 1);
  assert_int_equal(r->abs[0].op, ITS_ABS_MUL);
  assert_string_equal(r->abs[0].text, "(* arg2 arg1)");
  assert_int_equal(s->nabstracted, 1);
  assert_rule(s, 1, "f -> f [arg1 - x6 >= 1, x6 >= 1, arg1 - arg1' - x6 = 0, arg2' - nl = 0] where nl := (* arg2 arg1)");
  its_free(s);
}

static void test_dnf_splitting(void **state) {
  (void)state;
  mt_run run = {0};
  /* not, or, =>, distinct, ite in a formula: 2 * 2 disjuncts; != splits */
  char *txt = t2("(cfg_trans2 pc^0 a pc^post a (and (or (> x^0 0) (< y^0 0)) (not (= x^0 y^0))))"
                 " (cfg_trans2 pc^0 a pc^post b (=> (> x^0 5) (distinct x^post 3)))"
                 " (cfg_trans2 pc^0 b pc^post b (ite (> x^0 0) (= y^post 1) (= y^post 2)))");
  its *s = read_ok(&run, txt);
  mt_free(txt);
  /* (x>0 ∨ y<0) ∧ (x<y ∨ x>y): 4; (x<=5) ∨ x'<3 ∨ x'>3: 3; ite: 2 */
  assert_int_equal(s->nrule, 9);
  assert_rule(s, 0, "a -> a [x >= 1, x - y <= -1]");
  assert_rule(s, 4, "a -> b [x <= 5]");
  assert_rule(s, 5, "a -> b [x' <= 2]");
  assert_rule(s, 7, "b -> b [x >= 1, y' = 1]");
  assert_rule(s, 8, "b -> b [x <= 0, y' = 2]");
  its_free(s);
}

static void test_terms_exact_encodings(void **state) {
  (void)state;
  mt_run run = {0};
  /* ite in a term, div/mod by a constant, abs, let, a macro */
  char *txt = mt_sprintf(
      T2_HEAD "(declare-const a Loc)\n"
              "(define-fun dec ((v Int)) Int (- v 1))\n"
              "(define-fun init_main ((pc Loc) (x Int)) Bool (cfg_init pc a true))\n"
              "(define-fun next_main ((pc Loc) (x Int) (pc1 Loc) (x1 Int)) Bool\n"
              "  (or (cfg_trans2 pc a pc1 a (= x1 (ite (> x 0) (dec x) 0)))\n"
              "      (cfg_trans2 pc a pc1 a (= x1 (div x 2)))\n"
              "      (cfg_trans2 pc a pc1 a (= x1 (mod x (- 3))))\n"
              "      (cfg_trans2 pc a pc1 a (let ((z (abs x))) (< x1 z)))))\n");
  its *s = read_ok(&run, txt);
  mt_free(txt);
  assert_int_equal(s->nrule, 2 + 1 + 1 + 2);
  assert_rule(s, 0, "a -> a [x' - ite = 0, x >= 1, x - ite = 1]");
  assert_rule(s, 1, "a -> a [x' - ite = 0, x <= 0, ite = 0]");
  /* x = 2q + r, 0 <= r <= 1, x' = q */
  assert_rule(s, 2, "a -> a [x' - q = 0, x - 2*q - r = 0, r >= 0, r <= 1]");
  /* mod by -3: 0 <= r <= 2 */
  assert_rule(s, 3, "a -> a [x' - r = 0, x + 3*q - r = 0, r >= 0, r <= 2]");
  assert_rule(s, 4, "a -> a [x' - abs <= -1, x >= 0, x - abs = 0]");
  assert_int_equal(s->nabstracted, 0);
  its_free(s);
}

static void test_nonlinear_and_overflow_are_abstracted(void **state) {
  (void)state;
  mt_run run = {0};
  char *txt = t2("(cfg_trans2 pc^0 a pc^post a (and (> x^0 0) (= x^post (* x^0 x^0))))"
                 " (cfg_trans2 pc^0 a pc^post a (= x^post (div y^0 x^0)))"
                 " (cfg_trans2 pc^0 a pc^post a (= x^post 99999999999999999999999))"
                 " (cfg_trans2 pc^0 a pc^post a (<= (* 9223372036854775807 x^0) (* 2 y^0 9223372036854775807)))");
  its *s = read_ok(&run, txt);
  mt_free(txt);
  assert_int_equal(s->nrule, 4);
  assert_int_equal(s->rule[0].nabs, 1);
  assert_int_equal(s->rule[1].abs[0].op, ITS_ABS_DIV);
  assert_int_equal(s->rule[2].abs[0].op, ITS_ABS_OPAQUE);
  /* the last atom overflows: abstracted (dropped or a fresh value), never kept wrongly */
  assert_true(s->nabstracted >= 4);
  assert_true(MT_GET(&run, its_abstracted) >= 4);
  its_free(s);
  /* the same product twice (also commuted) is one value; x*y and x*x differ */
  txt = t2("(cfg_trans2 pc^0 a pc^post a (and (> (* x^0 y^0) 0) (= x^post (* y^0 x^0)) (= y^post (* x^0 x^0))))");
  s = read_ok(&run, txt);
  mt_free(txt);
  assert_int_equal(s->rule[0].nabs, 2);
  assert_rule(s, 0, "a -> a [nl >= 1, x' - nl = 0, y' - nl_1 = 0] where nl := (* x^0 y^0), nl_1 := (* x^0 x^0)");
  its_free(s);
}

static void test_koat(void **state) {
  (void)state;
  mt_run run = {0};
  const char *txt = "# comment\n(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS start))\n(VAR x y z)\n"
                    "(RULES\n"
                    "  start(x, y) -> Com_1(f(x, y))\n"
                    "  f(x, y) -{1}> f(x - 1, z) :|: x > 0 && z >= 2*y /\\ 2 ^ 3 = 8\n"
                    "  f(x, y) -> Com_2(g(x, y, x), f(-x, y)) [ x <= 0 || y != 0 ]\n"
                    "  g(x, y, x) -> g(x, y, 0) :|: TRUE\n"
                    ")\n";
  its *s = read_ok(&run, txt);
  assert_int_equal(s->format, ITS_FMT_KOAT);
  assert_int_equal(s->nvar, 3);
  assert_string_equal(s->var[0], "x");
  assert_string_equal(s->var[2], "x_3"); /* g's third position, named apart */
  assert_string_equal(s->loc[s->start], "start");
  /* start->f; f->f; Com_2: 3 disjuncts × 2 targets; g->g */
  assert_int_equal(s->nrule, 1 + 1 + 6 + 1);
  assert_rule(s, 1, "f -> f [x >= 1, 2*y - z <= 0, x - x' = 1, y' - z = 0]");
  assert_rule(s, 2, "f -> g [x <= 0, x - x' = 0, y - y' = 0, x - x_3' = 0]");
  assert_rule(s, 8, "g -> g [x - x_3 = 0, x - x' = 0, y - y' = 0, x_3' = 0]");
  its_free(s);
}

/* 2y >= z with z == 1 is y >= 1 over the integers (the reader itself
 * makes 4x <= 6 x <= 1) */
static void test_tighten(void **state) {
  (void)state;
  mt_run run = {0};
  const char *txt = "(GOAL TERMINATION)\n(STARTTERM (FUNCTIONSYMBOLS f))\n(VAR x y z)\n"
                    "(RULES\n"
                    "  f(x, y, z) -> f(x - 2*y + 1, y, z) :|: x >= 0 && 2*y >= z && z = 1 && 4*x <= 6\n"
                    ")\n";
  its *s = read_ok(&run, txt);
  uint32_t before = s->rule[0].natom;
  assert_int_equal(its_tighten(s), 1);
  assert_int_equal(s->rule[0].natom, before + 1);
  assert_null(its_check(s));
  char *t = rule_text(s, &s->rule[0]);
  if (!strstr(t, "y >= 1")) fail_msg("not tightened: %s", t);
  mt_free(t);
  assert_int_equal(its_tighten(s), 0); /* nothing twice */
  its_free(s);
}

static void test_malformed_inputs(void **state) {
  (void)state;
  read_fails("", MT_ERR_INPUT, "location sort");
  read_fails("(declare-sort Loc 0", MT_ERR_INPUT, "unbalanced");
  read_fails(")", MT_ERR_INPUT, "unbalanced");
  read_fails("abc", MT_ERR_INPUT, "expected an SMT-LIB command");
  read_fails("(declare-sort Loc 0) |open", MT_ERR_INPUT, "unterminated");
  read_fails("(frobnicate)", MT_ERR_UNSUPPORTED, "frobnicate");
  read_fails(T2_HEAD "(declare-const a Loc)", MT_ERR_INPUT, "init_main");
  read_fails(T2_HEAD "(declare-const a Loc)(define-fun init_main ((pc Loc)) Bool (cfg_init pc a true))"
                     "(define-fun init_main ((pc Loc)) Bool (cfg_init pc a true))",
             MT_ERR_INPUT, "'init_main' is defined twice");
  char *txt;
  txt = t2("(cfg_trans2 pc^0 a pc^post zz true)");
  read_fails(txt, MT_ERR_INPUT, "unknown location 'zz'");
  mt_free(txt);
  txt = t2("(cfg_trans2 pc^0 a pc^post b (> (foo x^0) 0))");
  read_fails(txt, MT_ERR_INPUT, "unknown function symbol 'foo'");
  mt_free(txt);
  txt = t2("(cfg_trans2 pc^0 a pc^post b (> w^0 0))");
  read_fails(txt, MT_ERR_INPUT, "unknown symbol 'w^0'");
  mt_free(txt);
  txt = t2("(cfg_trans2 pc^0 a pc^post b (+ x^0 1))");
  read_fails(txt, MT_ERR_INPUT, "where a formula is expected");
  mt_free(txt);
  txt = t2("(cfg_trans2 pc^0 a pc^post b (> (and true true) 0))");
  read_fails(txt, MT_ERR_INPUT, "where a term is expected");
  mt_free(txt);
  txt = t2("(cfg_trans2 pc^0 a pc^post b (not (exists ((z Int)) (> z x^0))))");
  read_fails(txt, MT_ERR_UNSUPPORTED, "universal");
  mt_free(txt);
  txt = t2("(cfg_trans2 pc^0 a pc^post b (> x^0 1.5))");
  read_fails(txt, MT_ERR_UNSUPPORTED, "real numeral");
  mt_free(txt);
  txt = t2("(cfg_trans3 pc^0 a pc^post b pc^post a true)");
  read_fails(txt, MT_ERR_UNSUPPORTED, "cfg_trans3");
  mt_free(txt);
  /* a DNF that explodes: 13 binary disjunctions give 8192 disjuncts */
  mt_buf b = {0};
  mt_buf_printf(&b, "(cfg_trans2 pc^0 a pc^post b (and");
  for (int i = 0; i < 13; i++) mt_buf_printf(&b, " (or (> x^0 %d) (< y^0 %d))", i, i);
  mt_buf_printf(&b, "))");
  txt = t2(b.data);
  mt_buf_free(&b);
  read_fails(txt, MT_ERR_UNSUPPORTED, "disjunctive normal form");
  mt_free(txt);
  /* deep nesting is an error, not a stack overflow */
  mt_buf d = {0};
  for (int i = 0; i < 5000; i++) mt_buf_printf(&d, "(not ");
  mt_buf_printf(&d, "true");
  for (int i = 0; i < 5000; i++) mt_buf_putc(&d, ')');
  txt = t2(d.data);
  mt_buf_free(&d);
  read_fails(txt, MT_ERR_INPUT, "nested deeper");
  mt_free(txt);
  /* KoAT */
  read_fails("(GOAL TERMINATION) (VAR x) (RULES f(x) -> f(x))", MT_ERR_INPUT, "STARTTERM");
  read_fails("(GOAL TERMINATION) (STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(g(x)))",
             MT_ERR_INPUT, "unknown function symbol 'g'");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(x) :|: x > )", MT_ERR_INPUT,
             "expected an expression");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(x, x))", MT_ERR_INPUT,
             "used with 1 and 2 arguments");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(1) -> f(x))", MT_ERR_INPUT,
             "must be variables");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(x / 2))", MT_ERR_UNSUPPORTED,
             "division");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(x) :|: x @ 1)", MT_ERR_INPUT,
             "unexpected character '@'");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(x) :|: x + 1)", MT_ERR_INPUT,
             "where a formula is expected");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (RULES f(x) -> f(x) :|: 0 < x < 3)", MT_ERR_INPUT,
             "chained comparison");
  read_fails("(STARTTERM (FUNCTIONSYMBOLS f)) (FOO) (RULES)", MT_ERR_INPUT, "unknown section 'FOO'");
}

static void test_file_errors(void **state) {
  (void)state;
  mt_run run = {0};
  its *s;
  char *err;
  assert_int_equal(its_read_file(&run, "/nonexistent/file.smt2", &s, &err), MT_ERR_IO);
  assert_null(s);
  mt_free(err);
  assert_int_equal(its_read_file(&run, "/", &s, &err), MT_ERR_IO);
  mt_free(err);
  /* NUL bytes */
  const char junk[] = "(declare-sort\0Loc 0)";
  assert_int_equal(its_read(&run, "junk", junk, sizeof junk - 1, &s, &err), MT_ERR_INPUT);
  assert_non_null(strstr(err, "NUL"));
  mt_free(err);
}

static void test_reachability_and_sccs(void **state) {
  (void)state;
  mt_run run = {0};
  /* s -> a <-> b -> c -> c ;  d -> a (unreachable) ; a -> e (no cycle) */
  const char *txt = "(STARTTERM (FUNCTIONSYMBOLS s)) (RULES\n"
                    " s(x) -> a(x)\n a(x) -> b(x)\n b(x) -> a(x)\n b(x) -> c(x)\n c(x) -> c(x - 1) :|: x > 0\n"
                    " d(x) -> a(x)\n d(x) -> d(x)\n a(x) -> e(x))";
  its *s = read_ok(&run, txt);
  assert_int_equal(s->nloc, 6);
  assert_int_equal(s->nrule, 8);
  its_restrict_reachable(s);
  assert_int_equal(s->nloc, 5); /* d is gone */
  assert_int_equal(s->nrule, 6);
  assert_string_equal(s->loc[s->start], "s");
  assert_null(its_check(s));
  uint32_t comp[8];
  uint32_t n = its_scc(s, NULL, comp);
  assert_int_equal(n, 4); /* {s}, {a, b}, {c}, {e} */
  int64_t a = its_find_loc(s, "a"), b = its_find_loc(s, "b"), c = its_find_loc(s, "c");
  int64_t st = its_find_loc(s, "s"), e = its_find_loc(s, "e");
  assert_int_equal(comp[a], comp[b]);
  assert_int_not_equal(comp[a], comp[c]);
  /* reverse topological order: successors first */
  assert_true(comp[c] < comp[a] && comp[a] < comp[st] && comp[e] < comp[a]);
  /* only a -> b, b -> a, c -> c are on cycles */
  assert_int_equal(its_drop_acyclic(s), 3);
  assert_int_equal(s->nrule, 3);
  /* with the rule b -> a switched off, a and b fall apart */
  uint8_t on[3] = {1, 1, 1};
  for (uint32_t i = 0; i < s->nrule; i++)
    if (s->rule[i].from == (uint32_t)b) on[i] = 0;
  its_scc(s, on, comp);
  assert_int_not_equal(comp[a], comp[b]);
  its_free(s);
}

/* reading what a writer wrote gives the same rules */
static void roundtrip(its *s, bool koat) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (koat) its_write_koat(f, s);
  else its_write_smt2(f, s);
  fclose(f);
  mt_run run = {0};
  its *t = NULL;
  char *err = NULL;
  mt_status st = its_read(&run, "written", buf, len, &t, &err);
  if (st != MT_OK) fail_msg("reading the %s output failed: %s\n%s", koat ? "KoAT" : "SMT-LIB", err, buf);
  assert_int_equal(t->format, koat ? ITS_FMT_KOAT : ITS_FMT_SMT2);
  assert_int_equal(t->nvar, s->nvar);
  assert_int_equal(t->nrule, s->nrule);
  assert_string_equal(t->loc[t->start], s->loc[s->start]);
  for (uint32_t i = 0; i < s->nrule; i++) {
    assert_string_equal(t->loc[t->rule[i].from], s->loc[s->rule[i].from]);
    assert_string_equal(t->loc[t->rule[i].to], s->loc[s->rule[i].to]);
    if (!koat) assert_int_equal(t->rule[i].natom, s->rule[i].natom + s->rule[i].nabs);
  }
  its_free(t);
  free(buf);
}

static void test_writers_roundtrip(void **state) {
  (void)state;
  mt_run run = {0};
  char *txt = t2("(cfg_trans2 pc^0 a pc^post b (and (> x^0 0) (= x^post (- x^0 1)) (= y^post (* x^0 y^0))))"
                 " (cfg_trans2 pc^0 b pc^post a (exists ((k Int)) (and (<= k 3) (= y^post (+ y^0 k)))))"
                 " (cfg_trans2 pc^0 b pc^post b (and (= x^post (+ x^0 1)) (>= x^post 7)))");
  its *s = read_ok(&run, txt);
  mt_free(txt);
  roundtrip(s, false);
  roundtrip(s, true);
  its_free(s);
  const char *k = "(GOAL TERMINATION)(STARTTERM (FUNCTIONSYMBOLS q.0))(VAR x y)\n"
                  "(RULES q.0(x, y) -> q'(x + y, y - 1) :|: x > 0\n q'(x, y) -> q.0(x, 2*y))";
  s = read_ok(&run, k);
  roundtrip(s, false);
  roundtrip(s, true);
  its_free(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_smt2_basic),
      cmocka_unit_test(test_smt2_aprove_style),
      cmocka_unit_test(test_dnf_splitting),
      cmocka_unit_test(test_terms_exact_encodings),
      cmocka_unit_test(test_nonlinear_and_overflow_are_abstracted),
      cmocka_unit_test(test_koat),
      cmocka_unit_test(test_tighten),
      cmocka_unit_test(test_malformed_inputs),
      cmocka_unit_test(test_file_errors),
      cmocka_unit_test(test_reachability_and_sccs),
      cmocka_unit_test(test_writers_roundtrip),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
