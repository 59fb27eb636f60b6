#!/usr/bin/env python3
"""Sanitizer-differential campaign (issue 36, item 3): memterm's verdicts
judged by the native program under clang's sanitizers, an oracle memterm
does not share (its own interpreter confirms every `false`; this campaign
does not trust it).

Programs come from one source:
  --source gen      scripts/ubgen.py: nondet inputs, shifts, mixed-width
                    arithmetic, conversions, arrays, pointer arithmetic,
                    loops (seeds FIRST, FIRST+1, ...)
  --source csmith   Csmith --no-safe-math: unguarded arithmetic and shifts
  --source files    the C files given after the options (existing
                    campaigns' programs, the corpus, lit tests)
  --source verdicts the `true` verdicts of earlier runs, not re-run: CSV
                    files of sv-score (yml, property, status), of
                    scripts/loop-suite.sh (program, property,
                    memterm_result) or fuzz-mutants' mutants.csv (path,
                    property, data_model, outcome `proved`) after the
                    options; every program
                    memterm called correct for a property is run natively
                    (also unreach-call: a call of reach_error, the
                    program's own or ubreach.c's; termination: the run
                    must end within --native-timeout on small inputs;
                    valid-memcleanup: LeakSanitizer)

For every program and property (--props, default no-overflow and
valid-memsafety) memterm answers (--timeout S); the native program is
built with clang-19 -O0 -g and the sanitizer of the property
(no-overflow: -fsanitize=signed-integer-overflow,shift,integer-divide-by-zero;
valid-memsafety: -fsanitize=address,bounds with LeakSanitizer; a program of
ubgen.py also with its own exact checks of every index and of the frees at
main's end, -DUBGEN_ORACLE) and run on
--inputs N input lists (boundary values, small and random numbers; for a
`false`, memterm's own inputs first).  A sanitizer report is classified
(no-overflow; valid-deref, valid-free, valid-memtrack; other: division by
zero, ...) with its file, line and column.  Judgments:

  confirmed       memterm false(P); on memterm's inputs the native program
                  reports P at the same line (of the same file)
  wrong-false     memterm false(P); the native program reports another
                  kind, another place, or nothing at all (kept; a report
                  the sanitizer cannot make -- a leak LSan does not see, an
                  access that lands in another object -- is checked by hand)
  wrong-true      memterm true; the native program reports P for an input
  true            memterm true; no input made the native program report P
  unknown         memterm unknown (counted with whether a native run
                  found P: a missed bug, not a wrong answer)
  hang            (verdicts, termination) a native run did not end in
                  time: kept, to be looked at (a long run is no proof of
                  non-termination)
  error           memterm crashed, timed out beyond its budget, or gave no
                  Result line

Disagreeing programs are kept in OUTDIR (never in the repository) with
both outputs and a `cmd` file to reproduce.  The last line is
`ub-campaign: N programs, N runs, N confirmed, N wrong-false, N wrong-true,
N true, N unknown, N error`; the exit status is 1 when a wrong answer or
an error was seen.  Standard library only; see scripts/ub-campaign.sh.
"""
import argparse
import collections
import concurrent.futures
import csv
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PRP = {
    'no-overflow': 'CHECK( init(main()), LTL(G ! overflow) )\n',
    'valid-memsafety': ('CHECK( init(main()), LTL(G valid-free) )\n'
                        'CHECK( init(main()), LTL(G valid-deref) )\n'
                        'CHECK( init(main()), LTL(G valid-memtrack) )\n'),
    'unreach-call': 'CHECK( init(main()), LTL(G ! call(reach_error())) )\n',
}
MEMSAFETY = ('valid-deref', 'valid-free', 'valid-memtrack')
SAN = {
    'no-overflow': ['-fsanitize=signed-integer-overflow,shift,integer-divide-by-zero',
                    '-fno-sanitize-recover=all'],
    'valid-memsafety': ['-fsanitize=address,bounds', '-fno-sanitize-recover=bounds',
                        '-fno-omit-frame-pointer'],
    'valid-memcleanup': ['-fsanitize=address', '-fno-omit-frame-pointer'],
    'unreach-call': [],
    'termination': [],
}
PROPS_BY_FILE = {'no-overflow.prp': 'no-overflow', 'valid-memsafety.prp': 'valid-memsafety',
                 'valid-memcleanup.prp': 'valid-memcleanup', 'unreach-call.prp': 'unreach-call',
                 'termination.prp': 'termination'}
BOUNDARY = [0, 1, -1, 2, 7, 8, 16, 24, 31, 32, 63, 64, 100, 127, 128, 255, 256, 1000, 65535,
            65536, 2**31 - 1, -2**31, 2**31, 2**32 - 1, 2**63 - 1, -2**63, -128, -129, -32768,
            32767, 4096, 100000, 2**30, 2**31 - 2, 1000000]


def run(cmd, timeout, env=None, cwd=None):
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - t0
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b'', e.stderr or b'', time.monotonic() - t0


UB_KINDS = [
    (r'signed integer overflow', 'no-overflow'),
    (r'negation of .* cannot be represented', 'no-overflow'),
    (r'left shift of', 'no-overflow'),
    (r'shift exponent', 'no-overflow'),
    (r'division of .* by -1 cannot be represented', 'no-overflow'),
    (r'division by zero', 'div-by-zero'),
    (r'index .* out of bounds for type', 'valid-deref'),  # -fsanitize=bounds
]
ASAN_KINDS = [
    (r'attempting double-free', 'valid-free'),
    (r'attempting free on address which was not malloc', 'valid-free'),
    (r'bad-free', 'valid-free'),
    (r'heap-use-after-free|heap-buffer-overflow|stack-buffer-overflow|global-buffer-overflow|'
     r'stack-use-after-return|stack-use-after-scope|dynamic-stack-buffer-overflow|'
     r'SEGV on unknown address|unknown-crash|use-after-poison|container-overflow|'
     r'stack-buffer-underflow|negative-size-param|memcpy-param-overlap', 'valid-deref'),
    (r'detected memory leaks', 'valid-memtrack'),
]
FRAME = re.compile(r'^\s*#(\d+) 0x[0-9a-f]+ in (\S+) (\S+?):(\d+)(?::(\d+))?\s*$')


def classify(stderr, src):
    """(kind, file, line, col, text) of the first sanitizer report, or None"""
    text = stderr.decode('utf-8', 'replace')
    for ln in text.splitlines():  # ubgen's exact oracle (-DUBGEN_ORACLE)
        m = re.match(r'^(.*?):(\d+):(\d+): ubgen-oracle: (valid-[a-z]+): (.*)$', ln)
        if m:
            return m.group(4), m.group(1), int(m.group(2)), int(m.group(3)), m.group(5)
    for ln in text.splitlines():
        m = re.match(r'^(.*?):(\d+):(\d+): runtime error: (.*)$', ln)
        if m:
            kind = 'other-ub'
            for pat, k in UB_KINDS:
                if re.search(pat, m.group(4)):
                    kind = k
                    break
            return kind, m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
    m = re.search(r'ERROR: (AddressSanitizer|LeakSanitizer): ([^\n]*)', text)
    if not m:
        return None
    kind = 'other-asan'
    for pat, k in ASAN_KINDS:
        if re.search(pat, m.group(2)):
            kind = k
            break
    # the first frame in the program's own files (not the runtime's): for
    # a leak the allocation's caller, for free() errors the free's caller
    base = os.path.basename(src)
    for ln in text[m.end():].splitlines():
        f = FRAME.match(ln)
        if f and os.path.basename(f.group(3)) != 'ubnative.h' and \
                (os.path.basename(f.group(3)) == base or f.group(3).startswith('/work')
                 or not f.group(3).startswith('/')) and 'compiler-rt' not in f.group(3):
            return kind, f.group(3), int(f.group(4)), int(f.group(5) or 0), m.group(2)
    return kind, None, 0, 0, m.group(2)


def small_lists(rng, n, width=8):
    """n nondet lists of small values (termination: a long run on a large
    input is no evidence)"""
    small = [v for v in BOUNDARY if -1000 <= v <= 1000]
    return [[rng.choice(small) if rng.random() < 0.4 else rng.randint(-1000, 1000)
             for _ in range(width)] for _ in range(n)]


def native_cmd(clang, prop, dm, src, exe, flags=()):
    """clang's command line for the native program of src under prop's
    sanitizer, with ubnative.h's nondet functions and ubreach.c's weak
    reach_error (also for fuzz_mutants.py)"""
    return [clang, '-O0', '-g', '-w', '-include', os.path.join(HERE, 'ubnative.h')] + \
        SAN[prop] + list(flags) + (['-m32'] if dm == 'ILP32' else []) + \
        ['-o', exe, src, os.path.join(HERE, 'ubreach.c'), '-lm']


def reached(stderr, rc):
    """a call of reach_error in a native run: ubreach.c's message, or the
    __assert_fail of the program's own reach_error"""
    text = stderr.decode('utf-8', 'replace')
    if 'ubreach: reach_error' in text or re.search(r'reach_error.*Assertion|Assertion.*reach_error', text):
        return True
    return False


def input_lists(rng, n, width=8):
    """n nondet lists: boundary values, small numbers, random ones; a
    quarter of them one boundary value throughout (every input at its
    extreme at once: x = y = 2^31 - 1, a = b = 2^30)"""
    out = []
    consts = rng.sample(BOUNDARY, len(BOUNDARY))
    for k in range(n):
        if n >= 4 and k % 4 == 3:
            out.append([consts[(k // 4) % len(consts)]] * width)
            continue
        vals = []
        for _ in range(width):
            r = rng.random()
            if r < 0.35:
                v = rng.choice(BOUNDARY)
            elif r < 0.75:
                v = rng.randint(-300, 100300) if rng.random() < 0.8 else rng.randint(-5, 40)
            else:
                v = rng.choice([rng.getrandbits(8), rng.getrandbits(16), rng.getrandbits(31),
                                -rng.getrandbits(31), rng.getrandbits(64) - 2**63])
            vals.append(v)
        out.append(vals)
    return out


class Campaign:
    def __init__(self, a):
        self.a = a
        self.lock = threading.Lock()
        self.counts = collections.Counter()
        self.lp64 = 0  # ILP32 programs judged by a 64-bit build (verdicts)
        self.by_prop = collections.defaultdict(collections.Counter)
        self.missed = collections.Counter()
        self.kept = []
        self.rows = []
        self.programs = 0
        self.csvf = open(a.csv, 'w', newline='') if a.csv else None
        self.csv = csv.writer(self.csvf) if self.csvf else None
        if self.csv:
            self.csv.writerow(['program', 'property', 'judgment', 'detail', 'memterm_s'])
        self.csmith_inc = None
        if a.source == 'csmith':
            for d in ['/usr/include/csmith', '/usr/local/include/csmith']:
                if os.path.isfile(os.path.join(d, 'csmith.h')):
                    self.csmith_inc = d
            if not self.csmith_inc:
                sys.exit('ub-campaign: no csmith.h (Debian: libcsmith-dev)')

    def log(self, msg):
        if not self.a.quiet:
            with self.lock:
                print(msg, flush=True)

    def keep(self, name, work, files):
        d = os.path.join(self.a.out, name)
        os.makedirs(d, exist_ok=True)
        for fn, data in files.items():
            with open(os.path.join(d, fn), 'wb') as f:
                f.write(data if isinstance(data, bytes) else data.encode())
        shutil.copy(os.path.join(work, 'prog.c'), os.path.join(d, 'prog.c'))
        return d

    def make_program(self, item, work):
        """writes work/prog.c; returns (name, extra cflags, data model) or None"""
        a = self.a
        dst = os.path.join(work, 'prog.c')
        if a.source == 'gen':
            rc, out, err, _ = run([sys.executable, os.path.join(HERE, 'ubgen.py'), str(item)], 60)
            if rc != 0:
                return None
            with open(dst, 'wb') as f:
                f.write(out)
            return 'gen%d' % item, ['-DUBGEN_ORACLE'], 'LP64'
        if a.source == 'csmith':
            rc, _, _, _ = run([a.csmith, '--seed', str(item), '--no-safe-math'] + a.csmith_opts +
                              ['-o', dst], 60, cwd=work)
            if rc != 0:
                return None
            return 'csmith%d' % item, ['-I', self.csmith_inc], 'LP64'
        if a.source == 'verdicts':
            path, _, dm = item
            shutil.copy(path, dst)
            return re.sub(r'[^A-Za-z0-9_.-]', '_', os.path.relpath(path)), [], dm
        shutil.copy(item, dst)
        dm = 'LP64'
        yml = os.path.splitext(item)[0] + '.yml'
        if os.path.isfile(yml):
            with open(yml, errors='replace') as f:
                if re.search(r'data_model:\s*ILP32', f.read()):
                    dm = 'ILP32'
        return re.sub(r'[^A-Za-z0-9_.-]', '_', os.path.relpath(item)), [], dm

    def native(self, work, prop, flags, dm):
        exe = os.path.join(work, 'native-' + prop)
        if os.path.exists(exe):
            return exe
        cmd = native_cmd(self.a.clang, prop, dm, os.path.join(work, 'prog.c'), exe, flags)
        rc, _, err, _ = run(cmd, 120)
        if rc != 0 and dm == 'ILP32' and self.a.source == 'verdicts':
            # no 32-bit C library here (gcc-multilib): the 64-bit build
            # judges the same source -- as strict where the program's
            # types are int (the corpus's recursive and array tasks), and
            # blind only to what overflows at 32 bits alone; counted apart
            rc, _, err, _ = run([x for x in cmd if x != '-m32'], 120)
            if rc == 0:
                with self.lock:
                    self.lp64 += 1
        return exe if rc == 0 else None

    def native_run(self, exe, vals, work, raw=False):
        env = dict(os.environ)
        env['MEMTERM_NONDET'] = ','.join(str(v) for v in vals)
        env['UBSAN_OPTIONS'] = 'print_stacktrace=0:halt_on_error=1'
        env['ASAN_OPTIONS'] = 'detect_leaks=1:halt_on_error=1:exitcode=66:allocator_may_return_null=1'
        rc, out, err, _ = run([exe], self.a.native_timeout, env=env, cwd=work)
        if raw:
            return err, rc
        return classify(err, os.path.join(work, 'prog.c')), rc

    def native_violation(self, exe, vals, work, prop):
        """the native run's report (kind, file, line, ..., what), its exit
        status and stderr; for unreach-call a call of reach_error is the
        report (no location)"""
        if prop == 'unreach-call':
            err, rc = self.native_run(exe, vals, work, raw=True)
            rep = ('unreach-call', None, None, None, 'reach_error') if reached(err, rc) else None
            return rep, rc, err
        rep, rc = self.native_run(exe, vals, work)
        return rep, rc, None

    def judge_verdict(self, item):
        """a `true` of an earlier run, judged natively (no memterm run)"""
        a = self.a
        path, prop, dm = item
        with tempfile.TemporaryDirectory(prefix='ubc-') as work:
            name, flags, dm = self.make_program(item, work)
            with self.lock:
                self.programs += 1
            exe = self.native(work, prop, flags, dm)
            if not exe:
                self.count(prop, 'skip', name, 'native build failed')
                return
            rng = random.Random(name + prop)
            with open(os.path.join(work, 'prog.c'), 'rb') as f:
                draws = b'__VERIFIER_nondet' in f.read()
            n = a.inputs if draws else 1
            lists = small_lists(rng, n) if prop == 'termination' else input_lists(rng, n)
            for vals in lists:
                if prop in ('unreach-call', 'termination'):
                    err, rc = self.native_run(exe, vals, work, raw=True)
                    if prop == 'unreach-call' and reached(err, rc):
                        why = 'reach_error called on inputs %s' % vals
                    elif prop == 'termination' and rc is None:
                        self.kept.append(self.keep('hang-%s-%s' % (prop, name), work,
                                                   {'native.err': 'inputs %s: no end in %s s' % (vals, a.native_timeout)}))
                        self.count(prop, 'hang', name, 'inputs %s' % vals)
                        return
                    else:
                        continue
                else:
                    rep, rc = self.native_run(exe, vals, work)
                    kinds = MEMSAFETY if prop == 'valid-memsafety' else \
                        ('valid-memtrack',) if prop == 'valid-memcleanup' else (prop,)
                    if not (rep and rep[0] in kinds):
                        continue
                    why = '%s at line %s on inputs %s' % (rep[0], rep[2], vals)
                self.kept.append(self.keep('wrong-true-%s-%s' % (prop, name), work, {'native.err': why}))
                self.count(prop, 'wrong-true', name, why)
                return
            self.count(prop, 'true', name, '')

    def memterm(self, work, prop, dm):
        prp = os.path.join(work, prop + '.prp')
        with open(prp, 'w') as f:
            f.write(PRP[prop])
        js = os.path.join(work, 'mt-%s.json' % prop)
        cmd = [self.a.memterm, '--property-file', prp, '--data-model', dm, '--timeout',
               str(self.a.timeout), '--json', js, 'prog.c']
        env = dict(os.environ)
        if self.csmith_inc:  # memterm's clang finds csmith.h through CPATH
            env['CPATH'] = self.csmith_inc + (':' + env['CPATH'] if env.get('CPATH') else '')
        rc, out, err, secs = run(cmd, self.a.timeout + 60, env=env, cwd=work)
        verdict, sub, loc, vals = None, None, None, []
        try:
            with open(js) as f:
                d = json.load(f)
            verdict = d.get('result')
            sub = d.get('subproperty')
            cex = d.get('counterexample') or {}
            v = cex.get('violation') or {}
            if sub == 'valid-memtrack' and v.get('allocated_at'):
                v = v['allocated_at']  # LeakSanitizer names the allocation
            loc = (v.get('file'), v.get('line') or 0, v.get('column') or 0)
            vals = [int(x['value']) for x in cex.get('nondet') or []]
        except (OSError, ValueError, KeyError, TypeError):
            pass
        return rc, out, err, secs, verdict, sub, loc, vals, cmd

    def judge(self, item):
        a = self.a
        with tempfile.TemporaryDirectory(prefix='ubc-') as work:
            made = self.make_program(item, work)
            if not made:
                return
            name, flags, dm = made
            with self.lock:
                self.programs += 1
            rng = random.Random(name)
            with open(os.path.join(work, 'prog.c'), 'rb') as f:
                draws = b'__VERIFIER_nondet' in f.read()
            lists = input_lists(rng, a.inputs if draws else 1)
            for prop in a.props:
                exe = self.native(work, prop, flags, dm)
                if not exe:
                    self.count(prop, 'skip', name, 'native build failed')
                    continue
                rc, out, err, secs, verdict, sub, loc, vals, cmd = self.memterm(work, prop, dm)
                res = (out.decode('utf-8', 'replace').strip().splitlines() or [''])[-1]
                files = {'memterm.out': out, 'memterm.err': err,
                         'cmd': 'cd DIR && %s\n' % ' '.join(cmd[:1] + ['--property-file',
                                                                        prop + '.prp'] + cmd[3:])}
                with open(os.path.join(work, prop + '.prp'), 'rb') as f:
                    files[prop + '.prp'] = f.read()
                if verdict not in ('true', 'false', 'unknown'):
                    why = 'timeout' if rc is None else 'exit %s: %s' % (rc, res)
                    self.kept.append(self.keep('error-%s-%s' % (prop, name), work, files))
                    self.count(prop, 'error', name, why, secs)
                    continue
                if verdict == 'false':
                    rep, nrc, err2 = self.native_violation(exe, vals, work, prop)
                    files['native.err'] = err2 if prop == 'unreach-call' else repr(rep)
                    mfile, mline, _ = loc
                    # unreach-call: reach_error on memterm's inputs (no
                    # sanitizer location to compare); else the same kind
                    # at the same file and line
                    ok = rep is not None and rep[0] == sub and (prop == 'unreach-call' or (
                        rep[2] == mline and rep[1] and mfile and
                        os.path.basename(rep[1]) == os.path.basename(mfile)))
                    if ok:
                        self.count(prop, 'confirmed', name, sub, secs)
                    else:
                        why = 'native: %s; memterm: %s at %s:%s' % (
                            'silent (exit %s)' % nrc if rep is None else '%s at %s:%s (%s)' % (rep[:3] + (rep[4],)),
                            sub, mfile, mline)
                        self.kept.append(self.keep('wrong-false-%s-%s' % (prop, name), work, files))
                        self.count(prop, 'wrong-false', name, why, secs)
                    continue
                # true or unknown: search the native program for a violation
                found = None
                for vals2 in lists:
                    rep, nrc, _ = self.native_violation(exe, vals2, work, prop)
                    if rep and (rep[0] == prop or (prop == 'valid-memsafety' and rep[0] in MEMSAFETY)):
                        found = (vals2, rep)
                        break
                if verdict == 'true' and found:
                    files['native.err'] = 'inputs %s: %r' % (found[0], found[1])
                    self.kept.append(self.keep('wrong-true-%s-%s' % (prop, name), work, files))
                    self.count(prop, 'wrong-true', name, '%s at line %s' % (found[1][0], found[1][2]), secs)
                elif verdict == 'true':
                    self.count(prop, 'true', name, '', secs)
                else:
                    if found:
                        with self.lock:
                            self.missed[prop] += 1
                    self.count(prop, 'unknown', name, 'native found %s' % found[1][0] if found else '', secs)

    def count(self, prop, what, name, why, secs=0.0):
        with self.lock:
            self.counts[what] += 1
            self.by_prop[prop][what] += 1
            row = (name, prop, what, why, '%.2f' % secs)
            self.rows.append(row)
            if self.csv:  # as it goes: a long campaign that is stopped keeps its rows
                self.csv.writerow(row)
                self.csvf.flush()
        if what in ('wrong-true', 'wrong-false', 'error'):
            self.log('%s %s: %s %s' % (name, prop, what.upper(), why))
        elif self.a.verbose:
            self.log('%s %s: %s %s' % (name, prop, what, why))


def task_program(yml):
    """(input file, data model) of an SV-COMP task definition"""
    with open(yml, errors='replace') as f:
        text = f.read()
    m = re.search(r"input_files:\s*'?([^'\n]+)'?", text)
    if not m:
        return None, None
    dm = 'ILP32' if re.search(r'data_model:\s*ILP32', text) else 'LP64'
    return os.path.join(os.path.dirname(yml), m.group(1).strip()), dm


PROP_ALIAS = {'memsafety': 'valid-memsafety', 'memcleanup': 'valid-memcleanup'}


def verdict_items(files, suite_dir):
    """(program, property, data model) of every `true` in the CSV files
    (an sv-score CSV's relative task paths are taken from the current
    folder, where sv-score ran)"""
    items = []
    for fn in files:
        with open(fn, newline='') as f:
            for row in csv.DictReader(f):
                row['property'] = PROP_ALIAS.get(row.get('property'), row.get('property'))
                if 'outcome' in row and 'path' in row:  # fuzz-mutants' mutants.csv
                    if row.get('outcome') != 'proved':
                        continue
                    prog, dm = row['path'], row.get('data_model') or 'LP64'
                elif 'yml' in row:  # sv-score
                    if row.get('status') != 'true':
                        continue
                    if not os.path.isfile(row['yml']):
                        continue
                    prog, dm = task_program(row['yml'])
                else:  # loop-suite.sh
                    if row.get('memterm_result') != 'true':
                        continue
                    prog, dm = os.path.join(suite_dir, row['program']), 'LP64'
                if prog and os.path.isfile(prog) and row['property'] in SAN:
                    items.append((os.path.abspath(prog), row['property'], dm))
    return items


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--source', choices=['gen', 'csmith', 'files', 'verdicts'], default='gen')
    ap.add_argument('--suite-dir', default=os.path.join(HERE, '..', 'test', 'progs', 'loops'),
                    help="where a loop-suite CSV's programs are (verdicts)")
    ap.add_argument('files', nargs='*')
    ap.add_argument('-n', '--count', type=int, default=50, help='programs (gen, csmith)')
    ap.add_argument('-s', '--first-seed', type=int, default=1)
    ap.add_argument('-b', '--budget', type=float, default=0, help='seconds; 0: none')
    ap.add_argument('-t', '--timeout', type=int, default=10, help="memterm's --timeout")
    ap.add_argument('--inputs', type=int, default=40, help='native input lists per program')
    ap.add_argument('--native-timeout', type=float, default=10)
    ap.add_argument('--props', default='no-overflow,valid-memsafety')
    ap.add_argument('-j', '--jobs', type=int, default=1)
    ap.add_argument('-o', '--out', default=os.path.join(os.environ.get('TMPDIR', '/tmp'),
                                                        'ub-campaign.out'))
    ap.add_argument('--csv')
    ap.add_argument('--memterm', default=os.path.join(HERE, '..', 'build', 'memterm'))
    ap.add_argument('--clang', default='/usr/lib/llvm-19/bin/clang')
    ap.add_argument('--csmith', default='csmith')
    ap.add_argument('--csmith-opts', default='--max-funcs 3 --max-block-depth 3 '
                    '--max-block-size 4 --max-expr-complexity 6 --max-array-dim 2 '
                    '--max-array-len-per-dim 8 --max-struct-fields 6 --max-union-fields 3')
    ap.add_argument('-q', '--quiet', action='store_true')
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    a.props = [p for p in a.props.split(',') if p]
    for p in a.props:
        if p not in SAN:
            sys.exit('ub-campaign: no sanitizer for property %s' % p)
    a.csmith_opts = a.csmith_opts.split()
    a.memterm = os.path.abspath(a.memterm)
    if a.source == 'files':
        items = [os.path.abspath(f) for f in a.files]
    elif a.source == 'verdicts':
        items = verdict_items(a.files, a.suite_dir)
        a.props = sorted({it[1] for it in items})
    else:
        items = list(range(a.first_seed, a.first_seed + a.count))
    c = Campaign(a)
    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = []
        for it in items:
            judge = c.judge_verdict if a.source == 'verdicts' else c.judge
            futs.append(ex.submit(lambda i=it, j=judge: None if a.budget and time.monotonic() - t0 > a.budget
                                  else j(i)))
        for f in futs:
            f.result()
    if c.csvf:
        c.csvf.close()
    for prop in a.props:
        k = c.by_prop[prop]
        print('ub-campaign[%s]: %s; native found the property violated where memterm said unknown: %d'
              % (prop, ', '.join('%d %s' % (k[x], x) for x in
                                 ('confirmed', 'wrong-false', 'wrong-true', 'true', 'unknown',
                                  'error', 'hang', 'skip')), c.missed[prop]))
    for d in c.kept:
        print('ub-campaign: kept %s' % d)
    if c.lp64:
        print('ub-campaign: %d ILP32 program(s) built for 64 bits (no 32-bit C library)' % c.lp64)
    k = c.counts
    print('ub-campaign: %d programs, %d runs, %d confirmed, %d wrong-false, %d wrong-true, %d true, '
          '%d unknown, %d error, %d hang (%.0f s)' % (c.programs, sum(k.values()) - k['skip'], k['confirmed'],
                                                       k['wrong-false'], k['wrong-true'], k['true'],
                                                       k['unknown'], k['error'], k['hang'],
                                                       time.monotonic() - t0))
    sys.exit(1 if k['wrong-false'] or k['wrong-true'] or k['error'] else 0)


if __name__ == '__main__':
    main()
