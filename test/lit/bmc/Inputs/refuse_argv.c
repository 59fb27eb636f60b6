/* proof mode must refuse this program: see ../proof_refused.test */
extern void reach_error(void);
int main(int argc, char **argv) {
  if (argc > 1) reach_error();
  return 0;
}
