// RUN: %compare %s
// Enumerations: implicit and explicit values, negative values, switch over an enum.
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, BLACK = -2, WHITE };
typedef enum { ST_IDLE, ST_GO, ST_STOP, ST_COUNT } state;

static const char *state_name(state s) {
  static const char *names[ST_COUNT] = {"idle", "run", "stop"};
  return names[s];
}

static state step(state s, int ev) {
  switch (s) {
  case ST_IDLE: return ev ? ST_GO : ST_IDLE;
  case ST_GO: return ev > 1 ? ST_STOP : ST_GO;
  default: return ST_STOP;
  }
}

int main(void) {
  printf("%d %d %d %d %d\n", RED, GREEN, BLUE, BLACK, WHITE);
  state s = ST_IDLE;
  int evs[] = {0, 1, 1, 2, 0};
  for (int i = 0; i < 5; i++) {
    s = step(s, evs[i]);
    printf("%s ", state_name(s));
  }
  printf("\n");
  enum color c = BLUE;
  c++;
  printf("c=%d sizeof=%zu\n", c, sizeof(enum color));
  return 0;
}
