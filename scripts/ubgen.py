#!/usr/bin/env python3
"""ubgen: small C programs with nondet inputs whose undefined behaviour
depends on the inputs -- the generator of the sanitizer-differential
campaign (scripts/ub-campaign.sh, issue 36).

    ubgen.py SEED > prog.c

Each program draws a few inputs (`__VERIFIER_nondet_*` of every integer
type), maybe bounds them (`if (x < lo || x > hi) return 0;`, sometimes one
off), and computes with them: mixed-width arithmetic with the usual
conversions and promotions, shifts by constants and by inputs, casts,
unary minus, division and remainder (divisors kept non-zero: division by
zero is another kind of undefined behaviour), loops that count, halve or
step; arrays on the stack and the heap indexed by computed values, pointer
arithmetic, and the matching frees.  Whether a program has undefined
behaviour for some input is left to chance, so that about half of them do;
the campaign asks the native program under clang's sanitizers.

Every variable is initialized, every loop is bounded, nothing is read
uninitialized: the only undefined behaviour is overflow, shifts, and
memory errors.  Standard library only; the same seed gives the same
program.
"""
import random
import sys

TYPES = [  # (C type, nondet suffix, bits, signed); long is LP64's
    ('signed char', 'char', 8, True),
    ('unsigned char', 'uchar', 8, False),
    ('short', 'short', 16, True),
    ('unsigned short', 'ushort', 16, False),
    ('int', 'int', 32, True),
    ('unsigned int', 'uint', 32, False),
    ('long', 'long', 64, True),
    ('unsigned long', 'ulong', 64, False),
]
INT_LIKE = [t for t in TYPES if t[2] >= 32]

# The generator's own oracle of memory safety: it knows every array's
# length and every allocation, so a native build with -DUBGEN_ORACLE checks
# each index and, at main's end, that every block was freed -- exactly,
# where ASan sees only what lands in a redzone and LeakSanitizer may find a
# stale pointer on the stack.  A report is one line
# "FILE:LINE:0: ubgen-oracle: ..." (the campaign reads it as valid-deref or
# valid-memtrack).  Without the macro (memterm's build) nothing changes.
ORACLE = r"""#ifdef UBGEN_ORACLE
#include <stdio.h>
static void *ubgen_p[64];
static int ubgen_l[64], ubgen_n;
#define UBGEN_IDX(i, n) do { long long ubgen_i = (long long)(i); \
    if (ubgen_i < 0 || ubgen_i >= (long long)(n)) { \
      fprintf(stderr, "%s:%d:0: ubgen-oracle: valid-deref: index %lld outside [0, %d)\n", \
              __FILE__, __LINE__, ubgen_i, (int)(n)); _Exit(70); } } while (0)
#define UBGEN_ALLOC(p) do { if ((p) && ubgen_n < 64) { ubgen_p[ubgen_n] = (p); \
    ubgen_l[ubgen_n++] = __LINE__; } } while (0)
#define UBGEN_FREE(p) do { for (int ubgen_k = 0; ubgen_k < ubgen_n; ubgen_k++) \
    if (ubgen_p[ubgen_k] == (p)) ubgen_p[ubgen_k] = 0; } while (0)
#define UBGEN_END() do { for (int ubgen_k = 0; ubgen_k < ubgen_n; ubgen_k++) \
    if (ubgen_p[ubgen_k]) { fprintf(stderr, "%s:%d:0: ubgen-oracle: valid-memtrack: " \
      "a block allocated here is not freed at the end\n", __FILE__, ubgen_l[ubgen_k]); \
      _Exit(71); } } while (0)
#else
#define UBGEN_IDX(i, n) ((void)0)
#define UBGEN_ALLOC(p) ((void)0)
#define UBGEN_FREE(p) ((void)0)
#define UBGEN_END() ((void)0)
#endif
"""


def rng_range(r, t):
    bits, sgn = t[2], t[3]
    if sgn:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def lit(v, t):
    """a C literal of value v for type t"""
    name, _, bits, sgn = t
    if not sgn:
        return '%dU%s' % (v, 'L' if bits == 64 else '')
    if v < 0:
        return '(-%d%s - 1)' % (-v - 1, 'L' if bits == 64 else '') if v == -(1 << (bits - 1)) \
            else '(%d%s)' % (v, 'L' if bits == 64 else '')
    return '%d%s' % (v, 'L' if bits == 64 else '')


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.vars = []      # (name, type) of integer variables in scope
        self.lines = []
        self.n = 0
        self.ind = 1

    def fresh(self, p='v'):
        self.n += 1
        return '%s%d' % (p, self.n)

    def emit(self, s):
        self.lines.append('  ' * self.ind + s)

    def pick_var(self, want_signed=None):
        vs = [v for v in self.vars if want_signed is None or v[1][3] == want_signed]
        return self.r.choice(vs or self.vars)

    def small(self):
        return self.r.choice([0, 1, 2, 3, 5, 7, 8, 15, 16, 31, 100, 127, 255, 1000, 65535])

    # an expression of roughly `depth` operations; returns C text
    def expr(self, depth):
        r = self.r
        if depth <= 0 or r.random() < 0.25:
            if r.random() < 0.75:
                return self.pick_var()[0]
            t = r.choice(TYPES)
            return lit(self.small(), t) if r.random() < 0.7 else '(%s)%d' % (t[0], self.small())
        k = r.random()
        a = self.expr(depth - 1)
        if k < 0.40:
            op = r.choice(['+', '-', '*', '+', '-', '&', '|', '^'])
            return '(%s %s %s)' % (a, op, self.expr(depth - 1))
        if k < 0.55:  # shifts: by a constant, or by a (bounded or raw) value
            op = r.choice(['<<', '<<', '>>'])
            if r.random() < 0.6:
                amt = str(r.choice([1, 2, 3, 4, 7, 8, 15, 16, 23, 24, 31, 32, 40, 63]))
            elif r.random() < 0.5:
                amt = '(%s & %d)' % (self.expr(depth - 1), r.choice([7, 15, 31, 63]))
            else:
                amt = self.expr(depth - 1)
            return '(%s %s %s)' % (a, op, amt)
        if k < 0.65:  # division and remainder, the divisor never zero
            op = r.choice(['/', '%'])
            d = self.expr(depth - 1)
            return '(%s %s ((%s) != 0 ? (%s) : 1))' % (a, op, d, d)
        if k < 0.75:
            t = r.choice(TYPES)
            return '((%s)%s)' % (t[0], a)
        if k < 0.82:
            return '(-%s)' % a
        if k < 0.88:
            return '(~%s)' % a
        return '(%s %s %s ? %s : %s)' % (a, r.choice(['<', '>', '==', '!=', '<=']),
                                         self.expr(depth - 1), self.expr(depth - 1),
                                         self.expr(depth - 1))

    def inputs(self):
        r = self.r
        for _ in range(r.randint(1, 4)):
            t = r.choice(TYPES)
            v = self.fresh('x')
            self.emit('%s %s = __VERIFIER_nondet_%s();' % (t[0], v, t[1]))
            lo, hi = rng_range(r, t)
            if r.random() < 0.6:  # bound it, sometimes one off
                a = r.randint(max(lo, -300), min(hi, 300))
                b = r.randint(a, min(hi, a + r.choice([3, 10, 100, 1000, 100000])))
                if r.random() < 0.15 and b < hi:
                    b += 1
                self.emit('if (%s < %s || %s > %s) return 0;' % (v, lit(a, t), v, lit(b, t)))
            self.vars.append((v, t))

    def assign(self, depth):
        t = self.r.choice(TYPES)
        v = self.fresh()
        self.emit('%s %s = %s;' % (t[0], v, self.expr(depth)))
        self.vars.append((v, t))

    def loop(self):
        r = self.r
        v, t = self.pick_var()
        c = self.fresh('c')
        k = r.random()
        if k < 0.35:  # halving / shifting loops
            self.emit('int %s = 0;' % c)
            w = self.fresh('w')
            self.emit('%s %s = %s;' % (t[0], w, v))
            self.emit('while (%s != 0 && %s < 80) {' % (w, c))
            self.ind += 1
            self.emit('%s = %s %s;' % (w, w, r.choice(['>> 1', '/ 2', '& (%s - 1)' % w])))
            self.emit('%s++;' % c)
            self.ind -= 1
            self.emit('}')
            self.vars.append((c, TYPES[4]))
        else:  # counting loops that accumulate
            n = r.choice([3, 8, 10, 16, 33, 100])
            acc = self.fresh('s')
            at = r.choice(TYPES)
            self.emit('%s %s = %s;' % (at[0], acc, lit(0, at)))
            self.emit('for (int %s = 0; %s < %d; %s++) {' % (c, c, n, c))
            self.ind += 1
            self.vars.append((c, TYPES[4]))
            self.emit('%s %s= %s;' % (acc, r.choice(['+', '+', '-', '^', '*']), self.expr(2)))
            self.vars.pop()
            self.ind -= 1
            self.emit('}')
            self.vars.append((acc, at))

    def array(self):
        """an array on the stack or the heap, filled and read with computed
        indices; a bug is an index one past, an unchecked input, a missing
        or second free"""
        r = self.r
        n = r.choice([2, 4, 8, 10, 16])
        et = r.choice(TYPES)
        a = self.fresh('a')
        heap = r.random() < 0.5
        if heap:
            self.emit('%s *%s = malloc(%d * sizeof(%s)); UBGEN_ALLOC(%s);' % (et[0], a, n, et[0], a))
            self.emit('if (!%s) return 0;' % a)
        else:
            self.emit('%s %s[%d];' % (et[0], a, n))
        i = self.fresh('i')
        bound = n + (1 if r.random() < 0.15 else 0)
        self.emit('for (int %s = 0; %s < %d; %s++) { UBGEN_IDX(%s, %d); %s[%s] = (%s)%s; }' % (
            i, i, bound, i, i, n, a, i, et[0], self.expr(1)))
        v, t = self.pick_var()
        k = r.random()
        if k < 0.3:
            idx = '(%s) %% %d' % (v, n) if not t[3] else '((%s) %% %d + %d) %% %d' % (v, n, n, n)
        elif k < 0.55:
            idx = '(%s) & %d' % (v, n - 1 if n & (n - 1) == 0 else 7 if n > 8 else 1)
        elif k < 0.8:
            idx = v  # an unchecked input: in bounds only if the guard says so
        else:
            p = self.fresh('p')
            off = r.randint(0, n)
            self.emit('%s *%s = %s + %d;' % (et[0], p, a, off))
            idx = '(%s)(%s - %s) - %d' % ('long', p, a, r.randint(0, off + 1))
        res = self.fresh()
        self.emit('UBGEN_IDX(%s, %d); %s %s = %s[%s];' % (idx, n, et[0], res, a, idx))
        self.vars.append((res, et))
        if heap:
            k = r.random()
            if k < 0.85:
                self.emit('UBGEN_FREE(%s); free(%s);' % (a, a))
            elif k < 0.93:
                self.emit('UBGEN_FREE(%s); free(%s);' % (a, a))
                self.emit('if (%s > %s) { UBGEN_FREE(%s); free(%s); }' % (
                    self.pick_var()[0], lit(self.small(), TYPES[4]), a, a))
            # else: a leak

    def program(self):
        r = self.r
        self.inputs()
        for _ in range(r.randint(2, 6)):
            k = r.random()
            if k < 0.55:
                self.assign(r.randint(1, 4))
            elif k < 0.8:
                self.loop()
            else:
                self.array()
        res = ' ^ '.join('(int)(%s != 0)' % v for v, _ in self.vars[-3:])
        self.emit('UBGEN_END(); return %s;' % res)
        decls = ''.join('extern %s __VERIFIER_nondet_%s(void);\n'
                        % ('char' if t[1] == 'char' else t[0], t[1]) for t in TYPES)
        return ('/* ubgen seed %d */\n#include <stdlib.h>\n%s%s\nint main(void) {\n%s\n}\n'
                % (self.seed, ORACLE, decls, '\n'.join(self.lines)))


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: ubgen.py SEED')
    sys.stdout.write(Gen(int(sys.argv[1])).program())


if __name__ == '__main__':
    main()
