/* test_witness.c -- witness/witness.h: format choice, SHA-256 of files,
 * and a GraphML / YAML witness written for a hand-made counterexample. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "witness/witness.h"

static char *write_tmp(const char *text, const char *suffix) {
  char *path = mt_sprintf("/tmp/memterm-wit-XXXXXX%s", suffix);
  int fd = mkstemps(path, (int)strlen(suffix));
  assert_true(fd >= 0);
  assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
  close(fd);
  return path;
}

static char *slurp(const char *path) {
  char *text = NULL, *err = NULL;
  size_t len;
  assert_int_equal(mt_read_file(path, &text, &len, &err), MT_OK);
  return text;
}

static void test_format_of(void **state) {
  (void)state;
  assert_int_equal(witness_format_of("w.yml"), WITNESS_YAML);
  assert_int_equal(witness_format_of("dir/w.yaml"), WITNESS_YAML);
  assert_int_equal(witness_format_of("w.graphml"), WITNESS_GRAPHML);
  assert_int_equal(witness_format_of("witness"), WITNESS_GRAPHML);
}

static void test_sha256(void **state) {
  (void)state;
  char *p = write_tmp("abc", ".c");
  char hex[65], *err = NULL;
  assert_int_equal(witness_sha256_file(p, hex, &err), MT_OK);
  assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  unlink(p);
  mt_free(p);
  assert_int_equal(witness_sha256_file("/nonexistent/x.c", hex, &err), MT_ERR_IO);
  assert_non_null(err);
  mt_free(err);
}

static void test_write_both(void **state) {
  (void)state;
  char *prog = write_tmp("int main(void) {\n  int x = __VERIFIER_nondet_int();\n  return 0;\n}\n", ".c");
  int64_t vals[] = {-5, 7};
  exec_site sites[] = {{{NULL, 2, 11}, "main", "__VERIFIER_nondet_int", false},
                       {{NULL, 2, 11}, "main", "__VERIFIER_nondet_uint", true}};
  exec_result r;
  memset(&r, 0, sizeof r);
  r.outcome = EXEC_VIOLATION;
  r.violation = EXEC_V_DEREF;
  r.loc = (ir_loc){NULL, 3, 3};
  r.func = "main";
  r.nondet_used = vals;
  r.nondet_sites = sites;
  r.nnondet_used = 2;
  witness_task t = {prog, "CHECK( init(main()), LTL(G valid-deref) )", 4, "memterm", "test", NULL};
  char *err = NULL;
  char *g = mt_sprintf("%s.graphml", prog), *y = mt_sprintf("%s.yml", prog);
  assert_int_equal(witness_write_violation(g, &t, &r, &err), MT_OK);
  assert_int_equal(witness_write_violation(y, &t, &r, &err), MT_OK);
  char *gt = slurp(g), *yt = slurp(y);
  assert_non_null(strstr(gt, "<data key=\"witness-type\">violation_witness</data>"));
  assert_non_null(strstr(gt, "<data key=\"architecture\">32bit</data>"));
  assert_non_null(strstr(gt, "\\result == -5;"));
  assert_non_null(strstr(gt, "\\result == 7U;"));
  assert_non_null(strstr(gt, "<data key=\"violation\">true</data>"));
  assert_non_null(strstr(yt, "entry_type: violation_sequence"));
  assert_non_null(strstr(yt, "data_model: \"ILP32\""));
  assert_non_null(strstr(yt, "column: 33")); /* the ')' closing the call */
  assert_non_null(strstr(yt, "type: target"));
  /* the ')' is at column 33 of line 2: "  int x = __VERIFIER_nondet_int();" */
  mt_free(gt);
  mt_free(yt);
  unlink(g);
  unlink(y);
  mt_free(g);
  mt_free(y);
  assert_int_equal(witness_write_violation("/nonexistent/dir/w.yml", &t, &r, &err), MT_ERR_IO);
  mt_free(err);
  unlink(prog);
  mt_free(prog);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_format_of),
      cmocka_unit_test(test_sha256),
      cmocka_unit_test(test_write_both),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
