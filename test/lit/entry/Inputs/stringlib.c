/* An idiomatic <string.h>: the 22 functions of seed 002's experiment,
 * written for memterm's tests (names prefixed my_).  ONE_MORE = 1 makes
 * each of them touch one byte too many (stringlib_bad.c). */
#include <stddef.h>

#ifndef ONE_MORE
#define ONE_MORE 0
#endif

void *my_memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = 0; i < n + ONE_MORE; i++)
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  return NULL;
}

int my_memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = a, *q = b;
  for (size_t i = 0; i < n + ONE_MORE; i++)
    if (p[i] != q[i])
      return p[i] < q[i] ? -1 : 1;
  return 0;
}

void *my_memcpy(void *dst, const void *src, size_t n) {
  char *d = dst;
  const char *s = src;
  for (size_t i = 0; i < n + ONE_MORE; i++)
    d[i] = s[i];
  return dst;
}

void *my_memmove(void *dst, const void *src, size_t n) {
  char *d = dst;
  const char *s = src;
  if (d < s) {
    for (size_t i = 0; i < n + ONE_MORE; i++)
      d[i] = s[i];
  } else {
    for (size_t i = n + ONE_MORE; i > 0; i--)
      d[i - 1] = s[i - 1];
  }
  return dst;
}

void *my_memset(void *s, int c, size_t n) {
  unsigned char *p = s;
  for (size_t i = 0; i < n + ONE_MORE; i++)
    p[i] = (unsigned char)c;
  return s;
}

size_t my_strlen(const char *s) {
  size_t i = 0;
  while (s[i])
    i++;
  return ONE_MORE ? i + (s[i + 1] != 0) : i;
}

char *my_strcpy(char *dst, const char *src) {
  size_t i = 0;
  while ((dst[i] = src[i]) != 0)
    i++;
  if (ONE_MORE)
    dst[i + 1] = 0;
  return dst;
}

char *my_strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i]; i++)
    dst[i] = src[i];
  for (; i < n + ONE_MORE; i++)
    dst[i] = 0;
  return dst;
}

char *my_strcat(char *dst, const char *src) {
  size_t i = 0, j = 0;
  while (dst[i])
    i++;
  while ((dst[i + j + ONE_MORE] = src[j]) != 0)
    j++;
  return dst;
}

char *my_strncat(char *dst, const char *src, size_t n) {
  size_t i = 0, j = 0;
  while (dst[i])
    i++;
  for (; j < n && src[j]; j++)
    dst[i + j] = src[j];
  dst[i + j + ONE_MORE] = 0;
  return dst;
}

int my_strcmp(const char *a, const char *b) {
  size_t i = 0;
  while (a[i] && a[i] == b[i])
    i++;
  return (unsigned char)a[i + ONE_MORE] - (unsigned char)b[i];
}

int my_strncmp(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i] || !a[i])
      return (unsigned char)a[i + ONE_MORE] - (unsigned char)b[i];
  }
  return 0;
}

int my_strcoll(const char *a, const char *b) { /* the "C" locale: strcmp */
  size_t i = 0;
  while (a[i] && a[i] == b[i])
    i++;
  return (unsigned char)a[i] - (unsigned char)b[i + ONE_MORE];
}

size_t my_strxfrm(char *dst, const char *src, size_t n) { /* "C" locale: a copy */
  size_t len = 0;
  while (src[len])
    len++;
  if (len < n) {
    for (size_t i = 0; i <= len + ONE_MORE; i++)
      dst[i] = src[i];
  }
  return len;
}

char *my_strchr(const char *s, int c) {
  size_t i = 0;
  for (;; i++) {
    if (s[i] == (char)c)
      return (char *)(s + i);
    if (!s[i])
      break;
  }
  return ONE_MORE && s[i + 1] ? (char *)s : NULL;
}

char *my_strrchr(const char *s, int c) {
  const char *r = NULL;
  size_t i = 0;
  for (;; i++) {
    if (s[i] == (char)c)
      r = s + i;
    if (!s[i])
      break;
  }
  if (ONE_MORE && s[i + 1])
    r = s;
  return (char *)r;
}

size_t my_strspn(const char *s, const char *accept) {
  size_t i = 0;
  for (; s[i]; i++) {
    size_t j = 0;
    while (accept[j] && accept[j] != s[i])
      j++;
    if (!accept[j + ONE_MORE])
      break;
  }
  return i;
}

size_t my_strcspn(const char *s, const char *reject) {
  size_t i = 0;
  for (; s[i]; i++) {
    size_t j = 0;
    while (reject[j] && reject[j] != s[i])
      j++;
    if (reject[j + ONE_MORE])
      break;
  }
  return i;
}

char *my_strpbrk(const char *s, const char *accept) {
  size_t i = 0;
  for (; s[i]; i++)
    for (size_t j = 0; accept[j]; j++)
      if (accept[j] == s[i])
        return (char *)(s + i);
  return ONE_MORE && s[i + 1] ? (char *)s : NULL;
}

char *my_strstr(const char *hay, const char *needle) {
  if (!needle[0])
    return (char *)hay;
  for (size_t i = 0; hay[i]; i++) {
    size_t j = 0;
    while (needle[j] && hay[i + j] == needle[j])
      j++;
    if (!needle[j + ONE_MORE])
      return (char *)(hay + i);
  }
  return NULL;
}

static char *my_strtok_next;

char *my_strtok(char *s, const char *delim) {
  if (!s)
    s = my_strtok_next;
  if (!s)
    return NULL;
  size_t i = 0;
  for (;; i++) { /* skip leading delimiters */
    size_t j = 0;
    while (delim[j] && delim[j] != s[i])
      j++;
    if (!delim[j] || !s[i])
      break;
  }
  if (!s[i]) {
    my_strtok_next = NULL;
    return NULL;
  }
  char *tok = s + i;
  for (;; i++) {
    size_t j = 0;
    while (delim[j] && delim[j] != s[i])
      j++;
    if (delim[j] && s[i]) {
      s[i] = 0;
      my_strtok_next = s + i + 1 + ONE_MORE;
      return tok;
    }
    if (!s[i])
      break;
  }
  my_strtok_next = NULL;
  return tok;
}

static const char *const my_errors[] = {"Success", "Operation not permitted", "No such file or directory",
                                        "No such process"};

char *my_strerror(int e) {
  if (e < 0 || e >= (int)(sizeof my_errors / sizeof my_errors[0]) + ONE_MORE)
    return (char *)"Unknown error";
  return (char *)my_errors[e];
}
