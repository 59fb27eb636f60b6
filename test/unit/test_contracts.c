/* test_contracts.c -- contracts/contracts.h: the candidates of a
 * signature (weakest first, consistent), their ACSL, and the harness's
 * guards (a string's terminator inside its block, no wrap-around). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "contracts/contracts.h"

static ir_module mod = {.ptr_size = 8};
static ir_func fn = {.name = "f"};

/* char *f(char *dst, const char *src, size_t n) */
static const ir_cparam P3[] = {
    {.name = "dst", .kind = IR_CP_PTR, .elem_size = 1, .elem_char = true},
    {.name = "src", .kind = IR_CP_PTR, .elem_size = 1, .elem_char = true, .elem_const = true},
    {.name = "n", .kind = IR_CP_INT, .bits = 64},
};

static ctr_sig sig3(void) {
  ctr_sig s = {.m = &mod, .f = &fn, .nparams = 3, .p = P3, .ret_ptr = true};
  return s;
}

static void test_candidates_weakest_first(void **state) {
  (void)state;
  ctr_sig s = sig3();
  ctr_cand *c = NULL;
  uint32_t n = ctr_candidates(&s, 10000, &c);
  assert_true(n > 10);
  assert_int_equal(c[0].rank, 0);
  for (uint32_t i = 0; i < 3; i++) assert_int_equal(c[0].req[i].kind, CTR_NONE);
  bool room = false;
  for (uint32_t k = 0; k < n; k++) {
    if (k) assert_true(c[k - 1].rank <= c[k].rank);
    assert_int_equal(c[k].req[2].kind, CTR_NONE); /* integers are unconstrained */
    for (uint32_t i = 0; i < 2; i++) {
      ctr_req_kind r = c[k].req[i].kind;
      if (r == CTR_ROOM || r == CTR_ROOM1 || r == CTR_CAT || r == CTR_CAT1) { /* names a string */
        ctr_req_kind q = c[k].req[c[k].req[i].arg].kind;
        assert_true(q == CTR_STRING || q == CTR_STRING1 || q == CTR_CAT || q == CTR_CAT1);
        assert_false(c[k].req[c[k].req[i].arg].null_ok); /* no strlen of null */
      }
    }
    if (c[k].req[0].kind == CTR_ROOM && c[k].req[1].kind == CTR_STRING) room = true;
  }
  assert_true(room);
  ctr_cands_free(c, n);
  n = ctr_candidates(&s, 5, &c); /* the cap keeps the weakest */
  assert_int_equal(n, 5);
  assert_int_equal(c[0].rank, 0);
  ctr_cands_free(c, n);
}

static void test_acsl(void **state) {
  (void)state;
  ctr_sig s = sig3();
  ctr_req r[3] = {{CTR_ROOM, 1, false}, {CTR_STRING, 0, false}, {CTR_NONE, 0, false}};
  ctr_cand c = {r, 0};
  mt_buf b = {0};
  assert_int_equal(ctr_print_acsl(&b, &s, &c, "  "), 3);
  assert_string_equal(b.data, "  requires \\valid(dst + (0 .. strlen(src)));\n"
                              "  requires valid_read_string(src);\n"
                              "  requires \\separated(dst + (0 .. strlen(src)), src + (0 .. strlen(src)));\n");
  mt_buf_free(&b);
  ctr_req r2[3] = {{CTR_N, 2, false}, {CTR_STR_OR_N, 2, false}, {CTR_NONE, 0, false}};
  c.req = r2;
  s.frees = true;
  ctr_print_acsl(&b, &s, &c, "");
  assert_string_equal(b.data, "requires \\valid(dst + (0 .. n - 1));\n"
                              "requires valid_read_string(src) || \\valid_read(src + (0 .. n - 1));\n"
                              "requires \\separated(dst + (0 .. n - 1), src + (0 .. n - 1));\n"
                              "requires \\freeable(dst);\n"
                              "requires \\freeable(src);\n");
  mt_buf_free(&b);
  ctr_req r4[3] = {{CTR_N, 2, true}, {CTR_STRING, 0, true}, {CTR_NONE, 0, false}};
  c.req = r4;
  ctr_print_acsl(&b, &s, &c, "");
  assert_string_equal(b.data, "requires dst == \\null || \\valid(dst + (0 .. n - 1));\n"
                              "requires src == \\null || valid_read_string(src);\n"
                              "requires \\separated(dst + (0 .. n - 1), src + (0 .. strlen(src)));\n"
                              "requires dst == \\null || \\freeable(dst);\n"
                              "requires src == \\null || \\freeable(src);\n");
  mt_buf_free(&b);
  ctr_req r3[3] = {{CTR_NONE, 0, false}, {CTR_NONE, 0, false}, {CTR_NONE, 0, false}};
  c.req = r3;
  s.frees = false;
  assert_int_equal(ctr_print_acsl(&b, &s, &c, ""), 0);
  assert_null(b.data);
}

static void test_harness(void **state) {
  (void)state;
  ctr_sig s = sig3();
  ctr_req r[3] = {{CTR_ROOM1, 1, false}, {CTR_STRING1, 0, false}, {CTR_NONE, 0, false}};
  ctr_cand c = {r, 0};
  int64_t *vals = NULL;
  uint32_t nvals = 0;
  char *h = ctr_harness(&s, &c, "/x/lib.c", &vals, &nvals);
  assert_non_null(strstr(h, "#include \"/x/lib.c\""));
  assert_non_null(strstr(h, "#line 1000000"));
  /* K1 < S1 before K1 + 1 < S1: the sum cannot wrap */
  const char *a = strstr(h, "__VERIFIER_assume(__mt_K1 < __mt_S1);");
  const char *b = strstr(h, "__VERIFIER_assume(__mt_K1 + 1 < __mt_S1);");
  assert_non_null(a);
  assert_non_null(b);
  assert_true(a < b);
  assert_non_null(strstr(h, "__VERIFIER_assume(__mt_K1 + 1 < __mt_S0);"));
  assert_non_null(strstr(h, "__mt_p1[__mt_K1] = 0;"));
  assert_non_null(strstr(h, "__mt_keep[3] = (void *)f((void *)__mt_p0, (void *)__mt_p1, __mt_a2);"));
  /* the concrete call: n = 3, two 16-byte blocks, K1 = 3 */
  assert_int_equal(nvals, 4);
  assert_int_equal(vals[0], 3);
  assert_int_equal(vals[1], 16);
  assert_int_equal(vals[2], 16);
  assert_int_equal(vals[3], 3);
  mt_free(vals);
  mt_free(h);
}

/* the postconditions of strcpy's contract: candidates, their checks in the
 * harness, and their ACSL with the frame */
static void test_post(void **state) {
  (void)state;
  ctr_sig s = sig3();
  ctr_req req[3] = {{CTR_ROOM, 1, false}, {CTR_STRING, 0, false}, {CTR_NONE, 0, false}};
  ctr_cand c = {req, 7};
  bool writes[3] = {true, false, false};
  ctr_ens *e = NULL;
  uint32_t n = ctr_ens_candidates(&s, &c, writes, &e);
  bool eq = false, str = false, cat = false, in = false;
  for (uint32_t k = 0; k < n; k++) {
    eq |= e[k].kind == CTR_E_RES_EQ && e[k].p == 0;
    str |= e[k].kind == CTR_E_STR && e[k].p == 0 && e[k].q == 1;
    cat |= e[k].kind == CTR_E_STR_CAT;          /* dst is no string before */
    in |= e[k].kind == CTR_E_RES_IN_STR && e[k].p == 1;
    assert_true(e[k].kind != CTR_E_RES_LE_STR); /* a pointer result */
  }
  assert_true(eq && str && in);
  assert_false(cat);
  ctr_ens two[2] = {{CTR_E_RES_EQ, 0, 0}, {CTR_E_STR, 0, 1}};
  int64_t *vals = NULL;
  uint32_t nvals = 0;
  char *h = ctr_harness_ens(&s, &c, two, 2, "/p.c", &vals, &nvals);
  assert_non_null(strstr(h, "char *__mt_r = (char *)f("));
  assert_non_null(strstr(h, "__mt_r != (char *)__mt_p0"));
  assert_non_null(strstr(h, "while (__mt_p0[__mt_j])"));
  assert_non_null(strstr(h, "if (__mt_j > __mt_K1)"));
  mt_free(h);
  mt_free(vals);
  h = ctr_harness(&s, &c, "/p.c", &vals, &nvals); /* no checks: the call as before */
  assert_null(strstr(h, "__mt_r"));
  mt_free(h);
  mt_free(vals);
  mt_buf b = {0};
  assert_int_equal(ctr_print_post(&b, &s, &c, writes, two, 2, "  "), 3);
  assert_string_equal(b.data, "  assigns *(dst + (0 .. strlen(src)));\n"
                              "  ensures (char *)\\result == (char *)dst;\n"
                              "  ensures valid_string(dst) && strlen(dst) <= strlen(src);\n");
  mt_buf_free(&b);
  bool none[3] = {false, false, false};
  assert_int_equal(ctr_print_post(&b, &s, &c, none, NULL, 0, ""), 1);
  assert_string_equal(b.data, "assigns \\nothing;\n");
  mt_buf_free(&b);
  mt_free(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_candidates_weakest_first),
      cmocka_unit_test(test_acsl),
      cmocka_unit_test(test_harness),
      cmocka_unit_test(test_post),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
