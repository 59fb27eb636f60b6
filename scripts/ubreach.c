/* ubreach.c -- the native side of the sanitizer-differential campaign
 * (scripts/ub_campaign.py, --source verdicts) for unreach-call: linked
 * with a program that only declares reach_error, this weak definition
 * reports the call; a program's own definition (most call __assert_fail)
 * takes precedence, and the campaign reads its assertion message. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((weak)) void reach_error(void) {
  fputs("ubreach: reach_error called\n", stderr);
  abort();
}
