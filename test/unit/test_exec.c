/* test_exec.c -- the concrete interpreter (exec/exec.h): outcomes, nondet
 * lists and seeds, violations with their locations, leak counts, limits,
 * and the internal helpers (integer widths, x87 long double images). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "exec/exec_int.h"
#include "front/front.h"
#include "lower_src.h"

static ir_module *lower_src(const char *src, unsigned ptr_size) {
  mt_run run = {0};
  return test_lower_src(&run, src, ptr_size);
}

typedef struct run_cfg {
  const int64_t *nondet;
  uint32_t n;
  uint64_t seed;
  uint64_t max_steps;
  bool overflow;
  bool reach_body; /* reach_error() runs its body instead of stopping */
} run_cfg;

/* the module of the last run: results point into it (func names) */
static ir_module *last_module;

static int free_last_module(void **state) {
  (void)state;
  ir_module_free(last_module);
  last_module = NULL;
  return 0;
}

static exec_result run_src(const char *src, unsigned ps, const run_cfg *c) {
  ir_module *m = lower_src(src, ps);
  mt_run run = {0};
  exec_opts o = {0};
  o.reach_error_stops = !c || !c->reach_body;
  if (c) {
    o.nondet = c->nondet;
    o.nnondet = c->n;
    o.seed = c->seed;
    o.max_steps = c->max_steps;
    o.check_overflow = c->overflow;
  }
  exec_result r;
  assert_int_equal(exec_run(&run, m, &o, &r), MT_OK);
  assert_int_equal(MT_GET(&run, exec_runs), 1);
  assert_int_equal(MT_GET(&run, exec_steps), r.steps);
  ir_module_free(last_module);
  last_module = m;
  return r;
}

static void test_exit_code(void **state) {
  (void)state;
  exec_result r = run_src("int f(int x) { return x * 6; }\n"
                          "int main(void) { return f(7); }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.exit_code, 42);
  assert_int_equal(r.leaks_unfreed, 0);
  assert_true(r.steps > 0);
  exec_result_free(&r);
}

static void test_nondet_list_then_zero(void **state) {
  (void)state;
  static const char *src =
      "extern int __VERIFIER_nondet_int(void);\n"
      "extern unsigned char __VERIFIER_nondet_uchar(void);\n"
      "int main(void) { int a = __VERIFIER_nondet_int();\n"
      "  unsigned char b = __VERIFIER_nondet_uchar();\n"
      "  int c = __VERIFIER_nondet_int(); return a + b + c; }\n";
  int64_t vals[] = {5, 300};
  run_cfg c = {.nondet = vals, .n = 2};
  exec_result r = run_src(src, 8, &c);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.exit_code, 5 + (300 & 255) + 0);
  assert_int_equal(r.nnondet_used, 3);
  assert_int_equal(r.nondet_used[0], 5);
  assert_int_equal(r.nondet_used[1], 300 & 255); /* recorded as the uchar seen */
  assert_int_equal(r.nondet_used[2], 0);
  exec_result_free(&r);
}

static void test_seed_is_deterministic(void **state) {
  (void)state;
  static const char *src = "extern int __VERIFIER_nondet_int(void);\n"
                           "int main(void) { int s = 0;\n"
                           "  for (int i = 0; i < 20; i++) s ^= __VERIFIER_nondet_int();\n"
                           "  return s & 127; }\n";
  run_cfg c = {.seed = 7};
  exec_result a = run_src(src, 8, &c), b = run_src(src, 8, &c);
  c.seed = 8;
  exec_result d = run_src(src, 8, &c);
  assert_int_equal(a.nnondet_used, 20);
  assert_memory_equal(a.nondet_used, b.nondet_used, 20 * sizeof(int64_t));
  assert_true(memcmp(a.nondet_used, d.nondet_used, 20 * sizeof(int64_t)) != 0);
  /* replaying the recorded values reproduces the run */
  run_cfg rc = {.nondet = a.nondet_used, .n = a.nnondet_used};
  exec_result e = run_src(src, 8, &rc);
  assert_int_equal(e.exit_code, a.exit_code);
  exec_result_free(&a);
  exec_result_free(&b);
  exec_result_free(&d);
  exec_result_free(&e);
}

static void test_heap_oob_location(void **state) {
  (void)state;
  exec_result r = run_src("#include <stdlib.h>\n"
                          "int main(void) {\n"
                          "  int *p = malloc(3 * sizeof(int));\n"
                          "  p[3] = 1;\n"
                          "  free(p); return 0; }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_VIOLATION);
  assert_int_equal(r.violation, EXEC_V_DEREF);
  assert_int_equal(r.loc.line, 4);
  assert_string_equal(r.func, "main");
  assert_non_null(strstr(r.message, "out-of-bounds write"));
  exec_result_free(&r);
}

static void test_neighbour_block_is_oob(void **state) {
  (void)state;
  /* a pointer that walks from one object into the next is still out of
   * bounds: provenance, not the address, decides */
  exec_result r = run_src("int a[4], b[4];\n"
                          "int main(void) { int *p = a; long d = b - a;\n"
                          "  return p[d]; }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_VIOLATION);
  assert_int_equal(r.violation, EXEC_V_DEREF);
  assert_int_equal(r.loc.line, 3);
  exec_result_free(&r);
}

static void test_free_errors(void **state) {
  (void)state;
  exec_result r = run_src("#include <stdlib.h>\n"
                          "int main(void) { char *p = malloc(8);\n"
                          "  free(p);\n"
                          "  free(p); return 0; }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_VIOLATION);
  assert_int_equal(r.violation, EXEC_V_FREE);
  assert_int_equal(r.loc.line, 4);
  assert_non_null(strstr(r.message, "double free"));
  exec_result_free(&r);
}

static void test_leak_counts(void **state) {
  (void)state;
  /* one block kept in a global (reachable), one lost (unreachable) */
  exec_result r = run_src("#include <stdlib.h>\n"
                          "void *keep;\n"
                          "int main(void) { keep = malloc(4);\n"
                          "  void *lost = malloc(4); (void)lost;\n"
                          "  return 0; }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.leaks_unfreed, 2);
  assert_int_equal(r.leaks_unreachable, 1);
  assert_int_equal(r.leak_loc.line, 4);
  assert_string_equal(r.leak_func, "main");
  exec_result_free(&r);
}

static void test_exit_keeps_frames_alive(void **state) {
  (void)state;
  /* exit() inside a callee: main's locals are still roots */
  exec_result r = run_src("#include <stdlib.h>\n"
                          "static void stop(void) { exit(3); }\n"
                          "int main(void) { char *p = malloc(4); p[0] = 1;\n"
                          "  stop(); free(p); return 0; }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.exit_code, 3);
  assert_int_equal(r.leaks_unfreed, 1);
  assert_int_equal(r.leaks_unreachable, 0);
  exec_result_free(&r);
}

static void test_overflow_switch(void **state) {
  (void)state;
  static const char *src = "extern int __VERIFIER_nondet_int(void);\n"
                           "int main(void) { int x = __VERIFIER_nondet_int();\n"
                           "  int y = x + 1;\n"
                           "  return y == -2147483647 - 1; }\n";
  int64_t vals[] = {2147483647};
  run_cfg c = {.nondet = vals, .n = 1, .overflow = true};
  exec_result r = run_src(src, 8, &c);
  assert_int_equal(r.outcome, EXEC_VIOLATION);
  assert_int_equal(r.violation, EXEC_V_OVERFLOW);
  assert_int_equal(r.loc.line, 3);
  exec_result_free(&r);
  c.overflow = false; /* wraps */
  r = run_src(src, 8, &c);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.exit_code, 1);
  exec_result_free(&r);
}

static void test_step_limit_and_reach_error(void **state) {
  (void)state;
  run_cfg c = {.max_steps = 1000};
  exec_result r = run_src("int main(void) { volatile int x = 0; while (x == 0) {} return 0; }\n",
                          8, &c);
  assert_int_equal(r.outcome, EXEC_STEP_LIMIT);
  assert_int_equal(r.steps, 1000);
  exec_result_free(&r);
  r = run_src("void reach_error(void) {}\n"
              "int main(void) { reach_error(); return 0; }\n", 8, NULL);
  assert_int_equal(r.outcome, EXEC_VIOLATION);
  assert_int_equal(r.violation, EXEC_V_REACH_ERROR);
  assert_string_equal(exec_violation_name(r.violation), "unreach-call");
  exec_result_free(&r);
  /* for the other properties reach_error is an ordinary function */
  run_cfg body = {.reach_body = true};
  r = run_src("void reach_error(void) {}\n"
              "int main(void) { reach_error(); return 5; }\n", 8, &body);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.exit_code, 5);
  exec_result_free(&r);
}

static void test_ilp32_long_is_32_bits(void **state) {
  (void)state;
  exec_result r = run_src("int main(void) { return (int)sizeof(long) + (int)sizeof(void *); }\n",
                          4, NULL);
  assert_int_equal(r.exit_code, 8);
  exec_result_free(&r);
}

static void test_helpers(void **state) {
  (void)state;
  assert_int_equal(x_sext(0xff, 8), -1);
  assert_int_equal(x_sext(0x7f, 8), 127);
  assert_true(x_mask(64) == ~0ull);
  assert_true(x_mask(1) == 1);
  static const double ds[] = {0.0, 1.0, -2.5, 3.141592653589793, 1e300, -1e-300};
  for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++) {
    uint8_t b[10];
    x_double_to_fp80(ds[i], b);
    assert_true(x_fp80_to_double(b) == ds[i]);
  }
  uint8_t buf[8];
  x_write_le(buf, 4, 0x11223344u);
  assert_int_equal(buf[0], 0x44);
  assert_int_equal(x_read_le(buf, 4), 0x11223344u);
  assert_string_equal(exec_outcome_name(EXEC_ASSUME_FALSE), "assumption failed");
  assert_string_equal(exec_violation_name(EXEC_V_MEMTRACK), "valid-memtrack");
}

/* non-termination by a repeated state: found, confirmed by a second run,
 * and not reported for a loop whose state keeps changing */
static void test_lasso(void **state) {
  (void)state;
  const char *src = "extern int __VERIFIER_nondet_int(void);\n"
                    "int main(void){ int x = __VERIFIER_nondet_int(), y = 1;\n"
                    "  while (x >= 0) { y = -y; if (x > 100) x = x - 1; } return y; }";
  ir_module *m = lower_src(src, 8);
  mt_run run = {0};
  exec_opts o = {0};
  o.lasso = true;
  o.max_steps = 100000;
  o.check_overflow = true;
  exec_result r;
  memset(&r, 0, sizeof r);
  assert_int_equal(exec_run(&run, m, &o, &r), MT_OK);
  assert_int_equal(r.outcome, EXEC_LASSO); /* x = 0: y flips, the state repeats */
  assert_true(r.lasso_from < r.lasso_to);
  exec_opts c = o;
  c.lasso = false;
  c.nondet = r.nondet_used;
  c.nnondet = r.nnondet_used;
  c.lasso_from = r.lasso_from;
  c.lasso_to = r.lasso_to;
  exec_result q;
  memset(&q, 0, sizeof q);
  assert_int_equal(exec_run(&run, m, &c, &q), MT_OK);
  assert_true(q.lasso_confirmed);
  /* the head's registers: x keeps its value (0) at every entry of the
   * head between the two visits, y flips between them */
  const ir_func *mf = ir_find_func(m, "main");
  assert_int_equal(q.lasso_func, (uint32_t)(mf - m->funcs.data));
  const ir_block *hb = &mf->blocks[q.lasso_block];
  int seen = 0;
  for (uint32_t i = 0; i < hb->nvars; i++) {
    uint32_t slot = ir_val_get(m, hb->vars[i].val)->u.local.slot;
    assert_true(slot < q.nlasso_vals);
    if (!strcmp(hb->vars[i].name, "x")) {
      assert_true(q.lasso_same[slot]);
      assert_int_equal(q.lasso_vals[slot], 0);
      seen++;
    } else if (!strcmp(hb->vars[i].name, "y")) {
      assert_false(q.lasso_same[slot]);
      seen++;
    }
  }
  assert_int_equal(seen, 2);
  /* a wrong pair of steps is not confirmed */
  c.lasso_to = r.lasso_to + 1;
  exec_result_free(&q);
  memset(&q, 0, sizeof q);
  assert_int_equal(exec_run(&run, m, &c, &q), MT_OK);
  assert_false(q.lasso_confirmed);
  exec_result_free(&q);
  exec_result_free(&r);
  ir_module_free(m);
  /* a counter: no repeat, the step limit ends the run */
  m = lower_src("int main(void){ long i = 0; while (i >= 0) i++; return 0; }", 8);
  memset(&r, 0, sizeof r);
  assert_int_equal(exec_run(&run, m, &o, &r), MT_OK);
  assert_int_equal(r.outcome, EXEC_STEP_LIMIT);
  exec_result_free(&r);
  ir_module_free(m);
}

/* the trace of a run (exec_opts.trace): steps per source line, a new step
 * at each jump back to a loop head, the nondet values drawn before each
 * step; only the last EXEC_TRACE_MAX steps are kept */
static void test_trace(void **state) {
  (void)state;
  const char *src = "extern int __VERIFIER_nondet_int(void);\n" /* line 1 */
                    "int main(void) {\n"
                    "  int n = __VERIFIER_nondet_int();\n"       /* line 3 */
                    "  int s = 0;\n"
                    "  while (n > 0) {\n"                        /* line 5 */
                    "    s += __VERIFIER_nondet_int();\n"        /* line 6 */
                    "    n--;\n"                                 /* line 7 */
                    "  }\n"
                    "  return s;\n"                              /* line 9 */
                    "}\n";
  ir_module *m = lower_src(src, 8);
  mt_run run = {0};
  exec_opts o = {0};
  int64_t nd[] = {2, 10, 20};
  o.nondet = nd;
  o.nnondet = 3;
  o.trace = true;
  exec_result r;
  memset(&r, 0, sizeof r);
  assert_int_equal(exec_run(&run, m, &o, &r), MT_OK);
  assert_int_equal(r.outcome, EXEC_EXIT);
  assert_int_equal(r.exit_code, 30);
  /* 3, 5 (the condition), then per iteration 6, 7, 5 (the jump back is
   * on the loop's line), 5 (entered by the jump back), and 9 */
  static const uint32_t lines[] = {3, 5, 6, 7, 5, 5, 6, 7, 5, 5, 9};
  static const bool back[] = {0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0};
  static const uint32_t drawn[] = {0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
  assert_int_equal(r.ntrace, 11);
  assert_int_equal(r.trace_dropped, 0);
  for (uint32_t i = 0; i < r.ntrace; i++) {
    assert_int_equal(r.trace[i].line, lines[i]);
    assert_int_equal(r.trace[i].back, back[i]);
    assert_int_equal(r.trace[i].nondet, drawn[i]);
    assert_string_equal(r.trace[i].func, "main");
  }
  exec_result_free(&r);
  /* without the flag nothing is recorded */
  o.trace = false;
  memset(&r, 0, sizeof r);
  assert_int_equal(exec_run(&run, m, &o, &r), MT_OK);
  assert_null(r.trace);
  assert_int_equal(r.ntrace, 0);
  exec_result_free(&r);
  /* a long run keeps the last EXEC_TRACE_MAX steps */
  int64_t many[] = {10000};
  o.nondet = many;
  o.nnondet = 1;
  o.trace = true;
  memset(&r, 0, sizeof r);
  assert_int_equal(exec_run(&run, m, &o, &r), MT_OK);
  assert_int_equal(r.ntrace, EXEC_TRACE_MAX);
  assert_int_equal(r.trace_dropped + r.ntrace, 2 + 4 * 10000 + 1);
  assert_int_equal(r.trace[r.ntrace - 1].line, 9);
  exec_result_free(&r);
  ir_module_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_lasso),
      cmocka_unit_test(test_trace),
      cmocka_unit_test(test_exit_code),
      cmocka_unit_test(test_nondet_list_then_zero),
      cmocka_unit_test(test_seed_is_deterministic),
      cmocka_unit_test(test_heap_oob_location),
      cmocka_unit_test(test_neighbour_block_is_oob),
      cmocka_unit_test(test_free_errors),
      cmocka_unit_test(test_leak_counts),
      cmocka_unit_test(test_exit_keeps_frames_alive),
      cmocka_unit_test(test_overflow_switch),
      cmocka_unit_test(test_step_limit_and_reach_error),
      cmocka_unit_test(test_ilp32_long_is_32_bits),
      cmocka_unit_test(test_helpers),
  };
  return cmocka_run_group_tests(tests, NULL, free_last_module);
}
