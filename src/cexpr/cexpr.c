/* cexpr.c -- linear integer facts as exact C expressions (cexpr.h). */
#include "cexpr.h"

#include <inttypes.h>
#include <string.h>

typedef __int128 i128;

/* the range of a variable's reading */
static void range(const cexpr_var *x, i128 *lo, i128 *hi) {
  if (x->read_unsigned) {
    *lo = 0;
    *hi = ((i128)1 << x->bits) - 1;
  } else {
    *lo = -((i128)1 << (x->bits - 1));
    *hi = ((i128)1 << (x->bits - 1)) - 1;
  }
}

static bool writable(const cexpr_var *x) {
  if (x->bits != 8 && x->bits != 16 && x->bits != 32 && x->bits != 64) return false;
  return x->read_unsigned || x->is_signed; /* signed reading of an unsigned type: no */
}

/* the variable's C value in its reading */
static void term(mt_buf *out, const cexpr_var *x) {
  if (x->read_unsigned && x->is_signed) {
    static const char *const ut[] = {"unsigned char", "unsigned short", "unsigned int",
                                     "unsigned long long"};
    unsigned i = x->bits == 8 ? 0 : x->bits == 16 ? 1 : x->bits == 32 ? 2 : 3;
    mt_buf_printf(out, "(%s)%s", ut[i], x->name);
  } else {
    mt_buf_printf(out, "%s", x->name);
  }
}

void cexpr_int(mt_buf *out, int64_t v, bool is_unsigned) {
  if (is_unsigned) mt_buf_printf(out, "%" PRIu64 "U", (uint64_t)v);
  else if (v == INT64_MIN) mt_buf_printf(out, "(-9223372036854775807LL - 1)");
  else mt_buf_printf(out, "%" PRId64, v);
}

static void lit128(mt_buf *out, i128 v, bool is_unsigned) {
  /* callers keep v within [INT64_MIN, UINT64_MAX] */
  if (v > INT64_MAX) mt_buf_printf(out, "%" PRIu64 "U", (uint64_t)v);
  else cexpr_int(out, (int64_t)v, is_unsigned && v >= 0);
}

void cexpr_eq_value(mt_buf *out, const cexpr_var *x, uint64_t bits) {
  uint64_t mask = x->bits >= 64 ? ~0ull : ((1ull << x->bits) - 1);
  uint64_t u = bits & mask;
  term(out, x);
  mt_buf_printf(out, " == ");
  if (x->read_unsigned || !x->is_signed) {
    mt_buf_printf(out, "%" PRIu64 "U", u);
  } else {
    int64_t s = x->bits >= 64 ? (int64_t)u
                : (u >> (x->bits - 1)) & 1 ? (int64_t)(u | ~mask) : (int64_t)u;
    cexpr_int(out, s, false);
  }
}

static i128 floor_div(i128 a, i128 b) { /* b > 0 */
  i128 q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

static i128 ceil_div(i128 a, i128 b) { /* b > 0 */
  i128 q = a / b;
  return (a % b != 0 && a > 0) ? q + 1 : q;
}

/* one variable: k·x + c rel 0 */
static bool one(mt_buf *out, const cexpr_var *x, i128 k, i128 c, cexpr_rel rel) {
  i128 lo, hi;
  range(x, &lo, &hi);
  if (rel == CEXPR_GE) { /* -k·x - c <= 0 */
    k = -k;
    c = -c;
    rel = CEXPR_LE;
  }
  if (rel == CEXPR_EQ || rel == CEXPR_NE) {
    if ((-c) % k != 0) return false; /* == never, != always: nothing to say */
    i128 v = -c / k;
    if (v < lo || v > hi) return false;
    term(out, x);
    mt_buf_printf(out, rel == CEXPR_EQ ? " == " : " != ");
    lit128(out, v, x->read_unsigned);
    return true;
  }
  if (k > 0) { /* x <= floor(-c / k) */
    i128 b = floor_div(-c, k);
    if (b >= hi || b < lo) return false;
    term(out, x);
    mt_buf_printf(out, " <= ");
    lit128(out, b, x->read_unsigned);
  } else { /* x >= ceil(c / -k) */
    i128 b = ceil_div(c, -k);
    if (b <= lo || b > hi) return false;
    term(out, x);
    mt_buf_printf(out, " >= ");
    lit128(out, b, x->read_unsigned);
  }
  return true;
}

static const char *rel_text(cexpr_rel rel) {
  switch (rel) {
  case CEXPR_LE: return " <= ";
  case CEXPR_EQ: return " == ";
  case CEXPR_NE: return " != ";
  case CEXPR_GE: return " >= ";
  }
  return " ? ";
}

bool cexpr_lin(mt_buf *out, uint32_t n, const cexpr_var *const *x, const int64_t *k, int64_t c,
               cexpr_rel rel) {
  if (n == 0 || n > 8) return false;
  for (uint32_t i = 0; i < n; i++)
    if (!writable(x[i]) || k[i] == 0) return false;
  if (n == 1) return one(out, x[0], k[0], c, rel);
  /* the same C type, read as declared, x - y rel 0 */
  if (n == 2 && c == 0 && (i128)k[0] == -(i128)k[1] && (k[0] == 1 || k[0] == -1) &&
      x[0]->bits == x[1]->bits && x[0]->is_signed == x[1]->is_signed &&
      x[0]->read_unsigned == !x[0]->is_signed && x[1]->read_unsigned == !x[1]->is_signed) {
    const cexpr_var *a = k[0] == 1 ? x[0] : x[1], *b = k[0] == 1 ? x[1] : x[0];
    mt_buf_printf(out, "%s%s%s", a->name, rel_text(rel), b->name);
    return true;
  }
  /* long long sums: every value below 2^32 in magnitude, no overflow */
  i128 bound = c < 0 ? -(i128)c : (i128)c;
  for (uint32_t i = 0; i < n; i++) {
    if (x[i]->bits > 32) return false;
    bound += (k[i] < 0 ? -(i128)k[i] : (i128)k[i]) << 32;
  }
  if (bound >= (i128)1 << 62) return false;
  /* positive terms left, negative ones and -c right */
  bool pos = false;
  for (uint32_t i = 0; i < n; i++) pos = pos || k[i] > 0;
  i128 sign = pos ? 1 : -1;
  if (!pos && (rel == CEXPR_LE || rel == CEXPR_GE)) rel = rel == CEXPR_LE ? CEXPR_GE : CEXPR_LE;
  mt_buf b = {0};
  bool first = true;
  for (uint32_t i = 0; i < n; i++) {
    i128 ki = sign * k[i];
    if (ki < 0) continue;
    mt_buf_printf(&b, "%s", first ? "" : " + ");
    if (ki != 1) mt_buf_printf(&b, "%lld * ", (long long)ki);
    mt_buf_printf(&b, "(long long)");
    term(&b, x[i]);
    first = false;
  }
  mt_buf_printf(&b, "%s", rel_text(rel));
  first = true;
  for (uint32_t i = 0; i < n; i++) {
    i128 ki = sign * k[i];
    if (ki > 0) continue;
    mt_buf_printf(&b, "%s", first ? "" : " + ");
    if (ki != -1) mt_buf_printf(&b, "%lld * ", (long long)-ki);
    mt_buf_printf(&b, "(long long)");
    term(&b, x[i]);
    first = false;
  }
  i128 rc = -sign * (i128)c;
  if (first) mt_buf_printf(&b, "%lldLL", (long long)rc);
  else if (rc > 0) mt_buf_printf(&b, " + %lldLL", (long long)rc);
  else if (rc < 0) mt_buf_printf(&b, " - %lldLL", (long long)-rc);
  mt_buf_printf(out, "%s", b.data);
  mt_buf_free(&b);
  return true;
}
