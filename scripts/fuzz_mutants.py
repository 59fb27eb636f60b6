#!/usr/bin/env python3
"""Mutant soundness campaign: memterm's proofs of mutated programs.

A wrong `true` is the worst answer a verifier can give.  The campaign takes
programs memterm proves (SV-COMP tasks expected true, or our own programs
with a property given by option), plants one small bug in each of many
copies (a mutant: a comparison bound, an index off by one, a removed or
doubled free, a removed null check, an allocation one byte short, a link
field swapped), and verifies the mutants.  For every mutant memterm proves
`true`, it searches hard for a violation of the property: first the native
mutant under clang's sanitizers (UBSan for no-overflow, ASan and LeakSanitizer
for valid-memsafety; --native-inputs lists of boundary, small and random
inputs), the oracle memterm does not share; then concrete runs of
the interpreter (`memterm --run`, memterm's random inputs and lists of small
inputs, indeterminate memory zeroed and filled with 0xa5) and bounded model
checking alone (`--bmc-only`, whose `false` is confirmed by a replay).  A
violation found there REFUTES the proof: a wrong `true` (or a wrong
interpreter), kept under OUT/refuted/.

Per mutant:
  invalid   gcc -fsyntax-only -w (-m32 for ILP32) rejects it (dropped)
  proved    memterm answers true (then the search above)
  false     memterm answers false(...) (its counterexample is replayed)
  unknown   memterm answers unknown
  crash     a non-zero exit status, no Result line, or memterm exceeding
            its --timeout by 30 s: a bug, kept under OUT/crash/
  refuted   proved, and the search found a violation: kept under OUT/refuted/

Results: a table per mutation kind, OUT/mutants.csv (one row per mutant),
OUT/summary.csv (the table); the mutants themselves in OUT/mutants/.  The
last line is `fuzz-mutants: N tried, N invalid, N proved, N false,
N unknown, N crash, N refuted`; the exit status is 1 when a proof was
refuted or memterm crashed.  Standard library only.
Usage: see scripts/fuzz-mutants.sh (which runs this under nice -n 19).
"""
import argparse
import bisect
import collections
import csv
import difflib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ub_campaign as ubc  # noqa: E402  the sanitizers' flags, reports and inputs

KINDS = ['bound', 'swap-cmp', 'index', 'free-rm', 'free-dup', 'null-check', 'alloc-size',
         'link-swap', 'const', 'arith']
KIND_HELP = {
    'bound': '< <-> <=, > <-> >= (loop and comparison bounds)',
    'swap-cmp': '== <-> !=, < <-> >, <= <-> >=',
    'index': 'a[E] -> a[E + 1] / a[E - 1] (subscripts, not declarators)',
    'free-rm': 'a free(...); statement removed',
    'free-dup': 'free(x); -> { free(x); free(x); }',
    'null-check': 'if (!p) / if (p == NULL) / if (p == 0) -> if (0); if (p != NULL) -> if (1)',
    'alloc-size': 'malloc(E) -> malloc((E) - 1), calloc(N, S) -> calloc((N) * (S) - 1, 1), '
                  'realloc(P, E) -> realloc(P, (E) - 1)',
    'link-swap': '->next <-> ->prev (left/right, head/tail, first/last) when both fields occur',
    'const': 'a decimal constant N in an expression -> N + 1 / N - 1 (not in declarations)',
    'arith': 'binary + <-> - (not ++, --, +=, -=, signs)',
}
OUTCOMES = ['invalid', 'proved', 'false', 'unknown', 'crash']
PROPS = ['valid-memsafety', 'valid-memcleanup', 'unreach-call', 'no-overflow', 'termination']
UNINIT_FILL = 165

# ---- C, as little as needed --------------------------------------------------------

def blank(src):
    """src with comments, the insides of string and character literals and
    preprocessor lines replaced by spaces (newlines kept): offsets stay those
    of src, and nothing is mutated there."""
    out = list(src)
    n = len(src)
    i = 0
    bol = True

    def wipe(a, b):
        for k in range(a, b):
            if out[k] != '\n':
                out[k] = ' '
    while i < n:
        c = src[i]
        if c == '\n':
            bol = True
            i += 1
            continue
        if c in ' \t\r\f\v':
            i += 1
            continue
        if bol and c == '#':
            j = i
            while j < n and not (src[j] == '\n' and src[j - 1] != '\\'):
                j += 1
            wipe(i, j)
            i = j
            continue
        bol = False
        if src.startswith('//', i):
            j = src.find('\n', i)
            j = n if j < 0 else j
            wipe(i, j)
            i = j
        elif src.startswith('/*', i):
            j = src.find('*/', i + 2)
            j = n if j < 0 else j + 2
            wipe(i, j)
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and src[j] != c and src[j] != '\n':
                j += 2 if src[j] == '\\' else 1
            wipe(i + 1, min(j, n))
            i = j + 1
        else:
            i += 1
    return ''.join(out)


TOKEN_RE = re.compile(r'''
   (?P<ws>\s+)
  |(?P<id>[A-Za-z_]\w*)
  |(?P<num>\.?\d(?:[eEpP][+-]|[\w.])*)
  |(?P<op>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|.)
''', re.X | re.S)

KEYWORDS = set('''auto break case char const continue default do double else enum extern
float for goto if inline int long register restrict return short signed sizeof static struct
switch typedef union unsigned void volatile while _Bool _Atomic _Alignas _Alignof _Generic
_Noreturn _Static_assert _Thread_local __attribute__ __inline __inline__ __restrict
__extension__ __typeof__ typeof asm __asm__'''.split())
TYPE_START = set('''void char short int long float double signed unsigned _Bool bool struct
union enum const volatile static extern register typedef inline auto restrict _Atomic
__inline __inline__ __restrict __extension__ _Noreturn _Thread_local __attribute__ __typeof__
typeof'''.split())
EXPR_KEYWORDS = {'return', 'sizeof', 'case', 'goto', 'if', 'while', 'for', 'switch', 'do',
                 'else', '_Alignof'}
LINK_PAIRS = [('next', 'prev'), ('left', 'right'), ('head', 'tail'), ('first', 'last')]


class Tok:
    __slots__ = ('kind', 'text', 'start', 'end')

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end


class CSource:
    """The tokens of the code of a C file (comments, literals and
    preprocessor lines blanked), matching brackets, typedef names."""

    def __init__(self, src):
        self.src = src
        self.code = blank(src)
        self.toks = [Tok(m.lastgroup, m.group(), m.start(), m.end())
                     for m in TOKEN_RE.finditer(self.code) if m.lastgroup != 'ws']
        self.nl = [i for i, c in enumerate(src) if c == '\n']
        self.match = {}
        stack = []
        pairs = {')': '(', ']': '[', '}': '{'}
        for k, t in enumerate(self.toks):
            if t.text in '([{' and t.kind == 'op':
                stack.append(k)
            elif t.text in ')]}' and t.kind == 'op':
                # an unbalanced closer (odd code) leaves the stack alone
                if stack and self.toks[stack[-1]].text == pairs[t.text]:
                    o = stack.pop()
                    self.match[o] = k
                    self.match[k] = o
        self.typedefs = set()
        for k, t in enumerate(self.toks):
            if t.text != 'typedef':
                continue
            depth = 0
            j = k + 1
            while j < len(self.toks):
                x = self.toks[j].text
                if x == '{':
                    depth += 1
                elif x == '}':
                    depth -= 1
                elif x == ';' and depth <= 0:
                    break
                if (depth == 0 and self.toks[j].kind == 'id' and x not in KEYWORDS
                        and j + 1 < len(self.toks) and self.toks[j + 1].text in ';,[)'):
                    self.typedefs.add(x)
                j += 1

    def line(self, off):
        return bisect.bisect_right(self.nl, off - 1) + 1

    def split_top(self, o, close, seps):
        """The tokens strictly between the brackets o and close split at
        the separators in seps outside nested brackets: the (start, end)
        token ranges of the parts, and the separators met."""
        parts, met, depth, a0 = [], set(), 0, o + 1
        for j in range(o + 1, close):
            y = self.text(j)
            if y in '([{' and self.toks[j].kind == 'op':
                depth += 1
            elif y in ')]}' and self.toks[j].kind == 'op':
                depth -= 1
            elif y in seps and depth == 0:
                parts.append((a0, j))
                met.add(y)
                a0 = j + 1
        parts.append((a0, close))
        return parts, met

    def text(self, k):
        return self.toks[k].text if 0 <= k < len(self.toks) else ''

    def is_type_word(self, k):
        x = self.text(k)
        return (x in TYPE_START or x in self.typedefs
                or re.fullmatch(r'\w+_t|__\w+', x) is not None)

    def in_declaration(self, k):
        """Is the identifier at token k declared here (a declarator of a
        declaration, a struct member, a parameter) rather than used in an
        expression?  Scans back to the start of its statement."""
        j = k - 1
        seen_comma = False
        while j >= 0:
            t = self.toks[j]
            x = t.text
            if t.kind == 'op' and x in ')]':
                if j not in self.match:
                    return False
                j = self.match[j] - 1
                continue
            if t.kind == 'op' and x == '}':
                o = self.match.get(j)
                if o is None:
                    return False
                before = self.text(o - 1)
                if before == '=' or (self.toks[o - 1].kind == 'id' if o > 0 else False):
                    j = o - 1          # an initializer or a struct/union/enum specifier
                    continue
                break                   # the end of a block: the statement starts here
            if t.kind == 'op' and x == '[':
                return False            # inside a subscript
            if t.kind == 'op' and x == '(':
                # inside parentheses: a parameter list declares, anything else is an
                # expression (conditions, calls, casts)
                fn = self.toks[j - 1] if j > 0 else None
                return bool(fn and fn.kind == 'id' and fn.text not in KEYWORDS
                            and self.is_type_word(j + 1))
            if t.kind == 'op' and x in '{;':
                break
            if t.kind == 'op' and x in ':?':
                return False
            if x == '=' and not seen_comma:
                return False            # in an initializer or an assignment
            if x == ',':
                seen_comma = True
            if t.kind == 'id' and x in EXPR_KEYWORDS:
                return False
            j -= 1
        return self.is_type_word(j + 1)


class Mutant:
    __slots__ = ('kind', 'start', 'end', 'repl', 'line', 'desc', 'ident')

    def __init__(self, kind, start, end, repl, line, desc):
        self.kind, self.start, self.end, self.repl = kind, start, end, repl
        self.line, self.desc = line, desc
        self.ident = None

    def apply(self, src):
        return src[:self.start] + self.repl + src[self.end:]


def keep_lines(old, new):
    """new, with as many newlines appended as old had more (line numbers stay)."""
    return new + '\n' * max(0, old.count('\n') - new.count('\n'))


def one_line(s):
    return re.sub(r'\s+', ' ', s).strip()


def mutation_sites(src):
    """Every mutant of src: a list of Mutant, in text order within a kind."""
    c = CSource(src)
    toks = c.toks
    out = collections.OrderedDict((k, []) for k in KINDS)

    def add(kind, start, end, repl, desc):
        out[kind].append(Mutant(kind, start, end, keep_lines(src[start:end], repl),
                                c.line(start), desc))

    def field_access(k):
        return (c.text(k) in ('->', '.') and k + 1 < len(toks) and toks[k + 1].kind == 'id')
    fields = {toks[k + 1].text for k in range(len(toks)) if field_access(k)}
    for k, t in enumerate(toks):
        x = t.text
        if t.kind == 'num':
            m = re.fullmatch(r'([1-9]\d*|0)([uUlL]*)', x)
            if m and not c.in_declaration(k) and c.text(k - 1) not in ('case', 'return'):
                n = int(m.group(1))
                for d in ((1, -1) if n >= 1 else (1,)):
                    y = '%d%s' % (n + d, m.group(2))
                    add('const', t.start, t.end, y, '%s -> %s' % (x, y))
            continue
        if t.kind == 'op' and x in ('+', '-') and k > 0 and k + 1 < len(toks):
            prev = toks[k - 1]
            if (prev.kind in ('id', 'num') and prev.text not in KEYWORDS) or prev.text in (')', ']'):
                y = '-' if x == '+' else '+'
                add('arith', t.start, t.end, y, '%s -> %s' % (x, y))
        if t.kind == 'op':
            if x in ('<', '<=', '>', '>='):
                y = {'<': '<=', '<=': '<', '>': '>=', '>=': '>'}[x]
                add('bound', t.start, t.end, y, '%s -> %s' % (x, y))
            if x in ('<', '<=', '>', '>=', '==', '!='):
                y = {'<': '>', '>': '<', '<=': '>=', '>=': '<=', '==': '!=', '!=': '=='}[x]
                add('swap-cmp', t.start, t.end, y, '%s -> %s' % (x, y))
            if x == '[' and k in c.match and k > 0:
                close = c.match[k]
                b = k - 1
                while b >= 0 and c.text(b) == ']' and b in c.match:
                    b = c.match[b] - 1
                base = toks[b] if b >= 0 else None
                ok = base is not None and (
                    (base.kind == 'id' and base.text not in KEYWORDS
                     and not c.in_declaration(b)) or base.text == ')')
                inner = src[t.end:toks[close].start]
                if ok and inner.strip():
                    e = inner.strip()
                    e = e if re.fullmatch(r'\w+', e) else '(%s)' % e
                    for d in ('+', '-'):
                        add('index', t.end, toks[close].start, '%s %s 1' % (e, d),
                            '[%s] -> [%s %s 1]' % (one_line(inner), e, d))
            if field_access(k):
                f = toks[k + 1].text
                for p, q in LINK_PAIRS:
                    other = q if f == p else p if f == q else None
                    if other and other in fields:
                        add('link-swap', toks[k + 1].start, toks[k + 1].end, other,
                            '%s%s -> %s%s' % (x, f, x, other))
            continue
        if t.kind != 'id' or c.text(k - 1) in ('.', '->') or c.text(k + 1) != '(':
            continue
        o = k + 1
        if o not in c.match:
            continue
        close = c.match[o]
        if x == 'free' and c.text(close + 1) == ';':
            prev = c.text(k - 1)
            stmt = k == 0 or prev in (';', '{', '}', ':', 'else', 'do')
            if prev == ')' and (k - 1) in c.match:
                stmt = c.text(c.match[k - 1] - 1) in ('if', 'while', 'for')
            if stmt:
                start, end = t.start, toks[close + 1].end
                call = one_line(src[start:end])
                add('free-rm', start, end, ';', 'removed %s' % call)
                add('free-dup', start, end, '{ %s %s }' % (call, call), 'doubled %s' % call)
        elif x == 'if':
            inner = [toks[j].text for j in range(o + 1, close)]
            nulls = (['NULL'], ['0'], ['(', 'void', '*', ')', '0'], ['(', '(', 'void', '*', ')',
                                                                     '0', ')'])

            def lvalue(ts):
                i = 0
                while i < len(ts) and ts[i] == '*':
                    i += 1
                if i >= len(ts) or not re.fullmatch(r'[A-Za-z_]\w*', ts[i]) or ts[i] in KEYWORDS:
                    return False
                i += 1
                depth = 0
                while i < len(ts):
                    if depth:
                        depth += {'[': 1, ']': -1}.get(ts[i], 0)
                        i += 1
                    elif ts[i] in ('->', '.') and i + 1 < len(ts) and re.fullmatch(r'\w+', ts[i + 1]):
                        i += 2
                    elif ts[i] == '[':
                        depth = 1
                        i += 1
                    else:
                        return False
                return depth == 0
            # the condition's terms: one term, or a chain of || (a null test
            # there is !E, E == NULL, E == 0: replaced by 0) or of && (E != NULL,
            # E != 0, or E itself when a later term dereferences it: replaced by 1)
            terms, ops = c.split_top(o, close, ('||', '&&'))
            if len(ops) > 1:
                continue
            chain = ops.pop() if ops else None
            for ti, (a0, b0) in enumerate(terms):
                ts = [toks[j].text for j in range(a0, b0)]
                repl = None
                if chain != '&&':
                    if ts[:1] == ['!'] and lvalue(ts[1:]):
                        repl = '0'
                    if '==' in ts:
                        i = ts.index('==')
                        left, right = ts[:i], ts[i + 1:]
                        if (lvalue(left) and right in nulls) or (left in nulls and lvalue(right)):
                            repl = '0'
                if chain != '||':
                    if '!=' in ts:
                        i = ts.index('!=')
                        left, right = ts[:i], ts[i + 1:]
                        if (lvalue(left) and right in nulls) or (left in nulls and lvalue(right)):
                            repl = '1'
                    if chain == '&&' and lvalue(ts) and not ts[0] == '*':
                        later = ' '.join(toks[j].text for j in range(b0, close))
                        e = ' '.join(ts)
                        if any(e + ' ' + d in later for d in ('->', '[')) or '* ' + e in later:
                            repl = '1'
                if repl:
                    s0, e0 = toks[a0].start, toks[b0 - 1].end
                    cond = src[toks[o].end:toks[close].start]
                    add('null-check', s0, e0, repl, 'if (%s) -> if (%s)' % (
                        one_line(cond), one_line(src[toks[o].end:s0] + repl
                                                 + src[e0:toks[close].start])))
        elif x in ('malloc', 'calloc', 'realloc') and not c.in_declaration(k):
            args, _ = c.split_top(o, close, (',',))
            texts = [src[toks[a].start:toks[b - 1].end] if b > a else '' for a, b in args]
            if any(not s.strip() for s in texts):
                continue
            s0, e0 = toks[o].end, toks[close].start
            if x == 'malloc' and len(texts) == 1:
                repl = '(%s) - 1' % texts[0]
            elif x == 'calloc' and len(texts) == 2:
                repl = '(%s) * (%s) - 1, 1' % (texts[0], texts[1])
            elif x == 'realloc' and len(texts) == 2:
                repl = '%s, (%s) - 1' % (texts[0], texts[1])
            else:
                continue
            add('alloc-size', s0, e0, repl, '%s(%s) -> %s(%s)' % (
                x, one_line(src[s0:e0]), x, one_line(repl)))
    return out


def select(sites, cap, rng, kinds):
    """At most cap mutants, deterministic given rng: each kind's sites are
    shuffled, then the kinds are taken in turn, in an order shuffled too
    (rare kinds are not drowned by the many comparisons).  Mutants that give the same program count once."""
    pools = [list(sites[k]) for k in kinds]
    for p in pools:
        rng.shuffle(p)
    rng.shuffle(pools)
    chosen, seen = [], set()
    while len(chosen) < cap and any(pools):
        for p in pools:
            while p and len(chosen) < cap:
                m = p.pop()
                key = (m.start, m.end, m.repl)
                if key not in seen:
                    seen.add(key)
                    chosen.append(m)
                    break
    chosen.sort(key=lambda m: (m.start, KINDS.index(m.kind), m.repl))
    return chosen


# ---- tasks ---------------------------------------------------------------------------

def yaml_task(path):
    """(input file, [(property file, expected verdict)], data model) of an
    SV-COMP task definition (format 2.0), read with regular expressions."""
    text = open(path, encoding='utf-8', errors='replace').read()
    inputs = []
    m = re.search(r'^input_files:\s*(.*)$', text, re.M)
    if m:
        v = m.group(1).strip()
        if v.startswith('['):
            inputs = [s.strip().strip('\'"') for s in v.strip('[]').split(',') if s.strip()]
        elif v:
            inputs = [v.strip('\'"')]
        else:
            rest = text[m.end():].splitlines()
            for ln in rest[1:] if rest and not rest[0].strip() else rest:
                mm = re.match(r'^\s*-\s*(\S+)', ln)
                if not mm:
                    break
                inputs.append(mm.group(1).strip('\'"'))
    props = []
    for mm in re.finditer(r'^\s*-\s*property_file:\s*(\S+)((?:\n\s+[a-z_]+:.*)*)', text, re.M):
        ev = re.search(r'expected_verdict:\s*(\S+)', mm.group(2))
        props.append((mm.group(1).strip('\'"'), ev.group(1).strip('\'"').lower() if ev else None))
    dm = re.search(r'^\s*data_model:\s*(\S+)', text, re.M)
    return inputs, props, dm.group(1).strip('\'"') if dm else None


class Task:
    def __init__(self, name, cfile, prp, data_model, origin):
        self.name, self.cfile, self.prp, self.dm, self.origin = (name, cfile, prp,
                                                                 data_model, origin)
        self.prop = os.path.basename(prp)[:-len('.prp')] if prp.endswith('.prp') else prp
        self.ident = '%s.%s' % (re.sub(r'[^\w.+-]', '_', name), self.prop)


def collect_tasks(a, props_dir):
    """Tasks from the command line: task folders (or folders of them) and
    .yml files (pairs with expected verdict true, filtered by --props), and
    .c/.i files (with --prp)."""
    lists = []
    for item in a.inputs:
        ts = []
        if os.path.isdir(item):
            ymls = sorted(f for f in os.listdir(item) if f.endswith(('.yml', '.yaml')))
            files = [os.path.join(item, f) for f in ymls]
            if not ymls:  # a folder of task folders: their tasks, in order
                files = sorted(os.path.join(d, f) for d, _, fs in os.walk(item)
                               for f in fs if f.endswith(('.yml', '.yaml')))
            if not files:
                files = [os.path.join(item, f) for f in sorted(os.listdir(item))
                         if f.endswith(('.c', '.i'))]
        else:
            files = [item]
        for f in files:
            if f.endswith(('.yml', '.yaml')):
                inputs, props, dm = yaml_task(f)
                if len(inputs) != 1:
                    continue
                cfile = os.path.normpath(os.path.join(os.path.dirname(f), inputs[0]))
                for prp, verdict in props:
                    if verdict != 'true':
                        continue
                    p = os.path.normpath(os.path.join(os.path.dirname(f), prp))
                    if not os.path.isfile(p):
                        p = os.path.join(props_dir, os.path.basename(prp))
                    name = os.path.basename(p)[:-4]
                    if a.props and name not in a.props:
                        continue
                    ts.append(Task(os.path.basename(f).rsplit('.', 1)[0], cfile, p,
                                   a.data_model or dm, f))
            elif f.endswith(('.c', '.i')):
                if not a.prp:
                    sys.exit('fuzz-mutants: %s: give its property with --prp FILE.prp' % f)
                for p in a.prp:
                    ts.append(Task(os.path.basename(f).rsplit('.', 1)[0], f, p, a.data_model, f))
            else:
                sys.exit('fuzz-mutants: %s is no task folder, .yml, .c or .i file' % f)
        lists.append(ts)
    # the sources in turn, so that a time budget reaches each of them
    tasks, seen = [], set()
    for i in range(max((len(ts) for ts in lists), default=0)):
        for ts in lists:
            if i < len(ts):
                t = ts[i]
                key = (os.path.realpath(t.cfile), os.path.realpath(t.prp), t.dm)
                if key not in seen:
                    seen.add(key)
                    n = sum(1 for u in tasks if u.ident.split('~')[0] == t.ident)
                    if n:
                        t.ident += '~%d' % (n + 1)   # same name in two folders
                    tasks.append(t)
    return tasks


# ---- running memterm -----------------------------------------------------------------

def run(cmd, timeout, env=None, cwd=None):
    """(returncode or None on timeout, stdout bytes, stderr bytes, seconds).
    The command runs in its own process group, killed whole on timeout."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env, cwd=cwd, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err, time.monotonic() - t0
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        out, err = p.communicate()
        return None, out or b'', err or b'', time.monotonic() - t0


def result_line(out):
    lines = out.decode('utf-8', 'replace').splitlines()
    return lines[-1] if lines and lines[-1].startswith('Result: ') else None


def verdict_of(rc, out, timeout):
    """(outcome, detail): outcome in true/false/unknown/crash."""
    res = result_line(out)
    if rc is None:
        return 'crash', 'hang: no answer %d s after --timeout' % timeout
    if rc != 0 or res is None:
        return 'crash', 'exit status %s, %s' % (rc, res or 'no Result line')
    v = res[len('Result: '):]
    return v.split('(')[0], v


RUN_LINE = re.compile(r'^memterm: run: (exit|abort|assumption failed|violation|stopped|leak)'
                      r'\b(.*)$')


def run_violates(prop, err):
    """The violation of the property a `memterm --run` report shows (as
    src/driver/verify.c's run_violates judges it), else None; and a note
    (another violation, the step limit) worth a line in the CSV."""
    lines = err.decode('utf-8', 'replace').splitlines()
    note = None
    for ln in lines:
        m = re.match(r'^memterm: run: violation (\S+)', ln)
        if m:
            v = m.group(1)
            if ((prop == 'valid-memsafety' and v in ('valid-deref', 'valid-free'))
                    or (prop == 'unreach-call' and v == 'unreach-call')
                    or (prop == 'no-overflow' and v == 'no-overflow')):
                return v, ln
            note = ln
        m = re.match(r'^memterm: run: leak (valid-memtrack|valid-memcleanup)', ln)
        if m:
            v = m.group(1)
            if ((prop == 'valid-memsafety' and v == 'valid-memtrack')
                    or (prop == 'valid-memcleanup' and v == 'valid-memcleanup')):
                return v, ln
        if ln.startswith('memterm: run: stopped') and note is None:
            note = ln
    return None, note


def run_copy(task, path):
    """The file the concrete runs of a mutant run.  `memterm --run` stops at a
    call of reach_error (a violation of unreach-call), while its verifier
    runs reach_error's body for the other properties (SV-COMP's
    `assert(0)`: an abort, where leaks count).  For them the runs take a
    copy with reach_error renamed: the same program, run as the verifier
    runs it."""
    if task.prop == 'unreach-call':
        return path
    src = open(path, encoding='utf-8', errors='surrogateescape').read()
    c = CSource(src)
    hits = [t for t in c.toks if t.kind == 'id' and t.text == 'reach_error']
    if not hits:
        return path
    for t in reversed(hits):
        src = src[:t.start] + 'reach_error_as_called' + src[t.end:]
    copy = path[:-2] + '.run.c'
    with open(copy, 'w', encoding='utf-8', errors='surrogateescape') as f:
        f.write(src)
    return copy


class Campaign:
    def __init__(self, a):
        self.a = a
        self.t0 = time.monotonic()
        self.table = collections.OrderedDict(
            (k, collections.Counter()) for k in a.kinds)
        self.orig = collections.Counter()
        self.orig_notes = []
        self.rows = []
        self.refuted = []
        self.crashes = []
        self.notes = collections.Counter()
        self.secs = collections.Counter()
        self.env = dict(os.environ)
        self.env['LC_ALL'] = 'C'
        self.env['TMPDIR'] = a.tmp

    def log(self, msg):
        if not self.a.quiet:
            print(msg, flush=True)

    def out_of_time(self):
        return self.a.seconds is not None and time.monotonic() - self.t0 >= self.a.seconds

    def env_for(self, task):
        env = dict(self.env)
        d = os.path.dirname(os.path.abspath(task.cfile))
        env['CPATH'] = d + (':' + env['CPATH'] if env.get('CPATH') else '')
        return env

    def dm_opts(self, task):
        return ['--data-model', task.dm] if task.dm else []

    def verify_cmd(self, task, path, timeout, memterm=None):
        return ([memterm or self.a.memterm, '--property-file', task.prp] + self.dm_opts(task)
                + ['--timeout', str(timeout)] + self.a.memterm_opts + [path])

    def show(self, cmd):
        return ' '.join(self.a.memterm_orig if c == self.a.memterm else
                        ("'%s'" % c if (not c or re.search(r'[^\w@%+=:,./-]', c)) else c)
                        for c in cmd)

    def syntax_ok(self, task, path):
        cmd = [self.a.gcc, '-fsyntax-only', '-w', '-I', os.path.dirname(os.path.abspath(
            task.cfile))]
        if task.dm == 'ILP32':
            cmd.append('-m32')
        rc, _, err, _ = run(cmd + [path], 60, env=self.env)
        return rc == 0, err

    def keep(self, sub, task, m, path, files):
        d = os.path.join(self.a.out, sub, '%s.%s' % (task.ident, m.ident))
        os.makedirs(d, exist_ok=True)
        shutil.copy(path, os.path.join(d, 'mutant.c'))
        for name, data in files.items():
            with open(os.path.join(d, name), 'wb') as f:
                f.write(data if isinstance(data, bytes) else data.encode())
        return d

    def search(self, task, m, path):
        """Look for a violation of the property in a mutant memterm proved:
        (refuting run or None, evidence files, notes)."""
        a = self.a
        env = self.env_for(task)
        notes = collections.Counter()
        nruns = 0
        runpath = run_copy(task, path)
        base = [a.memterm, '--run', runpath] + self.dm_opts(task) + [
            '--timeout', str(a.run_timeout), '--max-steps', str(a.max_steps)]
        rng = random.Random('%d:%s:%s:inputs' % (a.seed, task.ident, m.ident))
        plans = [('zeros', ['--seed', '0'])]
        for n in range(1, a.runs + 1):
            plans.append(('seed %d' % n, ['--seed', str(n)]))
            vals = [rng.choice([0, 1, 1, 2, 2, 3, 4, 5, 7, 8, 16, -1]) for _ in range(a.nondet_len)]
            plans.append(('small %d' % n, ['--nondet', ','.join(map(str, vals)), '--seed', '0']))
        # first the oracle memterm does not share: the native mutant under
        # clang's sanitizers (issue 36), on boundary, small and random inputs
        if a.native and task.prop in ubc.SAN:
            hit = self.native_search(task, m, runpath, rng)
            if hit:
                return hit + (notes, nruns)
        stop = False
        for fill in (0, UNINIT_FILL):
            if stop:
                break
            deterministic = False
            for label, opts in plans:
                if deterministic and label != 'zeros':
                    break
                cmd = base + opts + (['--uninit', str(fill)] if fill else [])
                rc, out, err, secs = run(cmd, a.run_timeout + 30, env=env)
                self.secs['search'] += secs
                nruns += 1
                text = err.decode('utf-8', 'replace')
                if rc == 1 and 'memterm: error:' in text:
                    notes['run error'] += 1      # cannot be run: no run will do
                    stop = True
                    break
                if rc is None or rc < 0 or not re.search(r'^memterm: run: ', text, re.M):
                    why = 'hang' if rc is None else 'exit status %s, no run report' % rc
                    d = self.keep('crash', task, m, path, {
                        'cmd': self.show(cmd) + '\n', 'run.out': out, 'run.err': err})
                    self.crashes.append(('--run', task, m, why, d))
                    notes['run crash'] += 1
                    continue
                v, note = run_violates(task.prop, err)
                if v:
                    files = {'evidence.cmd': self.show(cmd) + '\n', 'evidence.out': out,
                             'evidence.err': err}
                    if runpath != path:
                        files['run.c'] = open(runpath, 'rb').read()
                    return ('--run (%s, fill %d): %s' % (label, fill, note), files, notes,
                            nruns)
                if note:
                    if 'step limit' in note or 'timeout' in note:
                        notes['maybe non-terminating' if task.prop == 'termination'
                              else 'run stopped'] += 1
                    elif note.startswith('memterm: run: violation'):
                        notes[re.sub(r' at .*', '', note[len('memterm: run: '):])] += 1
                    else:
                        notes['run stopped'] += 1
                if label == 'zeros' and 'memterm: run: nondet' not in text:
                    deterministic = True       # no input drawn: every seed runs alike
        if task.prop != 'termination' and a.bmc_bound > 0:
            cmd = ([a.memterm, '--bmc-only', '--bmc-bound', str(a.bmc_bound), '--timeout',
                    str(a.bmc_timeout), '--property-file', task.prp] + self.dm_opts(task)
                   + [path])
            rc, out, err, secs = run(cmd, a.bmc_timeout + 30, env=env)
            self.secs['search'] += secs
            kind, detail = verdict_of(rc, out, a.bmc_timeout)
            notes['bmc ' + kind] += 1
            if kind == 'false':
                return ('--bmc-only: %s' % detail,
                        {'evidence.cmd': self.show(cmd) + '\n', 'evidence.out': out,
                         'evidence.err': err}, notes, nruns)
            if kind == 'crash':
                d = self.keep('crash', task, m, path, {
                    'cmd': self.show(cmd) + '\n', 'bmc.out': out, 'bmc.err': err})
                self.crashes.append(('--bmc-only', task, m, detail, d))
        return None, {}, notes, nruns

    def native_search(self, task, m, path, rng):
        """The mutant built with the property's sanitizer (ub_campaign.SAN)
        and scripts/ubreach.c (a weak reach_error that says it was called)
        and run on a.native_inputs input lists: (what, evidence files) of a
        report of the property (unreach-call: a call of reach_error), else
        None"""
        a = self.a
        with tempfile.TemporaryDirectory(prefix='mut-native-') as work:
            exe = os.path.join(work, 'native')
            cmd = ubc.native_cmd(a.clang, task.prop, task.dm, path, exe)
            rc, _, _, secs = run(cmd, 120, env=self.env_for(task))
            self.secs['search'] += secs
            if rc != 0:
                return None
            for vals in [[0] * 8] + ubc.input_lists(rng, a.native_inputs):
                env = dict(self.env_for(task))
                env['MEMTERM_NONDET'] = ','.join(map(str, vals))
                env['UBSAN_OPTIONS'] = 'print_stacktrace=0:halt_on_error=1'
                env['ASAN_OPTIONS'] = 'detect_leaks=1:halt_on_error=1:exitcode=66'
                rc, out, err, secs = run([exe], a.run_timeout, env=env, cwd=work)
                self.secs['search'] += secs
                if task.prop == 'unreach-call':
                    if ubc.reached(err, rc):
                        what = 'native: reach_error called, inputs %s' % ','.join(map(str, vals))
                        return what, {'evidence.cmd': ' '.join(cmd) + '\n', 'evidence.err': err,
                                      'evidence.nondet': ','.join(map(str, vals)) + '\n'}
                    continue
                rep = ubc.classify(err, path)
                if rep and (rep[0] == task.prop or
                            (task.prop == 'valid-memsafety' and rep[0] in ubc.MEMSAFETY)):
                    what = 'native (sanitizer): %s at %s:%s: %s, inputs %s' % (
                        rep[0], rep[1], rep[2], rep[4], ','.join(map(str, vals)))
                    return what, {'evidence.cmd': ' '.join(cmd) + '\n', 'evidence.err': err,
                                  'evidence.nondet': ','.join(map(str, vals)) + '\n'}
        return None

    def program(self, task):
        a = self.a
        env = self.env_for(task)
        cmd = self.verify_cmd(task, task.cfile, a.orig_timeout)
        rc, out, err, secs = run(cmd, a.orig_timeout + 30, env=env)
        self.secs['originals'] += secs
        kind, detail = verdict_of(rc, out, a.orig_timeout)
        self.orig[kind] += 1
        self.log('%s: original %s (%.1fs)' % (task.ident, detail, secs))
        if kind == 'crash':
            self.orig_notes.append('CRASH on the original: %s: %s (%s)' % (
                task.ident, detail, self.show(cmd)))
        elif kind == 'false' and task.origin.endswith(('.yml', '.yaml')):
            self.orig_notes.append('wrong false on an original expected true: %s: %s (%s)' % (
                task.ident, detail, self.show(cmd)))
        if kind != 'true':
            return
        src = open(task.cfile, encoding='utf-8', errors='surrogateescape').read()
        ok, gerr = self.syntax_ok(task, task.cfile)
        if not ok:
            self.orig['gcc rejects'] += 1
            self.orig_notes.append('skipped, gcc rejects the original: %s: %s' % (
                task.ident, gerr.decode('utf-8', 'replace').strip().splitlines()[:1]))
            return
        self.orig['mutated'] += 1
        sites = mutation_sites(src)
        rng = random.Random('%d:%s' % (a.seed, task.ident))
        chosen = select(sites, a.max_mutants, rng, a.kinds)
        mdir = os.path.join(a.out, 'mutants', task.ident)
        os.makedirs(mdir, exist_ok=True)
        self.log('  %d mutation sites (%s), %d mutants' % (
            sum(len(v) for v in sites.values()),
            ', '.join('%s %d' % (k, len(v)) for k, v in sites.items() if v), len(chosen)))
        for i, m in enumerate(chosen):
            if self.out_of_time():
                self.log('  time budget spent')
                return
            m.ident = 'm%02d-%s-L%d' % (i, m.kind, m.line)
            path = os.path.join(mdir, m.ident + '.c')
            text = m.apply(src)
            with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
                f.write(text)
            row = {'task': task.ident, 'file': task.cfile, 'property': task.prop,
                   'data_model': task.dm or '', 'mutant': m.ident, 'kind': m.kind,
                   'line': m.line, 'change': m.desc, 'outcome': '', 'result': '',
                   'verify_secs': '', 'search': '', 'search_secs': '', 'refutation': '', 'path': path}
            self.rows.append(row)
            tab = self.table[m.kind]
            tab['tried'] += 1
            ok, _ = self.syntax_ok(task, path)
            if not ok:
                tab['invalid'] += 1
                row['outcome'] = 'invalid'
                self.log('  %s: invalid (%s)' % (m.ident, m.desc))
                continue
            cmd = self.verify_cmd(task, path, a.timeout)
            rc, out, err, secs = run(cmd, a.timeout + 30, env=env)
            self.secs['mutants'] += secs
            kind, detail = verdict_of(rc, out, a.timeout)
            row['result'] = detail
            row['verify_secs'] = '%.1f' % secs
            outcome = 'proved' if kind == 'true' else kind
            if outcome not in OUTCOMES:
                outcome = 'crash'
            tab[outcome] += 1
            row['outcome'] = outcome
            if outcome == 'crash':
                d = self.keep('crash', task, m, path, {
                    'cmd': self.show(cmd) + '\n', 'verify.out': out, 'verify.err': err,
                    'diff': self.diff(task, src, text)})
                self.crashes.append(('verify', task, m, detail, d))
            self.log('  %s: %s (%.1fs; %s)' % (m.ident, detail, secs, m.desc))
            if outcome != 'proved':
                continue
            t1 = time.monotonic()
            why, files, notes, nruns = self.search(task, m, path)
            self.notes.update(notes)
            row['search_secs'] = '%.1f' % (time.monotonic() - t1)
            row['search'] = '%d runs; %s' % (nruns, ', '.join(
                '%s %d' % (k, n) for k, n in sorted(notes.items())) or 'nothing')
            if why:
                tab['refuted'] += 1
                row['refutation'] = why
                files.update({'verify.cmd': self.show(cmd) + '\n', 'verify.out': out,
                              'verify.err': err, 'diff': self.diff(task, src, text)})
                d = self.keep('refuted', task, m, path, files)
                self.refuted.append((task, m, why, d))
                self.log('  %s: REFUTED: %s -> %s' % (m.ident, why, d))
            else:
                self.log('    search: %s' % row['search'])

    def diff(self, task, src, text):
        return ''.join(difflib.unified_diff(src.splitlines(True), text.splitlines(True),
                                            task.cfile, 'mutant.c'))

    def campaign(self, tasks):
        a = self.a
        done = 0
        try:
            for task in tasks:
                if a.count is not None and done >= a.count:
                    break
                if self.out_of_time():
                    break
                done += 1
                self.program(task)
        except KeyboardInterrupt:
            print('fuzz-mutants: interrupted; the figures so far:', flush=True)
        return self.report(done)

    def report(self, done):
        a = self.a
        secs = time.monotonic() - self.t0
        cols = ['tried'] + OUTCOMES + ['refuted']
        total = collections.Counter()
        for c in self.table.values():
            total.update(c)
        o = self.orig
        print('fuzz-mutants: seed %d, %.0f s wall (originals %.0f s, mutants %.0f s, '
              'search %.0f s)' % (a.seed, secs, self.secs['originals'], self.secs['mutants'],
                                  self.secs['search']))
        print('fuzz-mutants: originals: %d tried, %d true, %d false, %d unknown, %d crash; '
              '%d mutated' % (done, o['true'], o['false'], o['unknown'], o['crash'],
                              o['mutated']))
        for n in self.orig_notes:
            print('  ' + n)
        print('%-12s' % 'kind' + ''.join('%9s' % c for c in cols))
        for k, c in list(self.table.items()) + [('total', total)]:
            print('%-12s' % k + ''.join('%9d' % c[x] for x in cols))
        for k, n in sorted(self.notes.items()):
            print('  search of proved mutants: %-40s %5d' % (k, n))
        os.makedirs(a.out, exist_ok=True)
        with open(os.path.join(a.out, 'mutants.csv'), 'w', newline='') as f:
            fields = ['task', 'file', 'property', 'data_model', 'mutant', 'kind', 'line',
                      'change', 'outcome', 'result', 'verify_secs', 'search', 'search_secs',
                      'refutation',
                      'path']
            w = csv.DictWriter(f, fieldnames=fields)
            w.writeheader()
            w.writerows(self.rows)
        with open(os.path.join(a.out, 'summary.csv'), 'w', newline='') as f:
            w = csv.writer(f)
            w.writerow(['kind'] + cols)
            for k, c in list(self.table.items()) + [('total', total)]:
                w.writerow([k] + [c[x] for x in cols])
            w.writerow([])
            w.writerow(['wall_seconds', '%.0f' % secs])
        for what, task, m, why, d in self.crashes:
            print('  CRASH (%s): %s %s: %s (kept in %s)' % (what, task.ident, m.ident, why, d))
        for task, m, why, d in self.refuted:
            print('  REFUTED PROOF: %s %s (%s, line %d): %s (kept in %s)' % (
                task.ident, m.ident, m.desc, m.line, why, d))
        print('fuzz-mutants: results in %s (mutants.csv, summary.csv)' % a.out)
        print('fuzz-mutants: %d tried, %d invalid, %d proved, %d false, %d unknown, %d crash, '
              '%d refuted' % tuple(total[x] for x in cols))
        return 1 if total['refuted'] or self.crashes or o['crash'] else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('inputs', nargs='+', metavar='TASKS',
                   help='SV-COMP task folders or .yml files (their pairs expected true), '
                   'or .c/.i files (with --prp)')
    g = p.add_mutually_exclusive_group()
    g.add_argument('-n', '--count', type=int, help='number of (program, property) pairs')
    g.add_argument('-t', '--seconds', type=float, help='time budget in seconds (a started '
                   'mutant is finished)')
    p.add_argument('-s', '--seed', type=int, default=1, help='seed of the sampling (default 1)')
    p.add_argument('-o', '--out', help='output folder (default: $TMPDIR/fuzz-mutants.out)')
    p.add_argument('--prp', action='append', default=[],
                   help='property file of the .c/.i inputs (repeatable)')
    p.add_argument('--props', default='', help='comma-separated property names to take from '
                   'task definitions (e.g. valid-memsafety; default: all)')
    p.add_argument('--data-model', choices=['ILP32', 'LP64'],
                   help='data model (default: the task\'s, else memterm\'s default)')
    p.add_argument('--kinds', default=','.join(KINDS),
                   help='comma-separated mutation kinds (default: all): ' + ', '.join(
                       '%s: %s' % (k, v) for k, v in KIND_HELP.items()))
    p.add_argument('--max-mutants', type=int, default=20, help='mutants per program (20)')
    p.add_argument('--memterm', default='build/memterm')
    p.add_argument('--gcc', default='gcc')
    p.add_argument('--orig-timeout', type=int, default=20, help='memterm --timeout on the '
                   'originals (20)')
    p.add_argument('--timeout', type=int, default=20, help='memterm --timeout on mutants (20)')
    p.add_argument('--memterm-opts', default='', help='more memterm options for both')
    p.add_argument('--runs', type=int, default=8, help='K: concrete runs --seed 1..K and K '
                   'runs on small inputs, each with both fills, plus zeros (8)')
    p.add_argument('--nondet-len', type=int, default=64, help='length of the small input '
                   'lists (64; zeros after them)')
    p.add_argument('--run-timeout', type=int, default=10, help='--timeout of a run (10)')
    p.add_argument('--max-steps', type=int, default=20000000, help='--max-steps of a run')
    p.add_argument('--bmc-bound', type=int, default=256, help='--bmc-bound of the --bmc-only '
                   'search (256; 0: none)')
    p.add_argument('--bmc-timeout', type=int, default=60, help='its --timeout (60)')
    p.add_argument('--no-copy', action='store_true',
                   help='run --memterm where it is (default: a private copy)')
    p.add_argument('--native-inputs', type=int, default=24,
                   help='input lists for the native mutant under the sanitizers (24; 0: no '
                   'native search)')
    p.add_argument('--clang', default='/usr/lib/llvm-19/bin/clang')
    p.add_argument('-q', '--quiet', action='store_true', help='summary only')
    a = p.parse_args()
    a.native = a.native_inputs > 0
    here = os.path.dirname(os.path.abspath(__file__))
    props_dir = os.path.join(os.path.dirname(here), 'test', 'lit', 'props')
    a.kinds = [k for k in a.kinds.split(',') if k.strip()]
    for k in a.kinds:
        if k not in KINDS:
            sys.exit('fuzz-mutants: unknown mutation kind %s (%s)' % (k, ', '.join(KINDS)))
    a.props = [x.strip() for x in a.props.split(',') if x.strip()]
    for x in a.props:
        if x not in PROPS:
            sys.exit('fuzz-mutants: unknown property %s (%s)' % (x, ', '.join(PROPS)))
    a.prp = [os.path.abspath(x) for x in a.prp]
    for x in a.prp:
        if not os.path.isfile(x):
            sys.exit('fuzz-mutants: no property file %s' % x)
    a.memterm_opts = a.memterm_opts.split()
    if a.out is None:
        a.out = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'fuzz-mutants.out')
    a.out = os.path.abspath(a.out)
    a.memterm = os.path.abspath(a.memterm)
    if not os.access(a.memterm, os.X_OK):
        sys.exit('fuzz-mutants: %s is not executable (run make)' % a.memterm)
    if not shutil.which(a.gcc):
        sys.exit('fuzz-mutants: %s not found' % a.gcc)
    for x in a.inputs:
        if not os.path.exists(x):
            sys.exit('fuzz-mutants: no such task folder or file: %s' % x)
    tasks = collect_tasks(a, props_dir)
    # the folders this run writes, fresh
    for sub in ('mutants', 'refuted', 'crash'):
        shutil.rmtree(os.path.join(a.out, sub), ignore_errors=True)
    os.makedirs(a.out, exist_ok=True)
    # a private copy of the binary (a rebuild during the campaign changes nothing)
    # and a private TMPDIR for memterm (what a killed run leaves goes with it)
    snap = tempfile.mkdtemp(prefix='fuzz-mutants.')
    try:
        a.memterm_orig = a.memterm
        if not a.no_copy:
            shutil.copy2(a.memterm, os.path.join(snap, 'memterm'))
            a.memterm = os.path.join(snap, 'memterm')
        a.tmp = os.path.join(snap, 'tmp')
        os.makedirs(a.tmp)
        rc = Campaign(a).campaign(tasks)
    finally:
        shutil.rmtree(snap, ignore_errors=True)
    sys.exit(rc)


if __name__ == '__main__':
    main()
