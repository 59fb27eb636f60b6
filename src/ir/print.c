/*
 * print.c -- the textual form of the IR (memterm --dump-ir).
 *
 * Lit tests FileCheck this output, so it is deterministic (ids and names
 * only, never addresses) and regular: one instruction per line,
 *     %name = op [flags] [pred] type operands    ; line:col
 * where an unnamed value prints as %slot, a constant as its value, a global
 * or function as @name, and a block as its LLVM name (bbN when unnamed).
 * The "; line:col" comment is left out when the location is unknown.
 */
#include "ir.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* at most this many elements / bytes of a constant are shown */
#define IR_PRINT_MAX_ELEMS 16u
#define IR_PRINT_MAX_BYTES 32u

static const char *const icmp_names[] = {"eq",  "ne",  "ugt", "uge", "ult",
                                         "ule", "sgt", "sge", "slt", "sle"};
static const char *const fcmp_names[] = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};

/* ---- types ------------------------------------------------------------- */

void ir_print_type(FILE *out, const ir_module *m, ir_type_id t) {
  if (t == IR_NONE || t >= m->types.len) {
    fputs("<none>", out);
    return;
  }
  const ir_type *ty = ir_type_get(m, t);
  switch (ty->kind) {
  case IR_T_VOID: fputs("void", out); return;
  case IR_T_INT: fprintf(out, "i%u", ty->bits); return;
  case IR_T_FLOAT: fputs("float", out); return;
  case IR_T_DOUBLE: fputs("double", out); return;
  case IR_T_FP80: fputs("x86_fp80", out); return;
  case IR_T_PTR: fputs("ptr", out); return;
  case IR_T_LABEL: fputs("label", out); return;
  case IR_T_OTHER:
    if (ty->bits) /* an integer wider than 64 bits */
      fprintf(out, "i%u", ty->bits);
    else
      fprintf(out, "opaque(%" PRIu64 ")", ty->size);
    return;
  case IR_T_ARRAY:
  case IR_T_VECTOR:
    fprintf(out, ty->kind == IR_T_ARRAY ? "[%" PRIu64 " x " : "<%" PRIu64 " x ",
            ty->count);
    ir_print_type(out, m, ty->elem);
    fputc(ty->kind == IR_T_ARRAY ? ']' : '>', out);
    return;
  case IR_T_STRUCT:
    if (ty->name && *ty->name) {
      fprintf(out, "%%%s", ty->name);
      return;
    }
    fputs(ty->packed ? "<{ " : "{ ", out);
    for (uint32_t i = 0; i < ty->nfields; i++) {
      if (i) fputs(", ", out);
      ir_print_type(out, m, ty->fields[i]);
    }
    fputs(ty->packed ? " }>" : " }", out);
    return;
  case IR_T_FUNC:
    ir_print_type(out, m, ty->elem);
    fputs(" (", out);
    for (uint32_t i = 0; i < ty->nfields; i++) {
      if (i) fputs(", ", out);
      ir_print_type(out, m, ty->fields[i]);
    }
    if (ty->vararg) fputs(ty->nfields ? ", ..." : "...", out);
    fputc(')', out);
    return;
  }
  fputs("?", out);
}

/* ---- values ------------------------------------------------------------ */

/* an integer of `bits` bits, zero-extended in u, as a signed number */
static int64_t sext_bits(uint64_t u, unsigned bits) {
  if (bits == 0 || bits >= 64) return (int64_t)u;
  uint64_t sign = 1ull << (bits - 1);
  u &= (sign << 1) - 1;
  return (int64_t)((u ^ sign) - sign);
}

static void print_int(FILE *out, const ir_module *m, ir_type_id t, uint64_t u) {
  unsigned bits = ir_type_bits(m, t);
  if (bits == 1)
    fputs(u & 1 ? "true" : "false", out);
  else
    fprintf(out, "%" PRId64, sext_bits(u, bits));
}

static void print_cexpr(FILE *out, const ir_module *m, const ir_inst *in);

/* the shortest decimal that reads back as d, always with a '.' or an
 * exponent so that 2.0 never looks like the integer 2 */
static void print_float(FILE *out, double d) {
  char buf[40];
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*g", prec, d);
    if (strtod(buf, NULL) == d) break;
  }
  if (!strpbrk(buf, ".eEni")) strcat(buf, ".0"); /* not for inf / nan */
  fputs(buf, out);
}

void ir_print_val(FILE *out, const ir_module *m, ir_val v) {
  if (v == IR_NONE || v >= m->vals.len) {
    fputs("<none>", out);
    return;
  }
  const ir_value *val = ir_val_get(m, v);
  switch (val->kind) {
  case IR_V_NONE: fputs("<none>", out); return;
  case IR_V_INT: print_int(out, m, val->type, val->u.i); return;
  case IR_V_FLOAT: print_float(out, val->u.f); return;
  case IR_V_NULL: fputs("null", out); return;
  case IR_V_UNDEF: fputs("undef", out); return;
  case IR_V_ZERO: fputs("zeroinitializer", out); return;
  case IR_V_AGG:
    fputs("{ ", out);
    for (uint32_t i = 0; i < val->u.agg.n; i++) {
      if (i) fputs(", ", out);
      if (i == IR_PRINT_MAX_ELEMS) {
        fprintf(out, "... (%" PRIu32 " elements)", val->u.agg.n);
        break;
      }
      ir_print_val(out, m, val->u.agg.elems[i]);
    }
    fputs(" }", out);
    return;
  case IR_V_GLOBAL:
  case IR_V_FUNC: fprintf(out, "@%s", val->name ? val->name : "?"); return;
  case IR_V_CEXPR: print_cexpr(out, m, val->u.cexpr); return;
  case IR_V_ARG:
  case IR_V_INST:
    if (val->name && *val->name)
      fprintf(out, "%%%s", val->name);
    else
      fprintf(out, "%%%" PRIu32, val->u.local.slot);
    return;
  }
  fputs("?", out);
}

static void print_ops(FILE *out, const ir_module *m, const ir_inst *in, uint32_t from) {
  for (uint32_t i = from; i < in->nops; i++) {
    if (i > from) fputs(", ", out);
    ir_print_val(out, m, in->ops[i]);
  }
}

static void print_flags(FILE *out, unsigned flags) {
  static const struct { unsigned bit; const char *name; } tab[] = {
      {IR_F_TAIL, "tail"},         {IR_F_NNEG, "nneg"},   {IR_F_NUW, "nuw"},
      {IR_F_NSW, "nsw"},           {IR_F_EXACT, "exact"}, {IR_F_INBOUNDS, "inbounds"},
      {IR_F_VOLATILE, "volatile"},
  };
  for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
    if (flags & tab[i].bit) fprintf(out, " %s", tab[i].name);
}

/* "+8, %i*4": the byte arithmetic of a lowered getelementptr */
static void print_gep_terms(FILE *out, const ir_module *m, const ir_inst *in) {
  fprintf(out, "%+" PRId64, in->u.gep.offset);
  for (uint32_t i = 1; i < in->nops; i++) {
    fputs(", ", out);
    ir_print_val(out, m, in->ops[i]);
    fprintf(out, "*%" PRId64, in->u.gep.scales[i - 1]);
  }
}

static bool is_cast(ir_op op) {
  return (op >= IR_TRUNC && op <= IR_BITCAST) || (op >= IR_FPTRUNC && op <= IR_UITOFP);
}

static void print_cexpr(FILE *out, const ir_module *m, const ir_inst *in) {
  fputs(ir_op_name(in->op), out);
  print_flags(out, in->flags);
  fputs(" (", out);
  if (in->op == IR_GEP && in->nops > 0) {
    ir_print_val(out, m, in->ops[0]);
    fputs(", ", out);
    print_gep_terms(out, m, in);
  } else {
    print_ops(out, m, in, 0);
  }
  if (is_cast(in->op)) {
    fputs(" to ", out);
    ir_print_type(out, m, in->type);
  }
  fputc(')', out);
}

/* ---- instructions -------------------------------------------------------- */

static void print_label(FILE *out, const ir_func *f, uint32_t b) {
  if (f && b < f->nblocks && f->blocks[b].name && *f->blocks[b].name)
    fprintf(out, "%%%s", f->blocks[b].name);
  else
    fprintf(out, "%%bb%" PRIu32, b);
}

static void print_loc(FILE *out, ir_loc loc) {
  if (loc.line) fprintf(out, "    ; %" PRIu32 ":%" PRIu32, loc.line, loc.col);
}

void ir_print_inst(FILE *out, const ir_module *m, const ir_func *f, const ir_inst *in) {
  fputs("  ", out);
  if (in->result != IR_NONE) {
    ir_print_val(out, m, in->result);
    fputs(" = ", out);
  }
  fputs(ir_op_name(in->op), out);
  print_flags(out, in->flags);
  switch (in->op) {
  case IR_ICMP:
  case IR_FCMP:
    fprintf(out, " %s ",
            in->op == IR_ICMP ? (in->pred < 10 ? icmp_names[in->pred] : "?")
                              : (in->pred < 16 ? fcmp_names[in->pred] : "?"));
    ir_print_type(out, m, in->nops ? ir_val_type(m, in->ops[0]) : IR_NONE);
    fputc(' ', out);
    print_ops(out, m, in, 0);
    break;
  case IR_PHI:
    fputc(' ', out);
    ir_print_type(out, m, in->type);
    for (uint32_t i = 0; i < in->nops; i++) {
      fputs(i ? ", [ " : " [ ", out);
      ir_print_val(out, m, in->ops[i]);
      fputs(", ", out);
      print_label(out, f, i < in->nblocks ? in->blocks[i] : IR_NO_BLOCK);
      fputs(" ]", out);
    }
    break;
  case IR_ALLOCA:
    fputc(' ', out);
    ir_print_type(out, m, in->u.alloca_.elem);
    fputs(", ", out);
    print_ops(out, m, in, 0);
    fprintf(out, ", align %" PRIu32, in->align);
    break;
  case IR_LOAD:
  case IR_STORE:
    fputc(' ', out);
    ir_print_type(out, m, in->type);
    fputc(' ', out);
    print_ops(out, m, in, 0);
    fprintf(out, ", align %" PRIu32, in->align);
    break;
  case IR_GEP:
    fputc(' ', out);
    ir_print_type(out, m, in->u.gep.src);
    fputc(' ', out);
    if (in->nops) ir_print_val(out, m, in->ops[0]);
    fputs(", ", out);
    print_gep_terms(out, m, in);
    break;
  case IR_EXTRACTVALUE:
  case IR_INSERTVALUE:
    fputc(' ', out);
    ir_print_type(out, m, in->type);
    fputc(' ', out);
    print_ops(out, m, in, 0);
    fprintf(out, ", %" PRIu64, in->u.agg.offset);
    break;
  case IR_BR:
    fputc(' ', out);
    print_label(out, f, in->nblocks ? in->blocks[0] : IR_NO_BLOCK);
    break;
  case IR_CONDBR:
    fputc(' ', out);
    print_ops(out, m, in, 0);
    for (uint32_t i = 0; i < in->nblocks; i++) {
      fputs(", ", out);
      print_label(out, f, in->blocks[i]);
    }
    break;
  case IR_SWITCH: {
    ir_type_id ct = in->nops ? ir_val_type(m, in->ops[0]) : IR_NONE;
    fputc(' ', out);
    ir_print_type(out, m, ct);
    fputc(' ', out);
    print_ops(out, m, in, 0);
    fputs(", default ", out);
    print_label(out, f, in->nblocks ? in->blocks[0] : IR_NO_BLOCK);
    fputs(" [", out);
    for (uint32_t i = 1; i < in->nblocks; i++) {
      fputs(i > 1 ? ", " : "", out);
      print_int(out, m, ct, in->u.sw.cases[i - 1]);
      fputs(": ", out);
      print_label(out, f, in->blocks[i]);
    }
    fputc(']', out);
    break;
  }
  case IR_RET:
    fputc(' ', out);
    if (in->nops) {
      ir_print_type(out, m, ir_val_type(m, in->ops[0]));
      fputc(' ', out);
      print_ops(out, m, in, 0);
    } else {
      fputs("void", out);
    }
    break;
  case IR_CALL:
    fputc(' ', out);
    ir_print_type(out, m, in->type);
    fputc(' ', out);
    if (in->nops) ir_print_val(out, m, in->ops[0]);
    fputc('(', out);
    print_ops(out, m, in, 1);
    fputc(')', out);
    break;
  case IR_UNREACHABLE:
    break;
  case IR_UNSUPPORTED:
    fputc(' ', out);
    ir_print_type(out, m, in->type);
    fprintf(out, " \"%s\"", in->u.unsupported.reason ? in->u.unsupported.reason : "");
    if (in->nops) {
      fputs(" (", out);
      print_ops(out, m, in, 0);
      fputc(')', out);
    }
    break;
  default:
    if (is_cast(in->op)) {
      fputc(' ', out);
      ir_print_type(out, m, in->nops ? ir_val_type(m, in->ops[0]) : IR_NONE);
      fputc(' ', out);
      print_ops(out, m, in, 0);
      fputs(" to ", out);
      ir_print_type(out, m, in->type);
    } else {
      /* binary ops, fneg, select, freeze */
      fputc(' ', out);
      ir_print_type(out, m, in->type);
      fputc(' ', out);
      print_ops(out, m, in, 0);
    }
    break;
  }
  print_loc(out, in->loc);
  fputc('\n', out);
}

/* ---- globals and functions ---------------------------------------------- */

static void print_global(FILE *out, const ir_module *m, const ir_global *g) {
  fprintf(out, "@%s = %s%s ", g->name, g->is_extern ? "external " : "",
          g->is_const ? "constant" : "global");
  ir_print_type(out, m, g->type);
  fprintf(out, " size %" PRIu64 " align %" PRIu32, g->size, g->align);
  if (!g->is_extern) {
    if (!g->init) {
      fputs(" init zero", out);
    } else {
      fputs(" init [", out);
      uint64_t n = g->size < IR_PRINT_MAX_BYTES ? g->size : IR_PRINT_MAX_BYTES;
      for (uint64_t i = 0; i < n; i++) fprintf(out, i ? " %02x" : "%02x", g->init[i]);
      if (n < g->size) fprintf(out, " ... (%" PRIu64 " bytes)", g->size);
      fputc(']', out);
    }
  }
  if (g->nrelocs) {
    fputs(" relocs [", out);
    for (uint32_t i = 0; i < g->nrelocs; i++) {
      const ir_reloc *r = &g->relocs[i];
      fprintf(out, "%s%" PRIu64 ": ", i ? ", " : "", r->offset);
      ir_print_val(out, m, r->target);
      if (r->addend) fprintf(out, "%+" PRId64, r->addend);
    }
    fputc(']', out);
  }
  print_loc(out, g->loc);
  fputc('\n', out);
}

static void print_func(FILE *out, const ir_module *m, const ir_func *f) {
  const ir_type *fty = ir_type_get(m, f->type);
  fputs(f->is_decl ? "declare " : "define ", out);
  ir_print_type(out, m, fty->kind == IR_T_FUNC ? fty->elem : IR_NONE);
  fprintf(out, " @%s(", f->name);
  uint32_t np = fty->kind == IR_T_FUNC ? fty->nfields : 0;
  for (uint32_t i = 0; i < np; i++) {
    if (i) fputs(", ", out);
    ir_print_type(out, m, fty->fields[i]);
    if (i < f->nparams) {
      fputc(' ', out);
      ir_print_val(out, m, f->params[i]);
    }
  }
  if (fty->kind == IR_T_FUNC && fty->vararg) fputs(np ? ", ..." : "...", out);
  fputc(')', out);
  if (f->builtin != IR_BI_NONE) fprintf(out, " builtin %s", ir_builtin_name(f->builtin));
  if (f->is_decl) {
    fputc('\n', out);
    return;
  }
  fputs(" {", out);
  print_loc(out, f->loc);
  fputc('\n', out);
  for (uint32_t i = 0; f->cparams && i < f->nparams; i++) {
    const ir_cparam *p = &f->cparams[i];
    if (!p->name) continue;
    fprintf(out, "  ; param %" PRIu32 " %s: ", i, p->name);
    if (p->kind == IR_CP_INT)
      fprintf(out, "%s int%u\n", p->is_signed ? "signed" : "unsigned", p->bits);
    else if (p->kind == IR_CP_PTR)
      fprintf(out, "pointer to %s%s of %" PRIu64 " byte(s)\n", p->elem_const ? "const " : "",
              p->elem_char ? "char" : p->elem_ptr ? "pointer" : p->elem_size ? "object" : "void", p->elem_size);
    else
      fputs("other\n", out);
  }
  for (uint32_t b = 0; b < f->nblocks; b++) {
    const ir_block *bl = &f->blocks[b];
    if (bl->name && *bl->name)
      fprintf(out, "%s:\n", bl->name);
    else
      fprintf(out, "bb%" PRIu32 ":\n", b);
    if (bl->loop_loc.line || bl->nvars) {
      fprintf(out, "  ; loop head");
      if (bl->loop_loc.line)
        fprintf(out, " of the loop at %" PRIu32 ":%" PRIu32, bl->loop_loc.line, bl->loop_loc.col);
      if (bl->nvars) fprintf(out, "; C variables:");
      for (uint32_t i = 0; i < bl->nvars; i++) {
        fprintf(out, "%s %s%u %s = ", i ? "," : "", bl->vars[i].is_signed ? "i" : "u",
                bl->vars[i].bits, bl->vars[i].name);
        ir_print_val(out, m, bl->vars[i].val);
      }
      fputc('\n', out);
    }
    for (uint32_t i = 0; i < bl->ninsts; i++)
      ir_print_inst(out, m, f, &f->insts[bl->first + i]);
  }
  fputs("}\n", out);
}

static void print_struct_defs(FILE *out, const ir_module *m) {
  bool any = false;
  for (uint32_t t = 1; t < m->types.len; t++) {
    const ir_type *ty = ir_type_get(m, t);
    if (ty->kind != IR_T_STRUCT || !ty->name || !*ty->name) continue;
    fprintf(out, "%%%s = type %s", ty->name, ty->packed ? "<{ " : "{ ");
    for (uint32_t i = 0; i < ty->nfields; i++) {
      if (i) fputs(", ", out);
      ir_print_type(out, m, ty->fields[i]);
    }
    fprintf(out, "%s size %" PRIu64 " align %" PRIu32 " offsets [",
            ty->packed ? " }>" : " }", ty->size, ty->align);
    for (uint32_t i = 0; i < ty->nfields; i++)
      fprintf(out, i ? " %" PRIu64 : "%" PRIu64, ty->offsets[i]);
    fputs("]\n", out);
    any = true;
  }
  if (any) fputc('\n', out);
}

void ir_print_module(FILE *out, const ir_module *m) {
  /* the word "unsupported" appears only when there is something to find:
   * scripts/lowering-survey.sh greps for it */
  fprintf(out, "; memterm IR of '%s', ptr_size %u\n", m->source ? m->source : "",
          m->ptr_size);
  if (m->nunsupported)
    fprintf(out, "; %" PRIu32 " unsupported instructions\n", m->nunsupported);
  fputc('\n', out);
  print_struct_defs(out, m);
  for (uint32_t i = 0; i < m->globals.len; i++) print_global(out, m, &m->globals.data[i]);
  if (m->globals.len) fputc('\n', out);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    if (i) fputc('\n', out);
    print_func(out, m, &m->funcs.data[i]);
  }
}
