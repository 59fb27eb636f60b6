# lit configuration of memterm's regression suite (test/lit).
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv test/lit
#   ... --param memterm=/path/to/memterm   (default: <repo>/build/memterm)
import os
import lit.formats

config.name = 'memterm'
config.suffixes = ['.c', '.test']
config.excludes = ['Inputs']
config.test_format = lit.formats.ShTest(execute_external=True)
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root

lit_dir = config.test_source_root
repo = os.path.dirname(os.path.dirname(lit_dir))
memterm = os.path.abspath(lit_config.params.get('memterm',
                                                os.path.join(repo, 'build', 'memterm')))
llvm_bin = '/usr/lib/llvm-19/bin'

# Tests run with bash (pipefail is lit's default for external shells).
for var in ('ASAN_OPTIONS', 'UBSAN_OPTIONS', 'LSAN_OPTIONS', 'HOME', 'PATH'):
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.environment['MEMTERM'] = memterm
# Z3's own leaks when Spacer is stopped (lsan.supp)
lsan = 'suppressions=%s' % os.path.join(lit_dir, 'lsan.supp')
config.environment['LSAN_OPTIONS'] = (config.environment.get('LSAN_OPTIONS', '') + ':' + lsan).lstrip(':')
config.environment['LC_ALL'] = 'C'

# The sampled Csmith campaign (native/csmith_sample.test) needs Csmith and
# its runtime headers (Debian: csmith, libcsmith-dev; scripts/install-deps.sh).
import shutil
if shutil.which('csmith') and os.path.isfile('/usr/include/csmith/csmith.h'):
    config.available_features.add('csmith')

# The BenchExec tool-info test (tools/benchexec.test) needs BenchExec, which
# Debian 12 does not package: give its source folder with
# --param benchexec=DIR (or BENCHEXEC_DIR); without it the test is skipped.
import subprocess
benchexec_dir = lit_config.params.get('benchexec', os.environ.get('BENCHEXEC_DIR', ''))
benchexec_path = os.pathsep.join(p for p in (benchexec_dir, repo) if p)
if subprocess.run(['python3', '-c', 'import benchexec.tools.template'],
                  env=dict(os.environ, PYTHONPATH=benchexec_path),
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
    config.available_features.add('benchexec')

# a Python with jsonschema (Debian: python3-jsonschema) for tools/json.test
pyjson = 'python3'
if subprocess.run(['python3', '-c', 'import jsonschema'], stdout=subprocess.DEVNULL,
                  stderr=subprocess.DEVNULL).returncode != 0 and os.path.exists('/usr/bin/python3'):
    pyjson = '/usr/bin/python3'

# OASIS's SARIF 2.1.0 schema for tools/sarif.test (not committed: its
# licence is OASIS's IPR policy): --param sarif_schema=FILE
sarif_schema = lit_config.params.get('sarif_schema', os.environ.get('SARIF_SCHEMA', ''))
sarif_schema_opt = '--schema ' + sarif_schema if sarif_schema else ''

# The slow proofs (REQUIRES: optimized) run with the release binary only:
# the sanitizer build checks the same code paths on the quick tests, at a
# third of the speed.
if os.sep + 'asan' + os.sep not in memterm:
    config.available_features.add('optimized')

# clang's sanitizer runtimes (Debian: libclang-rt-19-dev) for the
# sanitizer-differential campaign's sample (campaign/ub_sample.test)
if subprocess.run(['/usr/lib/llvm-19/bin/clang', '-fsanitize=address,undefined', '-x', 'c', '-',
                   '-o', os.devnull], input=b'int main(void){return 0;}',
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
    config.available_features.add('sanitizers')

for tool in ('man', 'dot', 'chromium', 'frama-c'):
    if shutil.which(tool):
        config.available_features.add(tool)

# Longer substitutions first: lit replaces in list order.
config.substitutions.append(('%benchexec_path', benchexec_path))
config.substitutions.append(('%repo', repo))
config.substitutions.append(('%pyjson', pyjson))
config.substitutions.append(('%sarif_schema_opt', sarif_schema_opt))
config.substitutions.append(('%memterm_dir', os.path.dirname(os.path.dirname(memterm))
                             if os.path.basename(os.path.dirname(memterm)) == 'build'
                             else os.path.dirname(memterm)))
config.substitutions.append(('%memterm', memterm))
config.substitutions.append(('%props', os.path.join(lit_dir, 'props')))
config.substitutions.append(('%scripts', os.path.join(repo, 'scripts')))
config.substitutions.append(('%compare',
                             'env MEMTERM=%s bash %s' % (memterm, os.path.join(lit_dir, 'compare.sh'))))
config.substitutions.append(('%status', 'bash %s' % os.path.join(lit_dir, 'status.sh')))
config.substitutions.append(('%cc', 'gcc -std=gnu17 -w'))
config.substitutions.append((r'(?<![/.\w-])FileCheck(?![/.\w-])', os.path.join(llvm_bin, 'FileCheck')))
config.substitutions.append((r'(?<![/.\w-])not(?![/.\w-])', os.path.join(llvm_bin, 'not')))
config.substitutions.append((r'(?<![/.\w-])count(?![/.\w-])', os.path.join(llvm_bin, 'count')))

# A hung interpreter must fail its test rather than the whole run
# (needs psutil; without it, compare.sh and the RUN lines use `timeout`).
try:
    import psutil  # noqa: F401
    lit_config.maxIndividualTestTime = 120
except ImportError:
    pass
