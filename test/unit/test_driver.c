/* test_driver.c -- command line, property files and task files (driver/). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "driver/driver.h"

static mt_status parse(drv_cmdline *cl, char **err, int argc, const char **argv) {
  return drv_parse_cmdline(argc, (char **)argv, cl, err);
}

static void test_cmdline_defaults_and_values(void **state) {
  (void)state;
  drv_cmdline cl;
  char *err;
  const char *a1[] = {"memterm", "--property-file", "x.prp", "--timeout=60", "-vv",
                      "--data-model", "ILP32", "--stats", "prog.c"};
  assert_int_equal(parse(&cl, &err, 9, a1), MT_OK);
  assert_string_equal(cl.input, "prog.c");
  assert_int_equal(cl.ninputs, 1);
  assert_string_equal(cl.opt.property_file, "x.prp");
  assert_int_equal(cl.opt.timeout, 60);
  assert_int_equal(cl.verbosity, 2);
  assert_true(cl.opt.stats);
  assert_string_equal(cl.opt.data_model, "ILP32");
  drv_cmdline_free(&cl);
  const char *a2[] = {"memterm", "p.c"};
  assert_int_equal(parse(&cl, &err, 2, a2), MT_OK);
  assert_int_equal(cl.opt.timeout, 900);
  assert_null(cl.opt.data_model);
  assert_false(cl.opt.run);
  assert_int_equal(cl.props, 0);
  drv_cmdline_free(&cl);
  const char *a3[] = {"memterm", "--max-steps", "4000000000000", "--run", "p.c"};
  assert_int_equal(parse(&cl, &err, 5, a3), MT_OK);
  assert_true(cl.opt.run);
  assert_int_equal(cl.opt.max_steps, 4000000000000LL);
  drv_cmdline_free(&cl);
  /* several units with clang's flags, properties by name */
  const char *a4[] = {"memterm", "-I", "inc", "a.c", "-DX=1", "-U", "Y", "-isystem", "sys", "b.c",
                      "-std=c99", "--property", "termination", "--property=overflow", "-Iinc2"};
  assert_int_equal(parse(&cl, &err, 15, a4), MT_OK);
  assert_int_equal(cl.ninputs, 2);
  assert_string_equal(cl.input, "a.c");
  assert_string_equal(cl.inputs[1], "b.c");
  const char *want[] = {"-I", "inc", "-DX=1", "-U", "Y", "-isystem", "sys", "-std=c99", "-Iinc2"};
  assert_int_equal(cl.ncflags, 9);
  for (uint32_t i = 0; i < 9; i++) assert_string_equal(cl.cflags[i], want[i]);
  assert_int_equal(cl.props, 1u << DRV_PROP_TERMINATION | 1u << DRV_PROP_NO_OVERFLOW);
  drv_cmdline_free(&cl);
  const char *a5[] = {"memterm", "--property", "all", "--compile-commands", "cc.json"};
  assert_int_equal(parse(&cl, &err, 5, a5), MT_OK);
  assert_null(cl.input);
  assert_string_equal(cl.opt.compile_commands, "cc.json");
  assert_int_equal(cl.props, 1u << DRV_PROP_TERMINATION | 1u << DRV_PROP_NO_OVERFLOW | 1u << DRV_PROP_MEMSAFETY |
                                 1u << DRV_PROP_MEMCLEANUP | 1u << DRV_PROP_UNREACH_CALL);
  drv_cmdline_free(&cl);
}

static void expect_usage(int argc, const char **argv, const char *needle) {
  drv_cmdline cl;
  char *err = NULL;
  assert_int_equal(parse(&cl, &err, argc, argv), MT_ERR_USAGE);
  assert_non_null(err);
  if (!strstr(err, needle)) fail_msg("'%s' does not mention '%s'", err, needle);
  mt_free(err);
  drv_cmdline_free(&cl);
}

static void test_cmdline_errors(void **state) {
  (void)state;
  const char *a1[] = {"memterm", "--timeout", "0", "p.c"};
  expect_usage(4, a1, "between 1 and");
  const char *a2[] = {"memterm", "--timeout", "abc", "p.c"};
  expect_usage(4, a2, "integer");
  const char *a3[] = {"memterm", "--timeout", "86401", "p.c"};
  expect_usage(4, a3, "between");
  const char *a4[] = {"memterm", "--timeout", "99999999999999999999", "p.c"};
  expect_usage(4, a4, "integer");
  const char *a5[] = {"memterm", "--bogus", "p.c"};
  expect_usage(3, a5, "unknown option");
  const char *a6[] = {"memterm", "--data-model", "LP128", "p.c"};
  expect_usage(4, a6, "ILP32 or LP64");
  const char *a7[] = {"memterm", "--property", "safety", "a.c"};
  expect_usage(4, a7, "unknown property");
  const char *a8[] = {"memterm"};
  expect_usage(1, a8, "no input");
  const char *a9[] = {"memterm", "p.c", "--timeout"};
  expect_usage(3, a9, "needs a value");
  const char *a10[] = {"memterm", "-x", "p.c"};
  expect_usage(3, a10, "unknown option");
  const char *a11[] = {"memterm", "--stats=maybe", "p.c"};
  expect_usage(3, a11, "true or false");
  const char *a12[] = {"memterm", "p.c", "-D"};
  expect_usage(3, a12, "needs a value");
  const char *a13[] = {"memterm", "--property", "all", "--property-file", "x.prp", "p.c"};
  expect_usage(6, a13, "give one of them");
}

static void expect_prop(const char *text, drv_prop want) {
  drv_prop p;
  char *err = NULL;
  mt_status s = drv_parse_prp(text, &p, &err);
  if (want == DRV_PROP_NONE) {
    assert_int_equal(s, MT_ERR_INPUT);
    assert_non_null(err);
    mt_free(err);
  } else {
    if (s != MT_OK) fail_msg("rejected: %s", err);
    assert_int_equal(p, want);
  }
}

static void test_prp(void **state) {
  (void)state;
  expect_prop("CHECK( init(main()), LTL(F end) )\n", DRV_PROP_TERMINATION);
  expect_prop("CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G "
              "valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n",
              DRV_PROP_MEMSAFETY);
  expect_prop("CHECK(init(main()),LTL(G valid-memcleanup))", DRV_PROP_MEMCLEANUP);
  expect_prop("  CHECK( init(main()), LTL(G ! call(reach_error())) )  \n\n", DRV_PROP_UNREACH_CALL);
  expect_prop("CHECK( init(main()), LTL(G ! overflow) )\n", DRV_PROP_NO_OVERFLOW);
  /* partial memsafety, other entry points, unknown formulas, junk, empty */
  expect_prop("CHECK( init(main()), LTL(G valid-deref) )\n", DRV_PROP_NONE);
  expect_prop("CHECK( init(start()), LTL(F end) )\n", DRV_PROP_NONE);
  expect_prop("CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )\n", DRV_PROP_NONE);
  expect_prop("COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )\n", DRV_PROP_NONE);
  expect_prop("hello world", DRV_PROP_NONE);
  expect_prop("", DRV_PROP_NONE);
  expect_prop("CHECK( init(main()), LTL(F end) )\nCHECK( init(main()), LTL(G ! overflow) )\n",
              DRV_PROP_NONE);
  /* each property's .prp text is read back as that property; names */
  const drv_prop all[] = {DRV_PROP_TERMINATION, DRV_PROP_MEMSAFETY, DRV_PROP_MEMCLEANUP, DRV_PROP_UNREACH_CALL,
                          DRV_PROP_NO_OVERFLOW};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
    char *t = drv_prp_text(all[i]);
    expect_prop(t, all[i]);
    mt_free(t);
    assert_int_equal(drv_prop_by_name(drv_prop_name(all[i])), all[i]);
  }
  assert_int_equal(drv_prop_by_name("memsafety"), DRV_PROP_MEMSAFETY);
  assert_int_equal(drv_prop_by_name("bogus"), DRV_PROP_NONE);
}

static char *write_tmp(const char *dir, const char *name, const char *text) {
  char *path = mt_sprintf("%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  return path;
}

static void test_task_yml(void **state) {
  (void)state;
  char dir[] = "/tmp/mt_task_XXXXXX";
  assert_non_null(mkdtemp(dir));
  char *yml = write_tmp(dir, "t.yml",
                        "format_version: '2.0'\n"
                        "# comment\n"
                        "input_files: 'prog.c'\n"
                        "properties:\n"
                        "  - property_file: ../props/termination.prp\n"
                        "    expected_verdict: true\n"
                        "  - property_file: ../props/valid-memsafety.prp\n"
                        "options:\n"
                        "  language: C\n"
                        "  data_model: ILP32\n");
  drv_task t;
  char *err = NULL;
  assert_int_equal(drv_read_task(yml, &t, &err), MT_OK);
  char *want = mt_sprintf("%s/prog.c", dir);
  assert_string_equal(t.input, want);
  assert_string_equal(t.data_model, "ILP32");
  char *wantp = mt_sprintf("%s/../props/termination.prp", dir);
  assert_string_equal(t.property_file, wantp);
  drv_task_free(&t);
  mt_free(want);
  mt_free(wantp);
  assert_true(drv_is_task_file(yml));
  assert_false(drv_is_task_file("prog.c"));

  char *seq = write_tmp(dir, "s.yml", "input_files:\n  - a.i\n  - b.i\n");
  assert_int_equal(drv_read_task(seq, &t, &err), MT_OK);
  assert_non_null(strstr(t.input, "/a.i"));
  assert_null(t.data_model);
  assert_null(t.property_file);
  drv_task_free(&t);

  char *bad = write_tmp(dir, "bad.yml", "input_files: [unclosed\n");
  assert_int_equal(drv_read_task(bad, &t, &err), MT_ERR_INPUT);
  assert_non_null(strstr(err, "YAML"));
  mt_free(err);
  char *none = write_tmp(dir, "none.yml", "format_version: '2.0'\n");
  assert_int_equal(drv_read_task(none, &t, &err), MT_ERR_INPUT);
  assert_non_null(strstr(err, "input_files"));
  mt_free(err);
  char *missing = mt_sprintf("%s/missing.yml", dir);
  assert_int_equal(drv_read_task(missing, &t, &err), MT_ERR_IO);
  mt_free(err);
  unlink(yml);
  unlink(seq);
  unlink(bad);
  unlink(none);
  rmdir(dir);
  mt_free(yml);
  mt_free(seq);
  mt_free(bad);
  mt_free(none);
  mt_free(missing);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_cmdline_defaults_and_values),
      cmocka_unit_test(test_cmdline_errors),
      cmocka_unit_test(test_prp),
      cmocka_unit_test(test_task_yml),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
