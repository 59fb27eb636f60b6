#!/bin/sh
# loop-suite.sh - run the loop-invariant suite test/progs/loops/.
#
# usage: scripts/loop-suite.sh [options] [PROGRAM.c ...]
#
# For every program of the suite (or only those named):
#  (a) native check, the independent oracle: compile the program with
#      clang-19 -g -O0 -fsanitize=address,undefined -fno-sanitize-recover=all
#      together with test/progs/loops/native/harness.c (which defines the
#      __VERIFIER_nondet_* functions, __VERIFIER_assume and reach_error's
#      __assert_fail) and run it on many inputs: every boundary value as a
#      constant input, seeds of small random values and seeds of mixed
#      random values. A run violates the property if it reaches
#      reach_error (unreach-call), gets a UBSan signed-overflow report
#      (no-overflow) or an ASan/LSan/UBSan-bounds report (valid-memsafety).
#      Any other sanitizer report or crash makes the program invalid.
#      Expected false: some run must violate; expected true: none may.
#  (b) with --memterm PATH: run
#        PATH --property-file P --timeout T file.c
#      (P = test/lit/props/<property>.prp), read the
#      last 'Result: ...' line and classify it against the expected verdict
#      (correct true / correct false / wrong / unknown), then print one
#      table per property and the totals with the median time.
#
# options:
#   --memterm PATH   also run memterm (otherwise only the native check)
#   -t SECONDS       memterm timeout (default 30)
#   -j JOBS          programs checked in parallel (default 1)
#   --native-only    only the native check (even with --memterm)
#   --skip-native    only the memterm part
#   --csv FILE       write one row per program to FILE
#   --runs N         random-input runs per program (default 300; plus
#                    N/3 small-value runs and the boundary constants)
#   --dir DIR        suite directory (default test/progs/loops)
#   --props DIR      property files (default test/lit/props)
#   --keep           keep the native binaries (printed directory)
#   --memterm-args S more arguments for memterm (e.g. '--chc-only')
#
# Exit status 1 if a native check contradicts a program's expected
# verdict (or the program is invalid), or memterm gives a wrong answer.

here=$(cd "$(dirname "$0")" && pwd)
exec python3 - "$here" "$@" <<'PYEOF'
import concurrent.futures as cf
import csv
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

here = sys.argv[1]
args = sys.argv[2:]
root = os.path.dirname(here)

opt = dict(memterm=None, timeout=30.0, jobs=1, native_only=False,
           skip_native=False, csv=None, runs=300,
           dir=os.path.join(root, 'test', 'progs', 'loops'),
           props=os.path.join(root, 'test', 'lit', 'props'), keep=False)
progs_sel = []


def usage(msg=None):
    if msg:
        print('loop-suite: ' + msg, file=sys.stderr)
    print('usage: loop-suite.sh [--memterm PATH] [-t SECONDS] [-j JOBS] '
          '[--native-only] [--skip-native] [--csv FILE] [--runs N] [--memterm-args S] '
          '[--dir DIR] [--props DIR] [--keep] [PROGRAM.c ...]',
          file=sys.stderr)
    sys.exit(2)


i = 0
while i < len(args):
    a = args[i]

    def val():
        global i
        i += 1
        if i >= len(args):
            usage('missing value for ' + a)
        return args[i]
    if a == '--memterm':
        opt['memterm'] = val()
    elif a == '-t':
        opt['timeout'] = float(val())
    elif a == '-j':
        opt['jobs'] = max(1, int(val()))
    elif a == '--native-only':
        opt['native_only'] = True
    elif a == '--skip-native':
        opt['skip_native'] = True
    elif a == '--csv':
        opt['csv'] = val()
    elif a == '--runs':
        opt['runs'] = int(val())
    elif a == '--dir':
        opt['dir'] = val()
    elif a == '--props':
        opt['props'] = val()
    elif a == '--keep':
        opt['keep'] = True
    elif a == '--memterm-args':
        opt['margs'] = val().split()
    elif a in ('-h', '--help'):
        usage()
    elif a.startswith('-'):
        usage('unknown option ' + a)
    else:
        progs_sel.append(a)
    i += 1

suite = os.path.abspath(opt['dir'])
harness = os.path.join(suite, 'native', 'harness.c')
PROPS = ('unreach-call', 'no-overflow', 'valid-memsafety')
HEAD = re.compile(r'^/\* property: (unreach-call|no-overflow|valid-memsafety) '
                  r'expect: (true|false) \*/\s*$')


def load():
    files = sorted(f for f in os.listdir(suite) if f.endswith('.c'))
    if progs_sel:
        want = {os.path.basename(p) for p in progs_sel}
        missing = want - set(files)
        if missing:
            usage('no such program: ' + ', '.join(sorted(missing)))
        files = [f for f in files if f in want]
    out = []
    for f in files:
        with open(os.path.join(suite, f)) as fh:
            first = fh.readline()
        m = HEAD.match(first)
        if not m:
            print('loop-suite: %s: bad first line %r' % (f, first.strip()),
                  file=sys.stderr)
            sys.exit(2)
        out.append(dict(name=f, path=os.path.join(suite, f),
                        prop=m.group(1), expect=m.group(2)))
    return out


# ---------------------------------------------------------------- native
BOUNDARY = [0, 1, -1, 2, -2, 3, 7, 8, 31, 32, 63, 64, 65, 100, 127, 128,
            255, 256, 999, 1000, 1001, 1023, 1024, 4095, 4096, 65535, 65536,
            46340, 46341, 499999, 500000, 999999, 1000000, 2147483647,
            2147483646, -2147483648, -2147483647, 1073741823, 1073741824]
RUN_TIMEOUT = 30
SAN_ENV = {
    'ASAN_OPTIONS': 'detect_leaks=1:halt_on_error=1:abort_on_error=0:'
                    'exitcode=86:symbolize=1',
    'UBSAN_OPTIONS': 'halt_on_error=1:print_stacktrace=1:exitcode=87',
}


def inputs():
    for b in BOUNDARY:
        yield 'const %d' % b, {'MT_NONDET': str(b), 'MT_CONST': '1'}
    for s in range(1, opt['runs'] // 3 + 1):
        yield 'small seed %d' % s, {'MT_SEED': str(s), 'MT_SMALL': '1'}
    for s in range(1, opt['runs'] + 1):
        yield 'seed %d' % s, {'MT_SEED': str(s)}


def classify_run(rc, err):
    """-> (kind, detail); kind in ok, reach, overflow, memory, other, timeout"""
    if rc is None:
        return 'timeout', 'run timed out'
    m = re.search(r'REACH_ERROR: .*', err)
    if m:
        return 'reach', m.group(0)
    m = re.search(r'runtime error: (.*)', err)
    if m:
        msg = m.group(1)
        if ('signed integer overflow' in msg or 'negation of' in msg
                or ('division of' in msg and 'cannot be represented' in msg)):
            return 'overflow', msg
        if ('out of bounds' in msg or 'null pointer' in msg
                or 'misaligned' in msg or 'pointer overflow' in msg):
            return 'memory', msg
        return 'other', 'UBSan: ' + msg
    if 'LeakSanitizer has encountered a fatal error' in err:
        return 'other', 'LeakSanitizer could not run'
    m = re.search(r'ERROR: (AddressSanitizer|LeakSanitizer): (.*)', err)
    if m:
        return 'memory', '%s: %s' % (m.group(1), m.group(2).strip())
    if rc < 0:
        return 'other', 'killed by signal %d' % -rc
    return 'ok', ''


VIOLATION = {'unreach-call': 'reach', 'no-overflow': 'overflow',
             'valid-memsafety': 'memory'}


def native_check(p, tmp):
    exe = os.path.join(tmp, p['name'][:-2])
    cc = ['clang-19', '-g', '-O0', '-fsanitize=address,undefined',
          '-fno-sanitize-recover=all', '-w', '-o', exe, p['path'], harness]
    r = subprocess.run(cc, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       stdin=subprocess.DEVNULL, text=True)
    if r.returncode != 0:
        lines = r.stdout.strip().splitlines()
        return dict(native='invalid', ndetail='compile error: ' +
                    (lines[0] if lines else 'exit %d' % r.returncode),
                    nruns=0, ntimeouts=0)
    want = VIOLATION[p['prop']]
    runs = timeouts = 0
    found = None
    for label, extra in inputs():
        env = dict(os.environ)
        for k in list(env):
            if k.startswith('MT_'):
                del env[k]
        env.update(SAN_ENV)
        env.update(extra)
        try:
            r = subprocess.run([exe], env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True,
                               errors='replace', timeout=RUN_TIMEOUT)
            rc, err = r.returncode, r.stderr
        except subprocess.TimeoutExpired:
            rc, err = None, ''
        runs += 1
        kind, detail = classify_run(rc, err)
        if kind == 'timeout':
            timeouts += 1
            continue
        if kind == 'ok':
            continue
        vals = re.search(r'MT_VALUES: ?(.*)', err)
        vals = vals.group(1).strip() if vals else ''
        if kind == want:
            found = dict(native='false', ndetail='%s [%s; values %s]' %
                         (detail, label, vals), nruns=runs,
                         ntimeouts=timeouts)
            break
        return dict(native='invalid', ndetail='%s [%s; values %s]' %
                    (detail, label, vals), nruns=runs, ntimeouts=timeouts)
    if found:
        return found
    return dict(native='true', ndetail='no violation in %d runs%s' %
                (runs, ' (%d timed out)' % timeouts if timeouts else ''),
                nruns=runs, ntimeouts=timeouts)


# --------------------------------------------------------------- memterm
def memterm_check(p):
    prp = os.path.join(opt['props'], p['prop'] + '.prp')
    cmd = [opt['memterm'], '--property-file', prp, '--timeout',
           '%g' % opt['timeout']] + opt.get('margs', []) + [p['path']]
    t0 = time.time()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            text=True, errors='replace',
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=opt['timeout'] * 2 + 60)
        note = ''
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
        out, err = proc.communicate()
        note = 'killed (wall limit)'
    dt = time.time() - t0
    res = None
    for line in out.splitlines():
        if line.startswith('Result:'):
            res = line[len('Result:'):].strip()
    if res is None:
        res = 'none (%s)' % (note or 'exit %d' % proc.returncode)
    if res.startswith('true'):
        cls = 'correct true' if p['expect'] == 'true' else 'wrong'
    elif res.startswith('false'):
        cls = 'correct false' if p['expect'] == 'false' else 'wrong'
    else:
        cls = 'unknown'
    return dict(mresult=res, mclass=cls, mtime=dt)


# ------------------------------------------------------------------ main
def main():
    progs = load()
    do_native = not opt['skip_native']
    do_memterm = bool(opt['memterm']) and not opt['native_only']
    if do_memterm and not os.access(opt['memterm'], os.X_OK):
        usage('memterm not executable: ' + opt['memterm'])
    tmp = tempfile.mkdtemp(prefix='loop-suite.')
    bad = False
    try:
        if do_native:
            print('native check: %d programs, %d boundary + %d small + %d '
                  'random inputs each' % (len(progs), len(BOUNDARY),
                                          opt['runs'] // 3, opt['runs']),
                  flush=True)
            with cf.ThreadPoolExecutor(opt['jobs']) as ex:
                futs = {ex.submit(native_check, p, tmp): p for p in progs}
                for f in cf.as_completed(futs):
                    p = futs[f]
                    p.update(f.result())
                    ok = p['native'] == p['expect']
                    p['nstatus'] = 'confirmed' if ok else 'CONTRADICTED'
                    print('  %-40s %-15s expect %-5s native %-7s %s  %s' %
                          (p['name'], p['prop'], p['expect'], p['native'],
                           p['nstatus'], p['ndetail']), flush=True)
            ncontra = [p for p in progs if p['nstatus'] != 'confirmed']
            print('native: %d/%d programs confirmed%s' %
                  (len(progs) - len(ncontra), len(progs),
                   '' if not ncontra else '; contradicted: ' +
                   ', '.join(p['name'] for p in ncontra)), flush=True)
            bad |= bool(ncontra)
        if do_memterm:
            print('\nmemterm: %s, timeout %gs, %d job(s)' %
                  (opt['memterm'], opt['timeout'], opt['jobs']), flush=True)
            with cf.ThreadPoolExecutor(opt['jobs']) as ex:
                futs = {ex.submit(memterm_check, p): p for p in progs}
                for f in cf.as_completed(futs):
                    p = futs[f]
                    p.update(f.result())
                    print('  %-40s %-15s expect %-5s -> %-28s %-13s %6.1fs' %
                          (p['name'], p['prop'], p['expect'], p['mresult'][:28],
                           p['mclass'], p['mtime']), flush=True)
            report(progs, do_native)
            bad |= any(p['mclass'] == 'wrong' for p in progs)
        if opt['csv']:
            with open(opt['csv'], 'w', newline='') as fh:
                w = csv.writer(fh)
                w.writerow(['program', 'property', 'expected', 'native',
                            'native_status', 'native_detail', 'native_runs',
                            'memterm_result', 'memterm_class',
                            'memterm_time'])
                for p in progs:
                    w.writerow([p['name'], p['prop'], p['expect'],
                                p.get('native', ''), p.get('nstatus', ''),
                                p.get('ndetail', ''), p.get('nruns', ''),
                                p.get('mresult', ''), p.get('mclass', ''),
                                '%.2f' % p['mtime'] if 'mtime' in p else ''])
    finally:
        if opt['keep']:
            print('native binaries kept in ' + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return 1 if bad else 0


def report(progs, native):
    classes = ('correct true', 'correct false', 'wrong', 'unknown')
    for prop in PROPS:
        ps = [p for p in progs if p['prop'] == prop]
        if not ps:
            continue
        print('\n== %s (%d programs)' % (prop, len(ps)))
        print('%-40s %-6s %-7s %-30s %-13s %7s' %
              ('program', 'expect', 'native', 'memterm', 'class', 'time'))
        for p in sorted(ps, key=lambda p: p['name']):
            print('%-40s %-6s %-7s %-30s %-13s %6.1fs' %
                  (p['name'], p['expect'], p.get('native', '-'),
                   p['mresult'][:30], p['mclass'], p['mtime']))
    print('\n== summary')
    hdr = '%-16s %5s %13s %13s %6s %8s %12s' % (
        'property', 'progs', 'correct true', 'correct false', 'wrong',
        'unknown', 'median time')
    print(hdr)
    for prop in PROPS + ('total',):
        ps = [p for p in progs if prop == 'total' or p['prop'] == prop]
        if not ps:
            continue
        c = {k: sum(1 for p in ps if p['mclass'] == k) for k in classes}
        med = statistics.median(p['mtime'] for p in ps)
        print('%-16s %5d %13s %13s %6d %8d %11.1fs' % (
            prop, len(ps),
            '%d/%d' % (c['correct true'],
                       sum(1 for p in ps if p['expect'] == 'true')),
            '%d/%d' % (c['correct false'],
                       sum(1 for p in ps if p['expect'] == 'false')),
            c['wrong'], c['unknown'], med))


sys.exit(main())
PYEOF
