/* test_util.c -- arenas, buffers, vectors, file reading (util/mt.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "util/mt.h"

static void test_arena_alloc_zeroed_aligned(void **state) {
  (void)state;
  mt_arena a;
  mt_arena_init(&a);
  for (int i = 1; i < 2000; i++) {
    unsigned char *p = mt_arena_alloc(&a, (size_t)i);
    assert_int_equal((uintptr_t)p % 16, 0);
    for (int k = 0; k < i; k++) assert_int_equal(p[k], 0);
    memset(p, 0xab, (size_t)i);
  }
  /* a block larger than a chunk */
  char *big = mt_arena_alloc(&a, 1u << 20);
  big[(1u << 20) - 1] = 1;
  mt_arena_delete(&a);
  assert_null(a.head);
}

static void test_arena_mark_pop(void **state) {
  (void)state;
  mt_arena a;
  mt_arena_init(&a);
  char *keep = mt_arena_strdup(&a, "keep");
  mt_arena_mark m = mt_arena_get_mark(&a);
  for (int i = 0; i < 100; i++) (void)mt_arena_alloc(&a, 10000);
  mt_arena_pop(&a, m);
  assert_string_equal(keep, "keep");
  char *again = mt_arena_strndup(&a, "abcdef", 3);
  assert_string_equal(again, "abc");
  mt_arena_delete(&a);
}

static void test_buf_and_vec(void **state) {
  (void)state;
  mt_buf b = {0};
  for (int i = 0; i < 1000; i++) mt_buf_printf(&b, "%d,", i);
  mt_buf_putc(&b, '!');
  assert_int_equal(b.len, strlen(b.data));
  assert_true(!strncmp(b.data, "0,1,2,", 6));
  assert_int_equal(b.data[b.len - 1], '!');
  mt_buf_free(&b);
  MT_VEC(int) v = {0};
  for (int i = 0; i < 100; i++) MT_VEC_PUSH(v, i * i);
  assert_int_equal(v.len, 100);
  assert_int_equal(v.data[99], 99 * 99);
  MT_VEC_FREE(v);
  char *s = mt_sprintf("%s-%u", "x", 7u);
  assert_string_equal(s, "x-7");
  mt_free(s);
}

static void test_read_file_errors(void **state) {
  (void)state;
  char *text, *err;
  size_t len;
  assert_int_equal(mt_read_file("/nonexistent/file.c", &text, &len, &err), MT_ERR_IO);
  assert_non_null(strstr(err, "cannot open"));
  mt_free(err);
  assert_int_equal(mt_read_file("/tmp", &text, &len, &err), MT_ERR_IO);
  assert_non_null(strstr(err, "directory"));
  mt_free(err);
  char path[] = "/tmp/mt_test_XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, "abc\0def", 7), 7);
  close(fd);
  assert_int_equal(mt_read_file(path, &text, &len, &err), MT_OK);
  assert_int_equal(len, 7);
  assert_int_equal(memcmp(text, "abc\0def", 7), 0);
  assert_int_equal(text[7], 0);
  mt_free(text);
  unlink(path);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_arena_alloc_zeroed_aligned),
      cmocka_unit_test(test_arena_mark_pop),
      cmocka_unit_test(test_buf_and_vec),
      cmocka_unit_test(test_read_file_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
