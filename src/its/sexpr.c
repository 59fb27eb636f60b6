/* sexpr.c -- S-expressions: an iterative SMT-LIB lexer/parser (no
 * recursion, nesting bounded by ITS_MAX_DEPTH) and small helpers. */
#include <ctype.h>
#include <string.h>

#include "its_int.h"

its_sx *its_sx_sym(mt_arena *a, const char *s, uint32_t line) {
  its_sx *x = MT_ANEW(a, its_sx);
  x->kind = SX_SYM;
  x->s = s;
  x->line = line;
  return x;
}

its_sx *its_sx_num(mt_arena *a, const char *digits, uint32_t line) {
  its_sx *x = its_sx_sym(a, digits, line);
  x->kind = SX_NUM;
  return x;
}

its_sx *its_sx_list(mt_arena *a, uint32_t n, its_sx **kid, uint32_t line) {
  its_sx *x = MT_ANEW(a, its_sx);
  x->kind = SX_LIST;
  x->line = line;
  x->n = n;
  x->kid = n ? mt_arena_memdup(a, kid, sizeof *kid * n) : NULL;
  return x;
}

its_sx *its_sx_list2(mt_arena *a, const char *head, its_sx *x, its_sx *y, uint32_t line) {
  its_sx *k[3] = {its_sx_sym(a, head, line), x, y};
  return its_sx_list(a, y ? 3 : 2, k, line);
}

bool its_sx_is(const its_sx *x, const char *sym) {
  return x && x->kind == SX_SYM && !strcmp(x->s, sym);
}

bool its_sx_head(const its_sx *x, const char *sym) {
  return x && x->kind == SX_LIST && x->n > 0 && its_sx_is(x->kid[0], sym);
}

/* iterative printer: an explicit stack of (list, next child) */
void its_sx_print(mt_buf *b, const its_sx *x, size_t max) {
  size_t start = b->len;
  struct frame { const its_sx *l; uint32_t i; };
  MT_VEC(struct frame) st = {0};
  const its_sx *cur = x;
  for (;;) {
    if (b->len - start > max) {
      mt_buf_printf(b, "...");
      break;
    }
    if (cur) {
      if (cur->kind != SX_LIST) {
        mt_buf_printf(b, "%s", cur->s);
      } else {
        mt_buf_putc(b, '(');
        struct frame f = {cur, 0};
        MT_VEC_PUSH(st, f);
      }
      cur = NULL;
      continue;
    }
    if (!st.len) break;
    struct frame *f = &st.data[st.len - 1];
    if (f->i < f->l->n) {
      if (f->i) mt_buf_putc(b, ' ');
      cur = f->l->kid[f->i++];
    } else {
      mt_buf_putc(b, ')');
      st.len--;
    }
  }
  MT_VEC_FREE(st);
}

static bool is_delim(char c) {
  return isspace((unsigned char)c) || c == '(' || c == ')' || c == '|' || c == '"' || c == ';';
}

typedef MT_VEC(its_sx *) sx_vec;

its_sx *its_sx_parse(mt_arena *a, const char *name, const char *text, size_t len, char **err) {
  MT_VEC(sx_vec) st = {0};
  MT_VEC(uint32_t) open_line = {0};
  sx_vec top = {0};
  its_sx *result = NULL;
  uint32_t line = 1;
  size_t i = 0;
  *err = NULL;
  while (i < len) {
    char c = text[i];
    if (c == '\n') {
      line++;
      i++;
      continue;
    }
    if (isspace((unsigned char)c)) {
      i++;
      continue;
    }
    if (c == ';') {
      while (i < len && text[i] != '\n') i++;
      continue;
    }
    sx_vec *cur = st.len ? &st.data[st.len - 1] : &top;
    if (c == '(') {
      if (st.len >= ITS_MAX_DEPTH) {
        *err = mt_sprintf("%s:%u: expressions nested deeper than %u", name, line, ITS_MAX_DEPTH);
        goto out;
      }
      sx_vec nv = {0};
      MT_VEC_PUSH(st, nv);
      MT_VEC_PUSH(open_line, line);
      i++;
      continue;
    }
    if (c == ')') {
      if (!st.len) {
        *err = mt_sprintf("%s:%u: unbalanced ')'", name, line);
        goto out;
      }
      sx_vec done = st.data[--st.len];
      uint32_t l0 = open_line.data[--open_line.len];
      its_sx *x = its_sx_list(a, done.len, done.data, l0);
      MT_VEC_FREE(done);
      cur = st.len ? &st.data[st.len - 1] : &top;
      MT_VEC_PUSH(*cur, x);
      i++;
      continue;
    }
    its_sx *x;
    if (c == '|' || c == '"') {
      size_t j = i + 1;
      while (j < len && text[j] != c) {
        if (text[j] == '\n') line++;
        j++;
      }
      if (j >= len) {
        *err = mt_sprintf("%s:%u: unterminated %s", name, line,
                          c == '|' ? "quoted symbol" : "string");
        goto out;
      }
      x = its_sx_sym(a, mt_arena_strndup(a, text + i + 1, j - i - 1), line);
      i = j + 1;
    } else {
      size_t j = i;
      while (j < len && !is_delim(text[j])) j++;
      const char *s = mt_arena_strndup(a, text + i, j - i);
      size_t k = s[0] == '-' ? 1 : 0;
      bool num = isdigit((unsigned char)s[k]);
      for (size_t m = k; num && s[m]; m++)
        if (!isdigit((unsigned char)s[m]) && s[m] != '.') num = false;
      x = num ? its_sx_num(a, s, line) : its_sx_sym(a, s, line);
      i = j;
    }
    MT_VEC_PUSH(*cur, x);
  }
  if (st.len) {
    *err = mt_sprintf("%s:%u: unbalanced '(' (opened at line %u)", name, line,
                      open_line.data[open_line.len - 1]);
    goto out;
  }
  result = its_sx_list(a, top.len, top.data, 1);
out:
  for (uint32_t k = 0; k < st.len; k++) MT_VEC_FREE(st.data[k]);
  MT_VEC_FREE(st);
  MT_VEC_FREE(open_line);
  MT_VEC_FREE(top);
  return result;
}
