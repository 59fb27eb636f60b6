/* rules_str.c -- the graph's rules for the C library's string and byte
 * searches and comparisons that read memory without writing it: strchr,
 * strrchr, memchr, strstr, strcmp, strncmp, memcmp, strnlen.
 *
 * Each rule checks what the function reads (a string whose terminating zero
 * byte is known inside its block, or n bytes inside one block) and returns
 * what the C standard guarantees about the result, nothing more: a search
 * returns NULL or a pointer into what it searched (two successors), a
 * comparison any int, strnlen a length bounded by n and by the known end.
 * The concrete engines run the real functions; these rules only
 * over-approximate them. */
#include "seg_int.h"

/* The checks below return true when the access is proved and the rule goes
 * on; false with *r set otherwise: SEG_SPLIT (st->split), an ERR state, or
 * SEG_OK when a list element was materialized for it (the successor
 * re-executes the call, st->same_pos) -- the rule returns *r then. */

/* the block of a string read from p and the address of a zero byte at or
 * after p inside it (strlen(p) <= *end - p; == when *exact) */
static bool string_at(seg_step *st, const char *fn, const seg_lin *p, seg_lin *end, bool *exact, seg_out *r) {
  int b = seg_find_block(st, p, 1);
  if (b < 0) {
    seg_lin one = seg_lc(1);
    *r = seg_list_access(st, p, &one);
    if (*r == SEG_ERRSTATE) *r = seg_err(st, "valid-deref", "%s: the string may be outside every allocated block", fn);
    return false;
  }
  if (!seg_string_end(st, st->a, p, b, end, exact)) {
    *r = seg_err(st, "valid-deref", "%s: no terminating zero byte is known inside the string's block", fn);
    return false;
  }
  return true;
}

/* [p, p + n - 1] inside one block; *zero when n = 0 is proved (nothing is
 * read) */
static bool bytes_at(seg_step *st, const char *fn, const seg_lin *p, const seg_lin *n, bool *zero, seg_out *r) {
  *r = seg_range_ok(st, p, n, false, zero, fn);
  return *r == SEG_OK && !st->same_pos;
}

/* the result of a search in [lo, hi]: NULL, or a pointer within it */
static seg_out found_or_null(seg_step *st, const ir_inst *in, const seg_lin *lo, const seg_lin *hi) {
  seg_graph *g = st->g;
  MT_INC(g->run, seg_str_calls);
  if (!in->result) {
    seg_succ(st);
    return SEG_OK;
  }
  seg_lin zero = seg_lc(0), t;
  seg_state *n = seg_succ(st);
  seg_define(st, n, in->result, &zero);
  seg_state *s = seg_succ(st);
  seg_lin w = seg_lv(seg_define_fresh(st, s, in->result));
  if (seg_atom_le(&t, lo, &w)) seg_kb_add(g, s, &t);
  if (seg_atom_le(&t, &w, hi)) seg_kb_add(g, s, &t);
  return SEG_OK;
}

/* a comparison's result: any int */
static seg_out any_result(seg_step *st, const ir_inst *in) {
  MT_INC(st->g->run, seg_str_calls);
  seg_state *s = seg_succ(st);
  if (in->result) seg_define_fresh(st, s, in->result);
  return SEG_OK;
}

/* strncmp reads each string up to n bytes or its terminator: either is
 * enough */
static bool string_or_bytes(seg_step *st, const char *fn, const seg_lin *p, const seg_lin *n, seg_out *r) {
  seg_lin end;
  bool exact, zero;
  int b = seg_find_block(st, p, 1);
  if (b >= 0 && seg_string_end(st, st->a, p, b, &end, &exact)) return true;
  return bytes_at(st, fn, p, n, &zero, r);
}

seg_out seg_rule_str(seg_step *st, const ir_inst *in, ir_builtin bi) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  const char *fn = ir_builtin_name(bi);
  seg_lin a, b, n, end, end2;
  bool exact, zero;
  seg_out r = SEG_OK;
  switch (bi) {
  case IR_BI_STRCHR:
  case IR_BI_STRRCHR:
    if (in->nops < 3) return seg_err(st, NULL, "%s: unexpected arguments", fn);
    if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &a)) return SEG_SPLIT;
    if (!string_at(st, fn, &a, &end, &exact, &r)) return r;
    /* the character found (the terminator itself for c == 0) lies at or
     * before the first zero byte */
    return found_or_null(st, in, &a, &end);
  case IR_BI_STRSTR: {
    if (in->nops < 3) return seg_err(st, NULL, "%s: unexpected arguments", fn);
    if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &a) || !seg_operand(st, s0, in->ops[2], SEG_V_PTR, &b))
      return SEG_SPLIT;
    if (!string_at(st, fn, &a, &end, &exact, &r)) return r;
    if (!string_at(st, fn, &b, &end2, &exact, &r)) return r;
    return found_or_null(st, in, &a, &end);
  }
  case IR_BI_MEMCHR: {
    if (in->nops < 4) return seg_err(st, NULL, "%s: unexpected arguments", fn);
    if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &a) || !seg_operand(st, s0, in->ops[3], SEG_V_U, &n))
      return SEG_SPLIT;
    if (!bytes_at(st, fn, &a, &n, &zero, &r)) return r;
    if (zero) {
      MT_INC(g->run, seg_str_calls);
      seg_state *s = seg_succ(st);
      seg_lin z = seg_lc(0);
      if (in->result) seg_define(st, s, in->result, &z);
      return SEG_OK;
    }
    seg_lin last;
    if (!seg_lin_addk(&last, &a, 1, &n)) return seg_err(st, NULL, "%s: the end of the bytes is not linear", fn);
    last.c -= 1;
    return found_or_null(st, in, &a, &last);
  }
  case IR_BI_STRCMP:
    if (in->nops < 3) return seg_err(st, NULL, "%s: unexpected arguments", fn);
    if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &a) || !seg_operand(st, s0, in->ops[2], SEG_V_PTR, &b))
      return SEG_SPLIT;
    if (!string_at(st, fn, &a, &end, &exact, &r)) return r;
    if (!string_at(st, fn, &b, &end2, &exact, &r)) return r;
    return any_result(st, in);
  case IR_BI_STRNCMP:
  case IR_BI_MEMCMP:
    if (in->nops < 4) return seg_err(st, NULL, "%s: unexpected arguments", fn);
    if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &a) || !seg_operand(st, s0, in->ops[2], SEG_V_PTR, &b) ||
        !seg_operand(st, s0, in->ops[3], SEG_V_U, &n))
      return SEG_SPLIT;
    if (bi == IR_BI_MEMCMP) {
      /* memcmp may read all n bytes of both */
      if (!bytes_at(st, fn, &a, &n, &zero, &r)) return r;
      if (!zero && !bytes_at(st, fn, &b, &n, &zero, &r)) return r;
    } else {
      seg_lin z = seg_lc(0), t;
      seg_atom_mk(&t, &n, SEG_EQ, &z);
      int d = seg_decide(g, &t);
      if (d == -1) {
        st->split = t;
        return SEG_SPLIT;
      }
      if (d == 0) {
        if (!string_or_bytes(st, fn, &a, &n, &r)) return r;
        if (!string_or_bytes(st, fn, &b, &n, &r)) return r;
      }
    }
    return any_result(st, in);
  case IR_BI_STRNLEN: {
    if (in->nops < 3) return seg_err(st, NULL, "%s: unexpected arguments", fn);
    if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &a) || !seg_operand(st, s0, in->ops[2], SEG_V_U, &n))
      return SEG_SPLIT;
    int bl = seg_find_block(st, &a, 1);
    bool have_end = bl >= 0 && seg_string_end(st, s0, &a, bl, &end, &exact);
    if (!have_end && !bytes_at(st, fn, &a, &n, &zero, &r)) return r;
    MT_INC(g->run, seg_str_calls);
    seg_state *s = seg_succ(st);
    if (!in->result) return SEG_OK;
    seg_lin w = seg_lv(seg_define_fresh(st, s, in->result)), z = seg_lc(0), t, len;
    if (seg_atom_le(&t, &z, &w)) seg_kb_add(g, s, &t);
    if (seg_atom_le(&t, &w, &n)) seg_kb_add(g, s, &t);
    if (have_end && seg_lin_addk(&len, &end, -1, &a) && seg_atom_le(&t, &w, &len)) seg_kb_add(g, s, &t);
    return SEG_OK;
  }
  default: return seg_err(st, NULL, "no rule for %s", fn);
  }
}
