// RUN: %compare %s
// A binary search tree on the heap: insert, in-order walk, height, free.
#include <stdio.h>
#include <stdlib.h>

struct tree { int key; int count; struct tree *left, *right; };

static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = calloc(1, sizeof *t);
    if (!t) exit(99);
    t->key = key;
    t->count = 1;
    return t;
  }
  if (key < t->key) t->left = insert(t->left, key);
  else if (key > t->key) t->right = insert(t->right, key);
  else t->count++;
  return t;
}

static void walk(const struct tree *t) {
  if (!t) return;
  walk(t->left);
  printf("%d(%d) ", t->key, t->count);
  walk(t->right);
}

static int height(const struct tree *t) {
  if (!t) return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static void destroy(struct tree *t) {
  if (!t) return;
  destroy(t->left);
  destroy(t->right);
  free(t);
}

int main(void) {
  struct tree *root = NULL;
  unsigned x = 12345;
  for (int i = 0; i < 40; i++) {
    x = x * 1103515245u + 12345u;
    root = insert(root, (int)((x >> 16) % 50));
  }
  walk(root);
  printf("\nheight=%d\n", height(root));
  destroy(root);
  return 0;
}
