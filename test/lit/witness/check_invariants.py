#!/usr/bin/env python3
"""check_invariants.py WITNESS.yml PROGRAM OUT.c -- a memterm correctness witness.

Checks the YAML 2.0 invariant_set (entry type, metadata, task with the
program's SHA-256, each content item a loop_invariant with a location in
the program at a for/while/do keyword, a C expression value) and prints
    invariant: LINE:COLUMN FUNCTION VALUE
per item.  Writes OUT.c: the program with each invariant checked at its
loop head -- in the condition of a for/while loop (before the condition
is evaluated), at the start of a do loop's body -- by a call that exits
with status 99 and prints "invariant violated at line L" when the
invariant is false.  Compiled and run natively, OUT.c shows whether the
invariants hold.  Exits 1 with a message on the first problem."""
import hashlib
import re
import sys

import yaml


def fail(msg):
    print("check_invariants: " + msg)
    sys.exit(1)


def skip_space(text, i):
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def matching(text, i):
    """index of the ')' closing the '(' at i, skipping strings and chars"""
    depth = 0
    while i < len(text):
        c = text[i]
        if c in "\"'":
            q = c
            i += 1
            while i < len(text) and text[i] != q:
                i += 2 if text[i] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    fail("unbalanced parentheses")


def top_level(text, start, end, ch):
    """indices of ch between start and end outside parentheses"""
    out, depth, i = [], 0, start
    while i < end:
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ch and depth == 0:
            out.append(i)
        i += 1
    return out


def instrument(text, offset, expr, line):
    """edits (position, text to insert) for the check of expr at the loop
    statement starting at offset"""
    check = "(__mt_inv_check((%s), %d), 1)" % (expr, line)
    m = re.match(r"(for|while|do)\b", text[offset:])
    if not m:
        fail("line %d: no for/while/do at the invariant's location: %r" % (line, text[offset:offset + 20]))
    kw = m.group(1)
    i = skip_space(text, offset + len(kw))
    if kw == "do":
        if text[i] != "{":
            fail("line %d: a do loop without a block" % line)
        return [(i + 1, " %s; " % check)]
    if text[i] != "(":
        fail("line %d: no '(' after %s" % (line, kw))
    close = matching(text, i)
    if kw == "while":
        return [(i + 1, check + " && ("), (close, ")")]
    semis = top_level(text, i + 1, close, ";")
    if len(semis) != 2:
        fail("line %d: a for loop without two ';'" % line)
    a, b = semis
    if text[a + 1:b].strip() == "":
        return [(a + 1, " " + check)]
    return [(a + 1, " " + check + " && ("), (b, ")")]


def main():
    if len(sys.argv) != 4:
        fail("usage: check_invariants.py WITNESS.yml PROGRAM OUT.c")
    wit, prog, out = sys.argv[1:]
    raw = open(prog, "rb").read()
    sha = hashlib.sha256(raw).hexdigest()
    text = raw.decode()
    doc = yaml.safe_load(open(wit))
    if not isinstance(doc, list) or len(doc) != 1:
        fail("a witness is a list with one entry")
    e = doc[0]
    if e.get("entry_type") != "invariant_set":
        fail("entry_type %r" % e.get("entry_type"))
    md = e.get("metadata", {})
    for k in ("format_version", "uuid", "creation_time", "producer", "task"):
        if k not in md:
            fail("metadata.%s missing" % k)
    if md["format_version"] != "2.0":
        fail("format_version %r" % md["format_version"])
    if not re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", md["uuid"]):
        fail("uuid %r" % md["uuid"])
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)", md["creation_time"]):
        fail("creation_time %r" % md["creation_time"])
    for k in ("name", "version"):
        if k not in md["producer"]:
            fail("producer.%s missing" % k)
    task = md["task"]
    for k in ("input_files", "input_file_hashes", "specification", "data_model", "language"):
        if k not in task:
            fail("task.%s missing" % k)
    if task["input_file_hashes"].get(task["input_files"][0]) != sha:
        fail("input_file_hashes does not hold the program's hash")
    if task["data_model"] not in ("ILP32", "LP64") or task["language"] != "C":
        fail("data_model %r / language %r" % (task["data_model"], task["language"]))
    lines = text.split("\n")
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln) + 1)
    edits = []
    for item in e.get("content", []):
        inv = item.get("invariant")
        if not inv:
            fail("a content item that is not an invariant")
        if inv.get("type") != "loop_invariant" or inv.get("format") != "c_expression":
            fail("type %r, format %r" % (inv.get("type"), inv.get("format")))
        loc = inv.get("location", {})
        for k in ("file_name", "line", "column", "function"):
            if k not in loc:
                fail("location.%s missing" % k)
        if loc["file_name"] not in task["input_files"]:
            fail("location file %r is not an input file" % loc["file_name"])
        value = inv.get("value")
        if not isinstance(value, str) or not value:
            fail("value %r" % value)
        line, col = loc["line"], loc["column"]
        print("invariant: %d:%d %s %s" % (line, col, loc["function"], value))
        edits += instrument(text, starts[line - 1] + col - 1, value, line)
    for pos, ins in sorted(edits, key=lambda x: -x[0]):
        text = text[:pos] + ins + text[pos:]
    prelude = ("static void __mt_inv_check(int ok, int line) { if (!ok) { "
               "__builtin_printf(\"invariant violated at line %d\\n\", line); "
               "__builtin_exit(99); } } ")
    open(out, "w").write(prelude + "\n#line 1\n" + text)


main()
