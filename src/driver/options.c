/* options.c -- the command-line parser generated from options.def. */
#include "driver.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct opt_desc {
  const char *name;
  mt_opt_kind kind;
  int64_t lo, hi;
  const char *desc;
  size_t offset;
} opt_desc;

#define MT_KIND_INT MT_OPT_INT
#define MT_KIND_BOOL MT_OPT_BOOL
#define MT_KIND_STR MT_OPT_STR
static const opt_desc opt_table[] = {
#define OPT(name, kind, def, lo, hi, desc)                                    \
  {#name, MT_KIND_##kind, (int64_t)(lo), (int64_t)(hi), desc,                 \
   offsetof(mt_options, name)},
#include "options.def"
#undef OPT
};
#define NOPTS (sizeof opt_table / sizeof opt_table[0])

void drv_options_init(mt_options *o) {
  memset(o, 0, sizeof *o);
#define OPT(name, kind, def, lo, hi, desc) o->name = def;
#include "options.def"
#undef OPT
}

/* "--max-steps" -> matches "max_steps" */
static const opt_desc *find_opt(const char *name, size_t len) {
  for (size_t i = 0; i < NOPTS; i++) {
    const char *n = opt_table[i].name;
    if (strlen(n) != len) continue;
    bool same = true;
    for (size_t k = 0; k < len && same; k++) {
      char c = name[k] == '-' ? '_' : name[k];
      same = c == n[k];
    }
    if (same) return &opt_table[i];
  }
  return NULL;
}

static void spell(char *buf, size_t n, const char *name) {
  snprintf(buf, n, "--%s", name);
  for (char *p = buf; *p; p++)
    if (*p == '_') *p = '-';
}

void drv_print_help(FILE *out) {
  fprintf(out,
          "usage: memterm [options] PROGRAM.c|PROGRAM.i|TASK.yml\n"
          "       memterm [options] [-I DIR] [-D NAME[=V]] UNIT.c UNIT.c ...\n"
          "       memterm [options] --compile-commands compile_commands.json [UNIT.c ...]\n"
          "\n"
          "Verifies a C program against a property and prints one line\n"
          "'Result: true|false(<subproperty>)|unknown' as the last line of stdout\n"
          "(with several properties, one such line for each, in the order of --help's list).\n"
          "The property: --property NAME, an SV-COMP .prp file (--property-file) or\n"
          "a task's .yml; with none of them, memory safety.\n"
          "\n"
          "options:\n");
  fprintf(out, "  %-22s %s\n", "--property S",
          "memsafety, memcleanup, termination, no-overflow, unreach-call, or all (repeatable)");
  fprintf(out, "  %-22s %s\n", "-I DIR", "an include folder for every unit (also -isystem, -iquote, -idirafter, -include, -std=)");
  fprintf(out, "  %-22s %s\n", "-D NAME[=V]", "a macro for every unit");
  fprintf(out, "  %-22s %s\n", "-U NAME", "a macro undefined for every unit");
  for (size_t i = 0; i < NOPTS; i++) {
    char name[64];
    spell(name, sizeof name, opt_table[i].name);
    const char *arg = opt_table[i].kind == MT_OPT_INT   ? " N"
                      : opt_table[i].kind == MT_OPT_STR ? " S"
                                                        : "";
    char left[80];
    snprintf(left, sizeof left, "%s%s", name, arg);
    fprintf(out, "  %-22s %s\n", left, opt_table[i].desc);
  }
  fprintf(out, "  %-22s %s\n", "-v, -vv, -vvv", "log progress to stderr (more v: more detail)");
  fprintf(out, "  %-22s %s\n", "--version", "print the version and exit");
  fprintf(out, "  %-22s %s\n", "-h, --help", "print this help and exit");
}

static mt_status set_value(const opt_desc *d, const char *val, mt_options *o, char **err) {
  char name[64];
  spell(name, sizeof name, d->name);
  char *field = (char *)o + d->offset;
  switch (d->kind) {
  case MT_OPT_INT: {
    errno = 0;
    char *end = NULL;
    long long v = strtoll(val, &end, 10);
    if (!*val || *end || errno) {
      *err = mt_sprintf("option %s expects an integer, not '%s'", name, val);
      return MT_ERR_USAGE;
    }
    if (v < d->lo || v > d->hi) {
      *err = mt_sprintf("option %s must be between %lld and %lld, not %lld", name,
                        (long long)d->lo, (long long)d->hi, v);
      return MT_ERR_USAGE;
    }
    int64_t x = (int64_t)v;
    memcpy(field, &x, sizeof x);
    return MT_OK;
  }
  case MT_OPT_STR: {
    const char *s = val;
    memcpy(field, &s, sizeof s);
    return MT_OK;
  }
  case MT_OPT_BOOL: {
    bool b;
    if (!strcmp(val, "1") || !strcmp(val, "true")) b = true;
    else if (!strcmp(val, "0") || !strcmp(val, "false")) b = false;
    else {
      *err = mt_sprintf("option %s expects true or false, not '%s'", name, val);
      return MT_ERR_USAGE;
    }
    memcpy(field, &b, sizeof b);
    return MT_OK;
  }
  }
  return MT_ERR_USAGE;
}

drv_prop drv_prop_by_name(const char *name) {
  static const struct { const char *name; drv_prop p; } names[] = {
      {"memsafety", DRV_PROP_MEMSAFETY},       {"valid-memsafety", DRV_PROP_MEMSAFETY},
      {"memcleanup", DRV_PROP_MEMCLEANUP},     {"valid-memcleanup", DRV_PROP_MEMCLEANUP},
      {"termination", DRV_PROP_TERMINATION},   {"no-overflow", DRV_PROP_NO_OVERFLOW},
      {"overflow", DRV_PROP_NO_OVERFLOW},      {"unreach-call", DRV_PROP_UNREACH_CALL},
  };
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(name, names[i].name)) return names[i].p;
  return DRV_PROP_NONE;
}

void drv_cmdline_free(drv_cmdline *cl) {
  mt_free(cl->inputs);
  mt_free(cl->cflags);
  cl->inputs = cl->cflags = NULL;
  cl->ninputs = cl->ncflags = 0;
}

/* --property NAME (repeatable; all: every property) */
static mt_status add_property(drv_cmdline *cl, const char *v, char **err) {
  if (!strcmp(v, "all")) {
    cl->props |= 1u << DRV_PROP_MEMSAFETY | 1u << DRV_PROP_MEMCLEANUP | 1u << DRV_PROP_TERMINATION |
                 1u << DRV_PROP_NO_OVERFLOW | 1u << DRV_PROP_UNREACH_CALL;
    return MT_OK;
  }
  drv_prop p = drv_prop_by_name(v);
  if (p == DRV_PROP_NONE) {
    *err = mt_sprintf("unknown property '%s' (memsafety, memcleanup, termination, no-overflow, unreach-call "
                      "or all)", v);
    return MT_ERR_USAGE;
  }
  cl->props |= 1u << p;
  return MT_OK;
}

/* clang's flags that change what the source means: -I DIR, -D NAME[=V],
 * -U NAME (joined or apart), -isystem/-iquote/-idirafter DIR, -include
 * FILE, -std=STD; returns the argv words used (0: not such a flag, -1:
 * its value missing) */
static int clang_flag(int argc, char **argv, int i, drv_cmdline *cl, char **err) {
  static const char *const apart[] = {"-isystem", "-iquote", "-idirafter", "-include"};
  const char *a = argv[i];
  for (size_t k = 0; k < sizeof apart / sizeof *apart; k++)
    if (!strcmp(a, apart[k])) {
      if (i + 1 >= argc) {
        *err = mt_sprintf("option '%s' needs a value", a);
        return -1;
      }
      cl->cflags[cl->ncflags++] = a;
      cl->cflags[cl->ncflags++] = argv[i + 1];
      return 2;
    }
  if (!strncmp(a, "-std=", 5)) {
    cl->cflags[cl->ncflags++] = a;
    return 1;
  }
  if (a[1] != 'I' && a[1] != 'D' && a[1] != 'U') return 0;
  if (a[2]) {
    cl->cflags[cl->ncflags++] = a;
    return 1;
  }
  if (i + 1 >= argc) {
    *err = mt_sprintf("option '%s' needs a value", a);
    return -1;
  }
  cl->cflags[cl->ncflags++] = a;
  cl->cflags[cl->ncflags++] = argv[i + 1];
  return 2;
}

mt_status drv_parse_cmdline(int argc, char **argv, drv_cmdline *cl, char **err) {
  memset(cl, 0, sizeof *cl);
  drv_options_init(&cl->opt);
  *err = NULL;
  cl->inputs = mt_calloc((size_t)argc + 1, sizeof *cl->inputs);
  cl->cflags = mt_calloc((size_t)argc + 1, sizeof *cl->cflags);
  bool only_positional = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (only_positional || a[0] != '-' || a[1] == 0) {
      cl->inputs[cl->ninputs++] = a;
      if (!cl->input) cl->input = a;
      continue;
    }
    if (!strcmp(a, "--")) {
      only_positional = true;
      continue;
    }
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      cl->help = true;
      continue;
    }
    if (!strcmp(a, "--version")) {
      cl->version = true;
      continue;
    }
    if (a[1] == 'v' && strspn(a + 1, "v") == strlen(a + 1)) {
      cl->verbosity += (int)strlen(a + 1);
      continue;
    }
    if (a[1] != '-') {
      int used = clang_flag(argc, argv, i, cl, err);
      if (used < 0) return MT_ERR_USAGE;
      if (used > 0) {
        i += used - 1;
        continue;
      }
      *err = mt_sprintf("unknown option '%s' (see --help)", a);
      return MT_ERR_USAGE;
    }
    const char *name = a + 2;
    const char *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    if (len == 8 && !strncmp(name, "property", 8)) {
      const char *v = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
      if (!v) {
        *err = mt_sprintf("option '%s' needs a value", a);
        return MT_ERR_USAGE;
      }
      mt_status ps = add_property(cl, v, err);
      if (ps != MT_OK) return ps;
      continue;
    }
    const opt_desc *d = find_opt(name, len);
    if (!d) {
      *err = mt_sprintf("unknown option '%.*s' (see --help)", (int)(len + 2), a);
      return MT_ERR_USAGE;
    }
    const char *val;
    if (eq) val = eq + 1;
    else if (d->kind == MT_OPT_BOOL) val = "1";
    else if (i + 1 < argc) val = argv[++i];
    else {
      *err = mt_sprintf("option '%s' needs a value", a);
      return MT_ERR_USAGE;
    }
    mt_status s = set_value(d, val, &cl->opt, err);
    if (s != MT_OK) return s;
  }
  if (cl->opt.data_model && strcmp(cl->opt.data_model, "ILP32") &&
      strcmp(cl->opt.data_model, "LP64")) {
    *err = mt_sprintf("--data-model must be ILP32 or LP64, not '%s'", cl->opt.data_model);
    return MT_ERR_USAGE;
  }
  if (cl->opt.int_semantics && strcmp(cl->opt.int_semantics, "machine") &&
      strcmp(cl->opt.int_semantics, "math") && strcmp(cl->opt.int_semantics, "signed-math")) {
    *err = mt_sprintf("--int-semantics must be machine, math or signed-math, not '%s'",
                      cl->opt.int_semantics);
    return MT_ERR_USAGE;
  }
  if (cl->opt.bmc_memory && strcmp(cl->opt.bmc_memory, "seam") &&
      strcmp(cl->opt.bmc_memory, "arrays")) {
    *err = mt_sprintf("--bmc-memory must be seam or arrays, not '%s'", cl->opt.bmc_memory);
    return MT_ERR_USAGE;
  }
  if (cl->props && cl->opt.property_file) {
    *err = mt_strdup("--property and --property-file: give one of them");
    return MT_ERR_USAGE;
  }
  if (!cl->input && !cl->opt.compile_commands && !cl->help && !cl->version) {
    *err = mt_strdup("no input file (see --help)");
    return MT_ERR_USAGE;
  }
  return MT_OK;
}
