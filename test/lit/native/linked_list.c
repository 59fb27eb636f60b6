// RUN: %compare %s
// A singly linked list on the heap: push, append, reverse, remove, free all.
#include <stdio.h>
#include <stdlib.h>

struct node { int val; struct node *next; };

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) exit(99);
  n->val = v;
  n->next = head;
  return n;
}

static struct node *reverse(struct node *h) {
  struct node *prev = NULL;
  while (h) {
    struct node *next = h->next;
    h->next = prev;
    prev = h;
    h = next;
  }
  return prev;
}

static struct node *remove_val(struct node *h, int v) {
  struct node **pp = &h;
  while (*pp) {
    if ((*pp)->val == v) {
      struct node *dead = *pp;
      *pp = dead->next;
      free(dead);
    } else {
      pp = &(*pp)->next;
    }
  }
  return h;
}

static void print(const struct node *h) {
  for (; h; h = h->next) printf("%d ", h->val);
  printf("\n");
}

int main(void) {
  struct node *h = NULL;
  for (int i = 0; i < 10; i++) h = push(h, i % 4);
  print(h);
  h = reverse(h);
  print(h);
  h = remove_val(h, 2);
  h = remove_val(h, 0);
  print(h);
  int len = 0;
  for (struct node *n = h; n; n = n->next) len++;
  printf("len=%d\n", len);
  while (h) {
    struct node *next = h->next;
    free(h);
    h = next;
  }
  printf("freed\n");
  return 0;
}
