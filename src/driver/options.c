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
          "\n"
          "Verifies a C program against an SV-COMP property and prints one line\n"
          "'Result: true|false(<subproperty>)|unknown' as the last line of stdout.\n"
          "\n"
          "options:\n");
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

mt_status drv_parse_cmdline(int argc, char **argv, drv_cmdline *cl, char **err) {
  memset(cl, 0, sizeof *cl);
  drv_options_init(&cl->opt);
  *err = NULL;
  bool only_positional = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (only_positional || a[0] != '-' || a[1] == 0) {
      if (cl->input) {
        *err = mt_sprintf("more than one input file ('%s' and '%s')", cl->input, a);
        return MT_ERR_USAGE;
      }
      cl->input = a;
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
      *err = mt_sprintf("unknown option '%s' (see --help)", a);
      return MT_ERR_USAGE;
    }
    const char *name = a + 2;
    const char *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
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
  if (!cl->input && !cl->help && !cl->version) {
    *err = mt_strdup("no input file (see --help)");
    return MT_ERR_USAGE;
  }
  return MT_OK;
}
