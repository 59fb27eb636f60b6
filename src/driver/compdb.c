/* compdb.c -- a compilation database (compile_commands.json, as clang's
 * tools read it; `bear -- make` writes one): the program's translation
 * units with the flags of their compile commands that change what the
 * source means (-I, -D, -U, -include, -std=, ...), each in its folder. */
#include "driver.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

typedef MT_VEC(char *) str_vec;

/* the words of a shell command line (quotes and backslashes as sh reads
 * them; no expansions) */
static void split_command(const char *cmd, str_vec *out) {
  const char *p = cmd;
  while (*p) {
    while (*p == ' ' || *p == '\t' || *p == '\n') p++;
    if (!*p) break;
    mt_buf w = {0};
    mt_buf_printf(&w, "%s", "");
    char q = 0;
    for (; *p && (q || (*p != ' ' && *p != '\t' && *p != '\n')); p++) {
      if (q == '\'' ) {
        if (*p == '\'') q = 0;
        else mt_buf_printf(&w, "%c", *p);
      } else if (*p == '\\' && p[1] && q != '\'') {
        p++;
        mt_buf_printf(&w, "%c", *p);
      } else if (q == '"') {
        if (*p == '"') q = 0;
        else mt_buf_printf(&w, "%c", *p);
      } else if (*p == '\'' || *p == '"') {
        q = *p;
      } else {
        mt_buf_printf(&w, "%c", *p);
      }
    }
    MT_VEC_PUSH(*out, w.data);
  }
}

/* dir/path unless path is absolute */
static char *resolve(const char *dir, const char *path) {
  if (path[0] == '/' || !dir) return mt_strdup(path);
  return mt_sprintf("%s/%s", dir, path);
}

/* the flags of one compile command (args[0] is the compiler) that clang
 * needs to read the unit as the build does; paths made absolute */
static void keep_flags(char **args, uint32_t n, const char *dir, drv_unit *u) {
  /* flags with a path or a value as the next word (or joined) */
  static const char *const with_path[] = {"-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros"};
  static const char *const with_value[] = {"-D", "-U"};
  static const char *const alone[] = {"-funsigned-char", "-fsigned-char", "-ansi", "-fno-common", "-fcommon"};
  str_vec f = {0};
  for (uint32_t i = 1; i < n; i++) {
    const char *a = args[i];
    bool done = false;
    for (size_t k = 0; k < sizeof with_path / sizeof *with_path && !done; k++) {
      size_t l = strlen(with_path[k]);
      if (strncmp(a, with_path[k], l)) continue;
      const char *v = a[l] ? a + l : (i + 1 < n ? args[++i] : NULL);
      if (v) {
        MT_VEC_PUSH(f, mt_strdup(with_path[k]));
        MT_VEC_PUSH(f, resolve(dir, v));
      }
      done = true;
    }
    for (size_t k = 0; k < sizeof with_value / sizeof *with_value && !done; k++) {
      if (strncmp(a, with_value[k], 2)) continue;
      const char *v = a[2] ? a + 2 : (i + 1 < n ? args[++i] : NULL);
      if (v) MT_VEC_PUSH(f, mt_sprintf("%s%s", with_value[k], v));
      done = true;
    }
    if (done) continue;
    if (!strncmp(a, "-std=", 5)) {
      MT_VEC_PUSH(f, mt_strdup(a));
      continue;
    }
    for (size_t k = 0; k < sizeof alone / sizeof *alone; k++)
      if (!strcmp(a, alone[k])) MT_VEC_PUSH(f, mt_strdup(a));
  }
  u->flags = f.data;
  u->nflags = f.len;
}

static bool is_c_file(const char *path) {
  size_t n = strlen(path);
  return n >= 2 && (!strcmp(path + n - 2, ".c") || !strcmp(path + n - 2, ".i"));
}

static bool same_file(const char *a, const char *b) {
  char *ra = realpath(a, NULL), *rb = realpath(b, NULL);
  bool same = ra && rb && !strcmp(ra, rb);
  free(ra);
  free(rb);
  return same;
}

mt_status drv_compdb_read(const char *path, const char *const *only, uint32_t nonly, drv_compdb *db, char **err) {
  memset(db, 0, sizeof *db);
  *err = NULL;
  json_error_t je;
  json_t *root = json_load_file(path, 0, &je);
  if (!root) {
    *err = mt_sprintf("%s:%d: not a compilation database: %s", path, je.line, je.text);
    return MT_ERR_INPUT;
  }
  mt_status st = MT_OK;
  if (!json_is_array(root)) {
    *err = mt_sprintf("%s: not a compilation database (a JSON array of compile commands)", path);
    st = MT_ERR_INPUT;
  }
  MT_VEC(drv_unit) units = {0};
  size_t i;
  json_t *e;
  json_array_foreach(root, i, e) {
    if (st != MT_OK) break;
    const char *dir = json_string_value(json_object_get(e, "directory"));
    const char *file = json_string_value(json_object_get(e, "file"));
    json_t *args = json_object_get(e, "arguments");
    const char *cmd = json_string_value(json_object_get(e, "command"));
    if (!json_is_object(e) || !dir || !file || (!json_is_array(args) && !cmd)) {
      *err = mt_sprintf("%s: entry %zu has no directory, file and arguments (or command)", path, i + 1);
      st = MT_ERR_INPUT;
      break;
    }
    if (!is_c_file(file)) continue;
    drv_unit u = {0};
    u.dir = mt_strdup(dir);
    u.path = resolve(dir, file);
    bool dup = false;
    for (uint32_t k = 0; k < units.len && !dup; k++) dup = same_file(units.data[k].path, u.path);
    bool wanted = nonly == 0;
    for (uint32_t k = 0; k < nonly && !wanted; k++) wanted = same_file(only[k], u.path);
    if (dup || !wanted) {
      mt_free(u.dir);
      mt_free(u.path);
      continue;
    }
    str_vec words = {0};
    if (json_is_array(args)) {
      size_t j;
      json_t *w;
      json_array_foreach(args, j, w) {
        if (json_is_string(w)) MT_VEC_PUSH(words, mt_strdup(json_string_value(w)));
      }
    } else {
      split_command(cmd, &words);
    }
    keep_flags(words.data, words.len, dir, &u);
    for (uint32_t k = 0; k < words.len; k++) mt_free(words.data[k]);
    MT_VEC_FREE(words);
    MT_VEC_PUSH(units, u);
  }
  json_decref(root);
  db->units = units.data;
  db->n = units.len;
  if (st == MT_OK) {
    for (uint32_t k = 0; k < nonly && st == MT_OK; k++) {
      bool found = false;
      for (uint32_t j = 0; j < db->n && !found; j++) found = same_file(only[k], db->units[j].path);
      if (!found) {
        *err = mt_sprintf("'%s' is not compiled by any command of %s", only[k], path);
        st = MT_ERR_INPUT;
      }
    }
  }
  if (st == MT_OK && db->n == 0) {
    *err = mt_sprintf("%s: no C file is compiled by its commands", path);
    st = MT_ERR_INPUT;
  }
  if (st != MT_OK) drv_compdb_free(db);
  return st;
}

void drv_compdb_free(drv_compdb *db) {
  for (uint32_t i = 0; i < db->n; i++) {
    drv_unit *u = &db->units[i];
    for (uint32_t k = 0; k < u->nflags; k++) mt_free(u->flags[k]);
    mt_free(u->flags);
    mt_free(u->path);
    mt_free(u->dir);
  }
  mt_free(db->units);
  memset(db, 0, sizeof *db);
}
