// RUN: %compare %s
// Arrays of structs, structs containing arrays, sorting records.
#include <stdio.h>
#include <string.h>

struct rec { char name[8]; int score; unsigned char flags; };

int main(void) {
  struct rec rs[5] = {
      {"dave", 70, 1}, {"alice", 90, 0}, {"carol", 85, 3}, {"bob", 60, 2}, {"eve", 95, 1}};
  for (int i = 1; i < 5; i++) {
    struct rec key = rs[i];
    int j = i - 1;
    while (j >= 0 && strcmp(rs[j].name, key.name) > 0) {
      rs[j + 1] = rs[j];
      j--;
    }
    rs[j + 1] = key;
  }
  for (int i = 0; i < 5; i++) printf("%-6s %3d %u\n", rs[i].name, rs[i].score, rs[i].flags);
  int best = 0;
  for (int i = 1; i < 5; i++)
    if (rs[i].score > rs[best].score) best = i;
  printf("best=%s\n", rs[best].name);
  struct rec *p = rs + 2;
  p->name[0] = 'C';
  p[1].score += 1;
  printf("%s %d\n", rs[2].name, rs[3].score);
  printf("sizeof=%zu\n", sizeof rs);
  return 0;
}
