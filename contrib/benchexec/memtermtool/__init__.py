# memterm's BenchExec tool-info module as a package outside BenchExec:
# tool name "memtermtool.memterm" with contrib/benchexec on PYTHONPATH.
