#!/usr/bin/env python3
"""Differential campaign: memterm's interpreter against gcc and clang.

For each seed, Csmith generates a program (free of undefined behaviour; it
prints a checksum of its globals).  The program is compiled natively with
gcc -O0 and clang-19 -O0 and run; a program on which the two compilers
disagree, that does not compile or that runs out of time natively is
skipped.  Then `memterm --run FILE` runs it, and its stdout and exit status
are compared with the native ones:

  agree     same stdout, same exit status, memterm reports `run: exit N`
  differ    anything else except the next case (a false violation report,
            another output, another status, a crash, an input error):
            a bug of memterm
  unknown   memterm stopped (exit 102: unsupported construct, step limit,
            timeout, resource limit); counted with its reason line

With `--verify PRP,...` every agreeing program is also verified against
each property file (issue 12, 2(a)): Csmith's programs have no undefined
behaviour and terminate, so a `false`, a crash or an answer without a
Result line is wrong (kept under verdict/); `true` and `unknown` are
counted, the unknown ones with their reasons.

Differing programs are kept in the output directory (never in the
repository) with the native and memterm outputs and a `cmd` file;
`--keep-unknown` keeps the stopped ones too.  The summary's last line is
`fuzz-exec: N tried, N skipped, N agree, N differ, N unknown`; the exit
status is 1 when a program differs or a verdict is wrong.  Standard library only.
Usage: see scripts/fuzz-exec.sh (which runs this under nice -n 19).
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

CSMITH_OPTS = ['--max-funcs', '4', '--max-block-depth', '3', '--max-block-size', '4',
               '--max-expr-complexity', '8', '--max-array-dim', '2',
               '--max-array-len-per-dim', '8', '--max-struct-fields', '8',
               '--max-union-fields', '4']


def csmith_include():
    env = os.environ.get('CSMITH_INCLUDE')
    if env:
        return env
    for d in ['/usr/include/csmith', '/usr/local/include/csmith']:
        if os.path.isfile(os.path.join(d, 'csmith.h')):
            return d
    for base in ['/usr/include', '/usr/local/include']:
        try:
            for name in sorted(os.listdir(base)):
                d = os.path.join(base, name)
                if name.startswith('csmith-') and os.path.isfile(os.path.join(d, 'csmith.h')):
                    return d
        except OSError:
            pass
    return None


def run(cmd, timeout, env=None, cwd=None):
    """(returncode or None on timeout, stdout bytes, stderr bytes, seconds)."""
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - t0
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b'', e.stderr or b'', time.monotonic() - t0


def normalize_reason(line):
    """A reason line without places and numbers, so that equal causes count together."""
    line = re.sub(r'\S+\.c:\d+(:\d+)?', 'FILE:L', line)
    line = re.sub(r'\b(in) \w+', r'\1 F', line)
    line = re.sub(r'\b\d+\b', 'N', line)
    return line.strip()


def memterm_reason(err):
    """The line of memterm's stderr that says why a run did not end normally."""
    lines = err.decode('utf-8', 'replace').splitlines()
    for pat in (r'^memterm: run: (violation|leak|abort|stopped)', r'^memterm: error:',
                r'^memterm: run:', r'(ERROR|Sanitizer|runtime error)'):
        for ln in lines:
            if re.search(pat, ln):
                return ln
    return lines[-1] if lines else '(no output on stderr)'


class Campaign:
    def __init__(self, a):
        self.a = a
        self.counts = collections.Counter()
        self.skip_reasons = collections.Counter()
        self.differ_reasons = collections.Counter()
        self.unknown_reasons = collections.Counter()
        self.differ_seeds = []
        self.memterm_secs = 0.0
        # --verify: per property file a Counter of outcomes (true, unknown,
        # false, crash) and the reasons of the unknown answers
        self.verdicts = collections.OrderedDict((prp, collections.Counter()) for prp in a.verify)
        self.verdict_reasons = collections.Counter()
        self.wrong = []
        self.inc = a.csmith_include or csmith_include()
        if not self.inc:
            sys.exit('fuzz-exec: no csmith.h found (Debian: libcsmith-dev); set CSMITH_INCLUDE')
        self.env = dict(os.environ)
        self.env['CPATH'] = self.inc + (':' + self.env['CPATH'] if self.env.get('CPATH') else '')
        self.env['LC_ALL'] = 'C'

    def log(self, msg):
        if not self.a.quiet:
            print(msg, flush=True)

    def keep(self, sub, seed, work, files):
        d = os.path.join(self.a.out, sub, 'seed%d' % seed)
        os.makedirs(d, exist_ok=True)
        for name, data in files.items():
            with open(os.path.join(d, name), 'wb') as f:
                f.write(data)
        shutil.copy(os.path.join(work, 'prog.c'), os.path.join(d, 'prog.c'))
        return d

    def one(self, seed, work):
        a = self.a
        src = os.path.join(work, 'prog.c')
        # cwd: csmith writes platform.info where it runs
        rc, _, err, _ = run([a.csmith, '--seed', str(seed)] + a.csmith_opts + ['-o', src], 60,
                            cwd=work)
        if rc != 0:
            return 'skip', 'csmith failed'
        natives = []
        for cc in (a.gcc, a.clang):
            exe = os.path.join(work, os.path.basename(cc) + '.bin')
            rc, _, err, _ = run([cc, '-O0', '-w', '-I', self.inc, '-o', exe, src], 120)
            if rc != 0:
                return 'skip', '%s cannot compile it' % os.path.basename(cc)
            rc, out, _, _ = run([exe], a.native_timeout, cwd=work)
            if rc is None:
                return 'skip', 'native run timed out (%s)' % os.path.basename(cc)
            natives.append((rc, out))
        if natives[0] != natives[1]:
            return 'skip', 'gcc and clang disagree'
        nrc, nout = natives[0]
        cmd = [a.memterm, '--run', src, '--timeout', str(a.memterm_timeout)]
        rc, out, err, secs = run(cmd, a.memterm_timeout + 30, env=self.env, cwd=work)
        self.memterm_secs += secs
        files = {'native.out': nout, 'memterm.out': out, 'memterm.err': err,
                 'cmd': ('native exit %d; CPATH=%s %s --run prog.c --timeout %d  (%.1fs)\n'
                         % (nrc, self.inc, a.memterm_orig, a.memterm_timeout, secs)).encode()}
        if rc is None:
            reason = 'memterm exceeded --timeout by 30 s'
            if a.keep_unknown:
                self.keep('unknown', seed, work, files)
            return 'unknown', reason
        report = err.decode('utf-8', 'replace').splitlines()
        ok_report = ('memterm: run: exit %d' % nrc) in report
        if rc == nrc and out == nout and ok_report:
            if a.verify:
                self.verify(seed, work, src)
            return 'agree', None
        if rc == 102:
            # stopped: unsupported construct, step limit, timeout
            reason = memterm_reason(err)
            if a.keep_unknown:
                self.keep('unknown', seed, work, files)
            return 'unknown', reason
        if out != nout:
            why = 'stdout differs'
        elif rc != nrc:
            why = 'exit status %d, native %d' % (rc, nrc)
        else:
            why = 'report'
        reason = '%s: %s' % (why, memterm_reason(err))
        d = self.keep('differ', seed, work, files)
        self.differ_seeds.append((seed, d))
        return 'differ', reason

    def verify(self, seed, work, src):
        """The verifier on a program that ran as natively: it has no undefined
        behaviour and terminates (Csmith's guarantee, the native runs), so
        `false` for any of the properties is wrong, and so is a crash or an
        answer without a Result line; `true` and `unknown` are fine."""
        a = self.a
        for prp in a.verify:
            cmd = [a.memterm, '--property-file', prp, '--timeout', str(a.verify_timeout), src]
            rc, out, err, secs = run(cmd, a.verify_timeout + 60, env=self.env, cwd=work)
            self.memterm_secs += secs
            lines = out.decode('utf-8', 'replace').splitlines()
            result = lines[-1] if lines and lines[-1].startswith('Result: ') else None
            name = os.path.basename(prp)
            if rc is None or rc != 0 or result is None:
                kind = 'crash'
                why = 'timeout' if rc is None else 'exit status %s, %s' % (
                    rc, result or 'no Result line')
            else:
                kind = result[len('Result: '):].split('(')[0]
                why = result
            self.verdicts[prp][kind] += 1
            if kind == 'unknown':
                reason = [ln for ln in lines if ln.startswith('Reason:')]
                self.verdict_reasons[(name, normalize_reason(reason[0] if reason else '?'))] += 1
            if kind in ('false', 'crash'):
                d = self.keep('verdict', seed, work, {
                    name + '.out': out, name + '.err': err,
                    name + '.cmd': ('CPATH=%s %s --property-file %s --timeout %d prog.c\n'
                                    % (self.inc, a.memterm_orig, prp, a.verify_timeout)).encode()})
                self.wrong.append((seed, name, why, d))
            self.log('  verify %s: %s (%.1fs)' % (name, why, secs))

    def campaign(self):
        a = self.a
        t0 = time.monotonic()
        seed = a.seeds[0] if a.seeds else a.seed
        tried = 0
        while True:
            if a.seeds and tried < len(a.seeds):
                seed = a.seeds[tried]
            if a.count is not None and tried >= a.count:
                break
            if a.seconds is not None and time.monotonic() - t0 >= a.seconds:
                break
            work = tempfile.mkdtemp(prefix='fuzz-exec.')
            try:
                kind, reason = self.one(seed, work)
            finally:
                shutil.rmtree(work, ignore_errors=True)
            tried += 1
            self.counts[kind] += 1
            if kind == 'skip':
                self.skip_reasons[reason] += 1
            elif kind == 'differ':
                self.differ_reasons[normalize_reason(reason)] += 1
            elif kind == 'unknown':
                self.unknown_reasons[normalize_reason(reason)] += 1
            self.log('seed %d: %s%s' % (seed, kind, ': ' + reason if reason else ''))
            seed += 1
        secs = time.monotonic() - t0
        c = self.counts
        seeds = (','.join(map(str, a.seeds)) if a.seeds
                 else '%d..%d' % (a.seed, a.seed + tried - 1))
        print('fuzz-exec: seeds %s, %.0f s (memterm %.0f s), csmith %s'
              % (seeds, secs, self.memterm_secs, ' '.join(a.csmith_opts)))
        for title, ctr in (('skipped', self.skip_reasons), ('differ', self.differ_reasons),
                           ('unknown', self.unknown_reasons)):
            for r, n in ctr.most_common():
                print('  %-8s %5d  %s' % (title, n, r))
        for s, d in self.differ_seeds:
            print('  differing program: seed %d in %s' % (s, d))
        for prp, ctr in self.verdicts.items():
            print('fuzz-exec: verify %s: %d true, %d unknown, %d false, %d crash'
                  % (os.path.basename(prp), ctr['true'], ctr['unknown'], ctr['false'],
                     ctr['crash']))
        for (name, r), n in self.verdict_reasons.most_common():
            print('  unknown  %5d  %s: %s' % (n, name, r))
        for seed_, name, why, d in self.wrong:
            print('  WRONG: seed %d %s: %s (kept in %s)' % (seed_, name, why, d))
        print('fuzz-exec: %d tried, %d skipped, %d agree, %d differ, %d unknown'
              % (tried, c['skip'], c['agree'], c['differ'], c['unknown']))
        return 1 if c['differ'] or self.wrong else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    g = p.add_mutually_exclusive_group()
    g.add_argument('-n', '--count', type=int, help='number of programs (default 100)')
    g.add_argument('-t', '--seconds', type=float, help='time budget in seconds')
    p.add_argument('-s', '--seed', type=int, default=1, help='first Csmith seed (default 1)')
    g.add_argument('--seeds', help='comma-separated list of Csmith seeds instead')
    p.add_argument('-o', '--out', help='where differing programs are kept '
                   '(default: $TMPDIR/fuzz-exec.out)')
    p.add_argument('--memterm', default='build/memterm')
    p.add_argument('--csmith', default='csmith')
    p.add_argument('--gcc', default='gcc')
    p.add_argument('--clang', default='clang-19')
    p.add_argument('--csmith-include', help='folder of csmith.h (default: found)')
    p.add_argument('--csmith-opts', help='Csmith options replacing the default ones')
    p.add_argument('--native-timeout', type=float, default=10)
    p.add_argument('--memterm-timeout', type=int, default=120, help='memterm --timeout')
    p.add_argument('--keep-unknown', action='store_true', help='keep stopped programs too')
    p.add_argument('--no-copy', action='store_true',
                   help='run --memterm where it is (default: a private copy, so that a '
                   'rebuild during the campaign changes nothing)')
    p.add_argument('--verify', default='',
                   help='comma-separated property files: on every agreeing program, run the '
                   'verifier with each (a false, a crash or no Result line is wrong)')
    p.add_argument('--verify-timeout', type=int, default=20, help='its --timeout (default 20)')
    p.add_argument('-q', '--quiet', action='store_true', help='summary only')
    a = p.parse_args()
    a.verify = [os.path.abspath(x) for x in a.verify.split(',') if x.strip()]
    for prp in a.verify:
        if not os.path.isfile(prp):
            sys.exit('fuzz-exec: no property file %s' % prp)
    if a.seeds:
        a.seeds = [int(x) for x in a.seeds.split(',') if x.strip()]
        a.count = len(a.seeds)
    if a.count is None and a.seconds is None:
        a.count = 100
    a.csmith_opts = a.csmith_opts.split() if a.csmith_opts is not None else CSMITH_OPTS
    if a.out is None:
        a.out = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'fuzz-exec.out')
    a.memterm = os.path.abspath(a.memterm)
    if not os.access(a.memterm, os.X_OK):
        sys.exit('fuzz-exec: %s is not executable (run make)' % a.memterm)
    for tool in (a.csmith, a.gcc, a.clang):
        if not shutil.which(tool):
            sys.exit('fuzz-exec: %s not found (Debian: csmith, gcc, clang-19)' % tool)
    # a private copy of the binary: a rebuild during the campaign changes nothing
    snap = tempfile.mkdtemp(prefix='fuzz-exec-bin.')
    try:
        a.memterm_orig = a.memterm
        if not a.no_copy:
            shutil.copy2(a.memterm, os.path.join(snap, 'memterm'))
            a.memterm = os.path.join(snap, 'memterm')
        rc = Campaign(a).campaign()
    finally:
        shutil.rmtree(snap, ignore_errors=True)
    sys.exit(rc)


if __name__ == '__main__':
    main()
