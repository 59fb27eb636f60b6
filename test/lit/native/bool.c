// RUN: %compare %s
// _Bool and <stdbool.h>: conversion to 0/1, logical operators, bool arrays.
#include <stdbool.h>
#include <stdio.h>

static bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; d++)
    if (n % d == 0) return false;
  return true;
}

int main(void) {
  bool t = 42, f = 0, h = 0.5;
  printf("t=%d f=%d h=%d\n", t, f, h);
  bool flags[20];
  int count = 0;
  for (int i = 0; i < 20; i++) {
    flags[i] = is_prime(i);
    count += flags[i];
  }
  printf("primes<20=%d\n", count);
  bool x = true;
  x = !x;
  printf("x=%d !!7=%d t+t=%d\n", x, !!7, t + t);
  int *p = &count;
  bool nonnull = p;
  printf("nonnull=%d\n", nonnull);
  bool acc = false;
  for (int i = 0; i < 5; i++) acc ^= true;
  printf("acc=%d\n", acc);
  return t && !f ? 0 : 1;
}
