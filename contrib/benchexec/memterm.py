# BenchExec tool-info module for memterm (https://github.com/sosy-lab/benchexec,
# API BaseTool2, BenchExec >= 3.3).
#
# Use: with memterm's folder on PYTHONPATH, name the tool
# "contrib.benchexec.memterm" in a benchmark definition (see memterm.xml;
# contrib and contrib/benchexec are namespace packages); or copy this file
# to benchexec/tools/memterm.py and name it "memterm".  The
# executable is found in the tool directory, its build/ or bin/ folder, or
# on PATH.
#
# SPDX-License-Identifier: MIT

import re

import benchexec.result as result
import benchexec.tools.template
from benchexec.tools.sv_benchmarks_util import ILP32, LP64, get_data_model_from_task

# The output contract (README, "Output contract"): the last line of stdout
# is "Result: true", "Result: false(<subproperty>)" or "Result: unknown";
# "Reason: ..." lines before it explain an unknown.
_RESULT = re.compile(r"^Result: (true|false\(([a-z-]+)\)|unknown)\s*$")

_FALSE = {
    "valid-deref": result.RESULT_FALSE_DEREF,
    "valid-free": result.RESULT_FALSE_FREE,
    "valid-memtrack": result.RESULT_FALSE_MEMTRACK,
    "valid-memcleanup": result.RESULT_FALSE_MEMCLEANUP,
    "unreach-call": result.RESULT_FALSE_REACH,
    "no-overflow": result.RESULT_FALSE_OVERFLOW,
    "termination": result.RESULT_FALSE_TERMINATION,
}

# memterm's share of a memory limit: the rest is for clang, which memterm
# runs as a child process, and for what the kernel counts besides memterm
_MEMORY_SHARE = 0.85


class Tool(benchexec.tools.template.BaseTool2):
    """
    memterm: termination, memory safety, memory cleanup, unreachability of
    reach_error() and no signed overflow of C programs, by a symbolic
    execution graph over LLVM IR (proofs), replayed concrete runs and
    bounded model checking (counterexamples).
    """

    def executable(self, tool_locator):
        for subdir in ("build", "bin", ""):
            try:
                return tool_locator.find_executable("memterm", subdir=subdir)
            except benchexec.tools.template.ToolNotFoundException:
                pass
        return tool_locator.find_executable("memterm")

    def name(self):
        return "memterm"

    def version(self, executable):
        # "memterm 0.1.0"
        return self._version_from_tool(executable, "--version").replace("memterm", "").strip()

    def program_files(self, executable):
        return [executable]

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable]
        if task.property_file and "--property-file" not in options:
            cmd += ["--property-file", task.property_file]
        data_model = get_data_model_from_task(task, {ILP32: "ILP32", LP64: "LP64"})
        if data_model and "--data-model" not in options:
            cmd += ["--data-model", data_model]
        # memterm's own budget is the run's limit: its engines share it out
        # and it answers unknown before BenchExec has to stop it
        limits = [t for t in (rlimits.cputime, rlimits.walltime) if t]
        if limits and "--timeout" not in options:
            cmd += ["--timeout", str(max(1, min(limits)))]
        if rlimits.memory and "--memory-limit" not in options:
            mb = int(rlimits.memory * _MEMORY_SHARE) // (1024 * 1024)
            cmd += ["--memory-limit", str(max(1, mb))]
        return cmd + list(options) + [task.single_input_file]

    def determine_result(self, run):
        verdict = None
        for line in run.output:
            m = _RESULT.match(line)
            if m:
                verdict = m
        if verdict is None:
            if run.was_timeout:
                return result.RESULT_TIMEOUT
            for line in run.output:
                if line.startswith("memterm: error: "):
                    # the message up to its first name or detail, short
                    # enough for a table: "ERROR (cannot open)"
                    what = re.split(r"[':(]", line[len("memterm: error: ") :])[0].strip()
                    return f"{result.RESULT_ERROR} ({what[:40]})" if what else result.RESULT_ERROR
            return result.RESULT_ERROR
        if verdict.group(1) == "true":
            return result.RESULT_TRUE_PROP
        if verdict.group(1) == "unknown":
            return result.RESULT_UNKNOWN
        sub = verdict.group(2)
        return _FALSE.get(sub, f"{result.RESULT_ERROR} (unknown subproperty {sub})")

    def get_value_from_output(self, output, identifier):
        # --stats counters ("c <name> <value> <description>"), by name
        for line in output:
            parts = line.split()
            if len(parts) >= 3 and parts[0] == "c" and parts[1] == identifier:
                return parts[2]
        return None
