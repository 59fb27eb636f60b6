/*
 * printf.c -- printf-family formatting for the interpreter.
 *
 * Each conversion is re-issued to the host's snprintf with the argument
 * converted the way the program's C library would see it: integer
 * arguments are read at their IR width and narrowed by the length modifier
 * of the *target* (long is 32 bits under ILP32), %s reads a checked string
 * from the program's memory (at most the precision, when one is given).
 */
#include <stdlib.h>
#include <string.h>

#include "exec_int.h"

typedef struct fmt_args {
  xctx *x;
  const ir_inst *in;
  const xval *a;
  uint32_t n, next;
} fmt_args;

static bool next_arg(fmt_args *fa, const xval **v, ir_type_id *t) {
  if (fa->next >= fa->n) {
    x_stop(fa->x, EXEC_VIOLATION, EXEC_V_UB, "printf: fewer arguments than the format needs");
    return false;
  }
  *v = &fa->a[fa->next];
  *t = ir_val_type(fa->x->m, fa->in->ops[fa->next + 1]);
  fa->next++;
  return true;
}

static int64_t arg_signed(fmt_args *fa, const xval *v, ir_type_id t) {
  return x_sext(v->bits, ir_type_bits(fa->x->m, t));
}

bool x_format(xctx *x, const ir_inst *in, const xval *args, uint32_t nargs, uint32_t fmt,
              mt_buf *out) {
  uint64_t flen;
  if (!x_strlen(x, args[fmt], UINT64_MAX, &flen)) return false;
  const uint8_t *fp = x_access(x, args[fmt], flen + 1, false);
  if (!fp) return false;
  char *f = mt_strndup((const char *)fp, (size_t)flen);
  fmt_args fa = {x, in, args, nargs, fmt + 1};
  bool ok = true;
  unsigned ps = x->ps;
  for (const char *p = f; *p && ok;) {
    if (*p != '%') {
      mt_buf_putc(out, *p++);
      continue;
    }
    const char *start = p++;
    if (*p == '%') {
      mt_buf_putc(out, '%');
      p++;
      continue;
    }
    char flags[8];
    size_t nf = 0;
    while (*p && strchr("-+ #0'", *p)) {
      if (nf < sizeof flags - 1) flags[nf++] = *p;
      p++;
    }
    flags[nf] = 0;
    long width = -1, prec = -1;
    const xval *v;
    ir_type_id t;
    if (*p == '*') {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      width = (long)arg_signed(&fa, v, t);
      p++;
    } else if (*p >= '0' && *p <= '9') {
      width = strtol(p, (char **)&p, 10);
    }
    if (*p == '.') {
      p++;
      if (*p == '*') {
        if (!(ok = next_arg(&fa, &v, &t))) break;
        prec = (long)arg_signed(&fa, v, t);
        p++;
      } else {
        prec = strtol(p, (char **)&p, 10);
        if (prec < 0) prec = 0;
      }
    }
    /* length modifier -> width in bits of the C argument type */
    unsigned lenbits = 32;
    bool big = false; /* L */
    if (p[0] == 'h' && p[1] == 'h') lenbits = 8, p += 2;
    else if (*p == 'h') lenbits = 16, p++;
    else if (p[0] == 'l' && p[1] == 'l') lenbits = 64, p += 2;
    else if (*p == 'l') lenbits = 8 * ps, p++;
    else if (*p == 'q' || *p == 'j') lenbits = 64, p++;
    else if (*p == 'z' || *p == 't') lenbits = 8 * ps, p++;
    else if (*p == 'L') big = true, p++;
    char conv = *p;
    if (!conv) {
      mt_buf_printf(out, "%s", start);
      break;
    }
    p++;
    char spec[96];
    char wbuf[24] = "", pbuf[24] = "";
    if (width >= 0) snprintf(wbuf, sizeof wbuf, "%ld", width);
    else if (width < -1) {
      /* a negative '*' width means left adjustment */
      snprintf(wbuf, sizeof wbuf, "%ld", -width);
      if (nf < sizeof flags - 1) flags[nf++] = '-', flags[nf] = 0;
    }
    if (prec >= 0) snprintf(pbuf, sizeof pbuf, ".%ld", prec);
    switch (conv) {
    case 'd':
    case 'i': {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      long long s = (long long)x_sext((uint64_t)arg_signed(&fa, v, t), lenbits);
      snprintf(spec, sizeof spec, "%%%s%s%slld", flags, wbuf, pbuf);
      mt_buf_printf(out, spec, s);
      break;
    }
    case 'u':
    case 'o':
    case 'x':
    case 'X': {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      unsigned long long u = (unsigned long long)arg_signed(&fa, v, t) & x_mask(lenbits);
      snprintf(spec, sizeof spec, "%%%s%s%sll%c", flags, wbuf, pbuf, conv);
      mt_buf_printf(out, spec, u);
      break;
    }
    case 'c': {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      snprintf(spec, sizeof spec, "%%%s%sc", flags, wbuf);
      mt_buf_printf(out, spec, (int)(unsigned char)v->bits);
      break;
    }
    case 's': {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      uint64_t len;
      if (!(ok = x_strlen(x, *v, prec >= 0 ? (uint64_t)prec : UINT64_MAX, &len))) break;
      const uint8_t *s = len ? x_access(x, *v, len, false) : (const uint8_t *)"";
      if (!(ok = s != NULL)) break;
      char *copy = mt_strndup((const char *)s, (size_t)len);
      snprintf(spec, sizeof spec, "%%%s%s%ss", flags, wbuf, pbuf);
      mt_buf_printf(out, spec, copy);
      mt_free(copy);
      break;
    }
    case 'p': {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      uint64_t addr = v->bits & x->ptr_mask;
      char tmp[32];
      if (addr) snprintf(tmp, sizeof tmp, "0x%llx", (unsigned long long)addr);
      else snprintf(tmp, sizeof tmp, "(nil)");
      snprintf(spec, sizeof spec, "%%%s%ss", flags, wbuf);
      mt_buf_printf(out, spec, tmp);
      break;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
      if (!(ok = next_arg(&fa, &v, &t))) break;
      double d;
      if (ir_type_get(x->m, t)->kind == IR_T_FLOAT) {
        float fl;
        uint32_t b = (uint32_t)v->bits;
        memcpy(&fl, &b, 4);
        d = fl;
      } else {
        memcpy(&d, &v->bits, 8);
      }
      if (big) {
        snprintf(spec, sizeof spec, "%%%s%s%sL%c", flags, wbuf, pbuf, conv);
        mt_buf_printf(out, spec, (long double)d);
      } else {
        snprintf(spec, sizeof spec, "%%%s%s%s%c", flags, wbuf, pbuf, conv);
        mt_buf_printf(out, spec, d);
      }
      break;
    }
    case 'n':
      x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "printf %%n is not supported");
      ok = false;
      break;
    default:
      x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "printf: unknown conversion '%%%c'", conv);
      ok = false;
      break;
    }
  }
  mt_free(f);
  return ok;
}
