/* Preprocessed input (.i): no #include left. */
typedef unsigned long size_t;
extern void *malloc(size_t);
extern void free(void *);
int main(void) {
  char *p = malloc(3);
  if (!p) return 0;
  p[3] = 0;
  free(p);
  return 0;
}
