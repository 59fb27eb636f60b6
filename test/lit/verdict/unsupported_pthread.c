// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out 2> %t.err
// RUN: tail -n 1 %t.out | FileCheck %s --check-prefix=RESULT
// RUN: cat %t.out %t.err | FileCheck %s --check-prefix=WHY
// Threads are not supported: unknown, with pthread_create named.
// RESULT: {{^Result: unknown$}}
// WHY: pthread_create
#include <pthread.h>
#include <stdlib.h>

static int *shared;

static void *worker(void *arg) {
  (void)arg;
  shared[2] = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  shared = malloc(2 * sizeof *shared);
  if (!shared) return 0;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  free(shared);
  return 0;
}
