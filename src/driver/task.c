/* task.c -- SV-COMP property files (.prp) and task definitions (.yml). */
#include "driver.h"

#include <ctype.h>
#include <string.h>
#include <yaml.h>

const char *drv_prop_name(drv_prop p) {
  switch (p) {
  case DRV_PROP_NONE: return "none";
  case DRV_PROP_TERMINATION: return "termination";
  case DRV_PROP_MEMSAFETY: return "valid-memsafety";
  case DRV_PROP_MEMCLEANUP: return "valid-memcleanup";
  case DRV_PROP_UNREACH_CALL: return "unreach-call";
  case DRV_PROP_NO_OVERFLOW: return "no-overflow";
  }
  return "?";
}

char *drv_prp_text(drv_prop p) {
  const char *ltl[3] = {NULL, NULL, NULL};
  switch (p) {
  case DRV_PROP_NONE: break;
  case DRV_PROP_TERMINATION: ltl[0] = "F end"; break;
  case DRV_PROP_MEMSAFETY: ltl[0] = "G valid-free", ltl[1] = "G valid-deref", ltl[2] = "G valid-memtrack"; break;
  case DRV_PROP_MEMCLEANUP: ltl[0] = "G valid-memcleanup"; break;
  case DRV_PROP_UNREACH_CALL: ltl[0] = "G ! call(reach_error())"; break;
  case DRV_PROP_NO_OVERFLOW: ltl[0] = "G ! overflow"; break;
  }
  mt_buf b = {0};
  mt_buf_printf(&b, "%s", "");
  for (int i = 0; i < 3 && ltl[i]; i++) mt_buf_printf(&b, "CHECK( init(main()), LTL(%s) )\n", ltl[i]);
  return b.data;
}

/* A .prp file holds one or more lines CHECK( init(main()), LTL(...) ).
 * Whitespace is insignificant; we compare the LTL formulas. */
mt_status drv_parse_prp(const char *text, drv_prop *out, char **err) {
  *out = DRV_PROP_NONE;
  *err = NULL;
  enum { F_END = 1, G_FREE = 2, G_DEREF = 4, G_MEMTRACK = 8, G_CLEANUP = 16,
         G_REACH = 32, G_OVERFLOW = 64 };
  static const struct { const char *ltl; unsigned bit; } known[] = {
      {"LTL(Fend)", F_END},
      {"LTL(Gvalid-free)", G_FREE},
      {"LTL(Gvalid-deref)", G_DEREF},
      {"LTL(Gvalid-memtrack)", G_MEMTRACK},
      {"LTL(Gvalid-memcleanup)", G_CLEANUP},
      {"LTL(G!call(reach_error()))", G_REACH},
      {"LTL(G!overflow)", G_OVERFLOW},
  };
  unsigned seen = 0;
  int nlines = 0;
  const char *p = text;
  while (*p) {
    const char *eol = strchr(p, '\n');
    size_t n = eol ? (size_t)(eol - p) : strlen(p);
    /* squeeze out white space */
    char *line = mt_malloc(n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
      if (!isspace((unsigned char)p[i])) line[k++] = p[i];
    line[k] = 0;
    p += n + (eol ? 1 : 0);
    if (k == 0 || line[0] == '#' || (line[0] == '/' && line[1] == '/')) {
      mt_free(line);
      continue;
    }
    nlines++;
    const char *prefix = "CHECK(init(main()),";
    size_t pl = strlen(prefix);
    unsigned bit = 0;
    if (k > pl + 1 && !strncmp(line, prefix, pl) && line[k - 1] == ')') {
      line[k - 1] = 0;
      for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!strcmp(line + pl, known[i].ltl)) bit = known[i].bit;
    }
    if (!bit) {
      if (k > pl && !strncmp(line, prefix, pl)) line[k - 1] = ')';
      *err = mt_sprintf("unsupported property '%s'", line);
      mt_free(line);
      return MT_ERR_INPUT;
    }
    mt_free(line);
    seen |= bit;
  }
  if (nlines == 0) {
    *err = mt_strdup("the property file holds no property");
    return MT_ERR_INPUT;
  }
  if (seen == F_END) *out = DRV_PROP_TERMINATION;
  else if (seen == (G_FREE | G_DEREF | G_MEMTRACK)) *out = DRV_PROP_MEMSAFETY;
  else if (seen == G_CLEANUP) *out = DRV_PROP_MEMCLEANUP;
  else if (seen == G_REACH) *out = DRV_PROP_UNREACH_CALL;
  else if (seen == G_OVERFLOW) *out = DRV_PROP_NO_OVERFLOW;
  else {
    *err = mt_strdup("unsupported combination of properties in the property file "
                     "(memsafety needs valid-free, valid-deref and valid-memtrack together)");
    return MT_ERR_INPUT;
  }
  return MT_OK;
}

bool drv_is_task_file(const char *path) {
  size_t n = strlen(path);
  return (n > 4 && !strcmp(path + n - 4, ".yml")) || (n > 5 && !strcmp(path + n - 5, ".yaml"));
}

/* resolve `rel` against the folder of `base` */
static char *resolve(const char *base, const char *rel) {
  if (rel[0] == '/') return mt_strdup(rel);
  const char *slash = strrchr(base, '/');
  if (!slash) return mt_strdup(rel);
  return mt_sprintf("%.*s/%s", (int)(slash - base), base, rel);
}

static const char *scalar(yaml_document_t *doc, yaml_node_t *n) {
  (void)doc;
  if (!n || n->type != YAML_SCALAR_NODE) return NULL;
  return (const char *)n->data.scalar.value;
}

static yaml_node_t *map_get(yaml_document_t *doc, yaml_node_t *map, const char *key) {
  if (!map || map->type != YAML_MAPPING_NODE) return NULL;
  for (yaml_node_pair_t *pr = map->data.mapping.pairs.start; pr < map->data.mapping.pairs.top; pr++) {
    const char *k = scalar(doc, yaml_document_get_node(doc, pr->key));
    if (k && !strcmp(k, key)) return yaml_document_get_node(doc, pr->value);
  }
  return NULL;
}

void drv_task_free(drv_task *t) {
  mt_free(t->input);
  mt_free(t->data_model);
  mt_free(t->property_file);
  memset(t, 0, sizeof *t);
}

mt_status drv_read_task(const char *path, drv_task *t, char **err) {
  memset(t, 0, sizeof *t);
  *err = NULL;
  char *text;
  size_t len;
  mt_status s = mt_read_file(path, &text, &len, err);
  if (s != MT_OK) return s;
  s = drv_parse_task(path, text, len, t, err);
  mt_free(text);
  return s;
}

mt_status drv_parse_task(const char *path, const char *text, size_t len, drv_task *t,
                         char **err) {
  memset(t, 0, sizeof *t);
  *err = NULL;
  mt_status s;
  yaml_parser_t parser;
  yaml_document_t doc;
  if (!yaml_parser_initialize(&parser)) {
    *err = mt_strdup("cannot initialise the YAML parser");
    return MT_ERR_INTERNAL;
  }
  yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
  if (!yaml_parser_load(&parser, &doc)) {
    *err = mt_sprintf("'%s' is not valid YAML: %s (line %zu)", path,
                      parser.problem ? parser.problem : "parse error",
                      parser.problem_mark.line + 1);
    yaml_parser_delete(&parser);
    return MT_ERR_INPUT;
  }
  s = MT_OK;
  yaml_node_t *root = yaml_document_get_root_node(&doc);
  yaml_node_t *inputs = map_get(&doc, root, "input_files");
  const char *in = scalar(&doc, inputs);
  if (!in && inputs && inputs->type == YAML_SEQUENCE_NODE &&
      inputs->data.sequence.items.top > inputs->data.sequence.items.start)
    in = scalar(&doc, yaml_document_get_node(&doc, *inputs->data.sequence.items.start));
  if (!in) {
    *err = mt_sprintf("task file '%s' names no input_files", path);
    s = MT_ERR_INPUT;
  } else {
    t->input = resolve(path, in);
    const char *dm = scalar(&doc, map_get(&doc, map_get(&doc, root, "options"), "data_model"));
    if (dm) t->data_model = mt_strdup(dm);
    yaml_node_t *props = map_get(&doc, root, "properties");
    if (props && props->type == YAML_SEQUENCE_NODE &&
        props->data.sequence.items.top > props->data.sequence.items.start) {
      yaml_node_t *first = yaml_document_get_node(&doc, *props->data.sequence.items.start);
      const char *pf = scalar(&doc, map_get(&doc, first, "property_file"));
      if (pf) t->property_file = resolve(path, pf);
    }
  }
  yaml_document_delete(&doc);
  yaml_parser_delete(&parser);
  if (s != MT_OK) drv_task_free(t);
  return s;
}
