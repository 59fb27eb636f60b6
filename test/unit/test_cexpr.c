/* test_cexpr.c -- cexpr/cexpr.h: linear facts as exact C expressions:
 * bounds clipped to the reading's range, casts for unsigned readings of
 * signed types, long long sums only when they cannot overflow, and the
 * facts that cannot be written left out. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cexpr/cexpr.h"

/* the expression for Σ k·x + c rel 0, or "-" when none is written */
static char *lin(uint32_t n, const cexpr_var *const *x, const int64_t *k, int64_t c,
                 cexpr_rel rel) {
  mt_buf b = {0};
  bool ok = cexpr_lin(&b, n, x, k, c, rel);
  char *r = mt_strdup(ok ? b.data : "-");
  if (!ok) assert_int_equal(b.len, 0);
  mt_buf_free(&b);
  return r;
}

#define EXPECT(want, ...)                                                                          \
  do {                                                                                             \
    char *got_ = lin(__VA_ARGS__);                                                                 \
    assert_string_equal(got_, want);                                                               \
    mt_free(got_);                                                                                 \
  } while (0)

static const cexpr_var I = {"i", 32, true, false};      /* int, read signed */
static const cexpr_var N = {"n", 32, true, false};
static const cexpr_var IU = {"i", 32, true, true};      /* int, read unsigned */
static const cexpr_var U = {"u", 32, false, true};      /* unsigned int */
static const cexpr_var US = {"u", 32, false, false};    /* unsigned read signed: never */
static const cexpr_var C8 = {"c", 8, true, false};      /* char */
static const cexpr_var L = {"l", 64, true, false};      /* long */
static const cexpr_var M = {"m", 64, true, false};

static void test_one_variable(void **state) {
  (void)state;
  const cexpr_var *x[] = {&I};
  int64_t k1[] = {1}, km1[] = {-1}, k2[] = {2}, km3[] = {-3};
  EXPECT("i <= 10", 1, x, k1, -10, CEXPR_LE);       /* i - 10 <= 0 */
  EXPECT("i >= 5", 1, x, km1, 5, CEXPR_LE);         /* -i + 5 <= 0 */
  EXPECT("i <= 3", 1, x, k2, -7, CEXPR_LE);         /* 2i <= 7: floor */
  EXPECT("i >= 3", 1, x, km3, 7, CEXPR_LE);         /* 3i >= 7: ceil */
  EXPECT("i <= -4", 1, x, k2, 7, CEXPR_LE);         /* 2i <= -7 */
  EXPECT("i == 7", 1, x, k1, -7, CEXPR_EQ);
  EXPECT("-", 1, x, k2, -7, CEXPR_EQ);              /* 2i == 7: never */
  EXPECT("i != -2", 1, x, k1, 2, CEXPR_NE);
  EXPECT("i >= 0", 1, x, k1, 0, CEXPR_GE);
  /* bounds the type's range implies say nothing */
  EXPECT("-", 1, x, k1, -2147483647, CEXPR_LE);     /* i <= INT_MAX */
  EXPECT("i <= 2147483646", 1, x, k1, -2147483646, CEXPR_LE);
  EXPECT("-", 1, x, km1, -2147483648LL, CEXPR_LE);  /* i >= INT_MIN */
  EXPECT("-", 1, x, k1, -5000000000LL, CEXPR_LE);   /* beyond the range */
  EXPECT("-", 1, x, k1, -5000000000LL, CEXPR_EQ);
}

static void test_readings(void **state) {
  (void)state;
  int64_t k1[] = {1}, km1[] = {-1};
  const cexpr_var *iu[] = {&IU}, *u[] = {&U}, *us[] = {&US}, *c8[] = {&C8}, *l[] = {&L};
  EXPECT("(unsigned int)i <= 10U", 1, iu, k1, -10, CEXPR_LE);
  EXPECT("u <= 4000000000U", 1, u, k1, -4000000000LL, CEXPR_LE);
  EXPECT("-", 1, u, km1, -3, CEXPR_LE);             /* u >= -3: always */
  EXPECT("-", 1, us, k1, -10, CEXPR_LE);            /* signed reading of unsigned */
  EXPECT("c >= -127", 1, c8, km1, -127, CEXPR_LE);
  EXPECT("-", 1, c8, km1, -128, CEXPR_LE);          /* c >= -128: the range */
  EXPECT("l == (-9223372036854775807LL - 1)", 1, l, km1, INT64_MIN, CEXPR_EQ);
  EXPECT("-", 1, l, k1, INT64_MIN, CEXPR_EQ);       /* l == 2^63 */
}

static void test_two_variables(void **state) {
  (void)state;
  const cexpr_var *in[] = {&I, &N}, *lm[] = {&L, &M}, *il[] = {&I, &L}, *iu[] = {&IU, &N};
  int64_t d[] = {1, -1}, rd[] = {-1, 1}, k[] = {3, -1}, neg[] = {-1, -2};
  EXPECT("i <= n", 2, in, d, 0, CEXPR_LE);
  EXPECT("n <= i", 2, in, rd, 0, CEXPR_LE);
  EXPECT("l == m", 2, lm, d, 0, CEXPR_EQ);
  EXPECT("(long long)i <= (long long)n + 1LL", 2, in, d, -1, CEXPR_LE);
  EXPECT("3 * (long long)i <= (long long)n - 5LL", 2, in, k, 5, CEXPR_LE);
  EXPECT("(long long)i + 2 * (long long)n >= 4LL", 2, in, neg, 4, CEXPR_LE);
  EXPECT("(long long)(unsigned int)i <= (long long)n", 2, iu, d, 0, CEXPR_LE);
  EXPECT("-", 2, lm, d, 1, CEXPR_LE);               /* 64 bits with a constant */
  EXPECT("-", 2, il, d, 0, CEXPR_LE);               /* int vs long: types differ */
}

static void test_eq_value(void **state) {
  (void)state;
  mt_buf b = {0};
  cexpr_eq_value(&b, &I, 0xFFFFFFFBu);
  assert_string_equal(b.data, "i == -5");
  b.len = 0;
  cexpr_eq_value(&b, &U, 0xFFFFFFFBu);
  assert_string_equal(b.data, "u == 4294967291U");
  b.len = 0;
  cexpr_eq_value(&b, &C8, 0x80);
  assert_string_equal(b.data, "c == -128");
  mt_buf_free(&b);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_one_variable),
      cmocka_unit_test(test_readings),
      cmocka_unit_test(test_two_variables),
      cmocka_unit_test(test_eq_value),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
