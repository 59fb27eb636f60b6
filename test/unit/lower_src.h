/* lower_src.h -- shared by the unit tests that need a program: writes the C
 * source to a temporary file and lowers it with the front end (clang-19). */
#ifndef TEST_LOWER_SRC_H
#define TEST_LOWER_SRC_H

#include <string.h>
#include <unistd.h>

#include "front/front.h"

static ir_module *test_lower_src(mt_run *run, const char *src, unsigned ptr_size) {
  char path[] = "/tmp/memterm-test-XXXXXX.c";
  int fd = mkstemps(path, 2);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, src, strlen(src)), (ssize_t)strlen(src));
  close(fd);
  front_opts o = {.ptr_size = ptr_size};
  ir_module *m = NULL;
  char *err = NULL;
  mt_status st = front_load(run, path, &o, &m, &err);
  unlink(path);
  if (st != MT_OK) fail_msg("front_load: %s", err ? err : "?");
  return m;
}

#endif
