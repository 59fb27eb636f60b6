/* ubreach.c -- the native side of the sanitizer-differential campaign
 * (scripts/ub_campaign.py), linked with every native program: for one
 * that only declares reach_error (or the former __VERIFIER_error), these
 * weak definitions report the call; a program's own definition (most
 * call __assert_fail) takes precedence, and the campaign reads its
 * assertion message. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((weak)) void reach_error(void) {
  fputs("ubreach: reach_error called\n", stderr);
  abort();
}

/* SV-COMP's former name of reach_error */
__attribute__((weak)) void __VERIFIER_error(void) {
  fputs("ubreach: reach_error called (__VERIFIER_error)\n", stderr);
  abort();
}
