/*
 * linemarks.c -- the line directives of the input (`#line N "file"`,
 * `# N "file" flags` of preprocessed files), for ir_input_line.
 *
 * clang's debug information gives presumed locations: after `# 1 "foo.c"`
 * in a preprocessed file the next line is line 1 of foo.c.  That is what a
 * programmer, clang and the sanitizers call the place; SV-COMP's witnesses
 * count the physical lines of the task's file instead.  The marks let
 * ir_input_line go back from one to the other.
 */
#include "front_int.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_blanks(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  return p;
}

/* a directive on [p, end): line number in *n, file name (unescaped into
 * buf, NULL when none) in *file */
static bool parse_directive(const char *p, const char *end, uint32_t *n, char *buf, size_t bufn,
                            const char **file) {
  p = skip_blanks(p, end);
  if (p == end || *p != '#') return false;
  p = skip_blanks(p + 1, end);
  if (end - p > 4 && strncmp(p, "line", 4) == 0 && (p[4] == ' ' || p[4] == '\t'))
    p = skip_blanks(p + 4, end);
  if (p == end || !isdigit((unsigned char)*p)) return false;
  uint64_t v = 0;
  while (p < end && isdigit((unsigned char)*p) && v <= UINT32_MAX) v = v * 10 + (uint64_t)(*p++ - '0');
  if (v == 0 || v > UINT32_MAX) return false;
  *n = (uint32_t)v;
  *file = NULL;
  p = skip_blanks(p, end);
  if (p < end && *p == '"') {
    size_t k = 0;
    for (p++; p < end && *p != '"' && k + 1 < bufn; p++) {
      if (*p == '\\' && p + 1 < end) p++;
      buf[k++] = *p;
    }
    if (p == end || *p != '"') return false;
    buf[k] = 0;
    *file = buf;
  }
  return true;
}

void front_line_marks(ir_module *m, const char *path) {
  char *text = NULL, *err = NULL;
  size_t len = 0;
  if (mt_read_file(path, &text, &len, &err) != MT_OK) {
    mt_free(err);
    return;
  }
  const char *cur = m->source;
  char name[4096];
  uint32_t phys = 1;
  for (const char *p = text, *end = text + len; p < end; phys++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *le = nl ? nl : end;
    uint32_t n;
    const char *file;
    if (parse_directive(p, le, &n, name, sizeof name, &file)) {
      if (m->marks.len == 0) {
        ir_linemark first = {1, 1, m->source};
        MT_VEC_PUSH(m->marks, first);
      }
      if (file) cur = front_file(m, file, strlen(file));
      ir_linemark k = {phys + 1, n, cur};
      MT_VEC_PUSH(m->marks, k);
    }
    if (!nl) break;
    p = nl + 1;
  }
  mt_free(text);
}
