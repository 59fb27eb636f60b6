/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* A vector whose length s->n never exceeds its capacity s->cap is filled
   and summed with `for (i = 0; i < s->n; i++) s->data[i] ...`. */
struct vec {
  int *data;
  int n;
  int cap;
};

int main(void) {
  struct vec v;
  struct vec *s = &v;
  s->cap = __VERIFIER_nondet_int();
  __VERIFIER_assume(s->cap > 0 && s->cap <= 4096);
  s->n = __VERIFIER_nondet_int();
  __VERIFIER_assume(s->n >= 0 && s->n <= s->cap);
  s->data = malloc(sizeof(int) * (unsigned long)s->cap);
  if (s->data == 0) return 0;
  for (int i = 0; i < s->n; i++) {
    s->data[i] = i & 7;
  }
  int sum = 0;
  for (int i = 0; i < s->n; i++) {
    sum += s->data[i];
  }
  free(s->data);
  return sum > 0 ? 1 : 0;
}
