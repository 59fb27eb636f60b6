/* test_bmc.c -- the bounded model checker on small programs: a violation
 * found at the bound that reaches it, with the nondet values in the order
 * the program draws them; nothing found in a safe program; the two memory
 * encodings agree; the callback's rejection keeps the search going. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "bmc/bmc.h"
#include "front/front.h"
#include "lower_src.h"

typedef struct rec {
  int64_t vals[16];
  uint32_t n;
  char sub[32];
  uint32_t calls;
  bool accept;
} rec;

static bool record(void *ud, const int64_t *nondet, uint32_t n, const char *sub) {
  rec *r = ud;
  r->calls++;
  r->n = n < 16 ? n : 16;
  memcpy(r->vals, nondet, sizeof *nondet * r->n);
  snprintf(r->sub, sizeof r->sub, "%s", sub);
  return r->accept;
}

static bmc_verdict check(const char *src, bmc_opts o, rec *r, bmc_result *res) {
  mt_run run = {0};
  ir_module *m = test_lower_src(&run, src, 8);
  if (!o.max_bound) o.max_bound = 8;
  o.smt_timeout_ms = 5000;
  assert_int_equal(bmc_run(&run, m, &o, record, r, res), MT_OK);
  assert_true(MT_GET(&run, bmc_paths) > 0);
  ir_module_free(m);
  return res->verdict;
}

static const char *loop_src =
    "extern int __VERIFIER_nondet_int(void);\n"
    "extern void reach_error(void);\n"
    "int main(void){ int s = 0;\n"
    "  for (int i = 0; i < 3; i++) { int v = __VERIFIER_nondet_int(); s += v == 10 + i; }\n"
    "  if (s == 3) reach_error();\n"
    "  return 0; }";

static void test_found_at_depth(void **state) {
  (void)state;
  for (int arrays = 0; arrays < 2; arrays++) {
    rec r = {.accept = true};
    bmc_result res;
    bmc_opts o = {.reach_error = true, .arrays = arrays};
    assert_int_equal(check(loop_src, o, &r, &res), BMC_CONFIRMED);
    assert_int_equal(res.depth, 4); /* the loop head is entered 4 times */
    assert_int_equal(r.n, 3);
    assert_int_equal(r.vals[0], 10);
    assert_int_equal(r.vals[1], 11);
    assert_int_equal(r.vals[2], 12);
    assert_string_equal(r.sub, "unreach-call");
    bmc_result_free(&res);
  }
  /* a bound too small for the loop: no candidate */
  rec r = {.accept = true};
  bmc_result res;
  bmc_opts o = {.reach_error = true, .max_bound = 2};
  assert_int_equal(check(loop_src, o, &r, &res), BMC_BOUNDED);
  assert_int_equal(r.calls, 0);
  bmc_result_free(&res);
}

static void test_memory(void **state) {
  (void)state;
  const char *src = "#include <stdlib.h>\n"
                    "extern int __VERIFIER_nondet_int(void);\n"
                    "int main(void){ int *a = malloc(8 * sizeof *a); if (!a) return 0;\n"
                    "  int **pp = malloc(sizeof *pp); if (!pp) { free(a); return 0; }\n"
                    "  *pp = a; int k = __VERIFIER_nondet_int();\n"
                    "  (*pp)[3] = 5; if (k >= 0 && k < 100) (*pp)[k] = a[3];\n"
                    "  free(pp); free(a); return 0; }";
  for (int arrays = 0; arrays < 2; arrays++) {
    rec r = {.accept = true};
    bmc_result res;
    bmc_opts o = {.memsafety = true, .arrays = arrays};
    assert_int_equal(check(src, o, &r, &res), BMC_CONFIRMED);
    assert_string_equal(r.sub, "valid-deref");
    assert_int_equal(r.n, 1);
    assert_true(r.vals[0] >= 8 && r.vals[0] < 100);
    bmc_result_free(&res);
  }
}

static void test_safe(void **state) {
  (void)state;
  const char *src = "#include <stdlib.h>\n"
                    "extern int __VERIFIER_nondet_int(void);\n"
                    "int g[4] = {1, 2, 3, 4};\n"
                    "int main(void){ int n = __VERIFIER_nondet_int(); if (n < 0 || n > 3) return 0;\n"
                    "  int *p = malloc(4 * sizeof *p); if (!p) return 0;\n"
                    "  for (int i = 0; i <= n; i++) p[i] = g[i];\n"
                    "  int s = p[0]; free(p); return s; }";
  for (int arrays = 0; arrays < 2; arrays++) {
    rec r = {.accept = true};
    bmc_result res;
    bmc_opts o = {.memsafety = true, .memcleanup = true, .overflow = true, .arrays = arrays,
                  .max_bound = 16};
    assert_int_equal(check(src, o, &r, &res), BMC_NONE);
    assert_int_equal(r.calls, 0);
    bmc_result_free(&res);
  }
}

static void test_rejected(void **state) {
  (void)state;
  /* the callback refuses every model: the checker goes on and ends */
  const char *src = "extern int __VERIFIER_nondet_int(void);\n"
                    "int main(void){ int x = __VERIFIER_nondet_int(); return x + 1; }";
  rec r = {.accept = false};
  bmc_result res;
  bmc_opts o = {.overflow = true};
  assert_int_not_equal(check(src, o, &r, &res), BMC_CONFIRMED);
  assert_true(r.calls >= 1);
  assert_int_equal(r.vals[0], 2147483647);
  assert_string_equal(r.sub, "no-overflow");
  assert_int_equal(res.rejected, r.calls);
  bmc_result_free(&res);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_found_at_depth),
      cmocka_unit_test(test_memory),
      cmocka_unit_test(test_safe),
      cmocka_unit_test(test_rejected),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
