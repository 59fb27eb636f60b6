#!/usr/bin/env python3
"""check_benchexec.py TOOLDIR OUTPUT... -- memterm's BenchExec tool-info
module against BenchExec itself.

Loads contrib/benchexec/memterm.py through BenchExec's
model.load_tool_info (no container) and prints, per memterm output file,
`<file>: <status>` as determine_result gives it for a run that ended
normally, and once more `<file> (cputime): <status>` as for a run
BenchExec stopped at its CPU-time limit.  Then the command line for an
SV-COMP task under limits, one argument per line."""
import os
import sys
from types import SimpleNamespace

from benchexec import model, util
from benchexec.tools.template import BaseTool2

tool_dir = sys.argv[1]
_, tool = model.load_tool_info("contrib.benchexec.memterm", SimpleNamespace(container=False))
for path in sys.argv[2:]:
    with open(path) as f:
        lines = f.read().splitlines()
    for reason in (None, "cputime"):
        run = BaseTool2.Run(["memterm"], util.ProcessExitCode.create(value=0), BaseTool2.RunOutput(lines), reason)
        label = os.path.basename(path) + (f" ({reason})" if reason else "")
        print(f"{label}: {tool.determine_result(run)}")

locator = BaseTool2.ToolLocator(tool_directory=tool_dir)
exe = tool.executable(locator)
print("version:", tool.version(exe))
task = BaseTool2.Task.with_files(["prog.c"], property_file="valid-memsafety.prp",
                                 options={"language": "C", "data_model": "ILP32"})
limits = BaseTool2.ResourceLimits(cputime=60, cputime_hard=70, walltime=90, memory=2 * 1024**3)
for arg in tool.cmdline(exe, ["--witness", "w.graphml"], task, limits)[1:]:
    print("arg:", arg)
