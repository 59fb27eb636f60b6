#!/usr/bin/env python3
"""check_witness.py WITNESS PROGRAM -- validate a memterm violation witness.

Checks the required keys of GraphML 1.0 (graph data, one entry node, one
violation node, a path of edges) or YAML 2.0 violation_sequence (metadata,
task with the program's SHA-256, segments ending in a target waypoint), and
that the recorded hash is the program's.  Prints
    values: V1,V2,...     (the \\result constraints, in order)
    target: LINE
so a test can replay the values with `memterm --run --nondet`.

A GraphML non-termination witness (a node with cyclehead) instead needs the
specification CHECK( init(main()), LTL(F end) ), exactly one cyclehead node
with an invariant, a path from the entry to it (the stem) and a path from
it back to it (the cycle); it prints
    stem: V1,...          (the stem's \\result values)
    cycle: V1,...         (the cycle's)
    invariant: EXPR
Exits 1 with a message on the first problem."""
import hashlib
import re
import sys
import xml.etree.ElementTree as ET


def fail(msg):
    print("check_witness: " + msg)
    sys.exit(1)


def value_of(constraint):
    m = re.fullmatch(r"\s*\\result\s*==\s*\(?(-?\d+)[UuLl]*\s*(?:-\s*1\))?\s*;?\s*", constraint)
    if not m:
        fail("unexpected constraint %r" % constraint)
    v = int(m.group(1))
    if constraint.strip().endswith("1)"):
        v -= 1
    return v


def check_graphml(path, sha):
    ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
    root = ET.parse(path).getroot()
    graph = root.find("g:graph", ns)
    if graph is None:
        fail("no <graph>")
    gdata = {d.get("key"): (d.text or "") for d in graph.findall("g:data", ns)}
    for k in ("witness-type", "sourcecodelang", "producer", "specification", "programfile",
              "programhash", "architecture", "creationtime"):
        if k not in gdata:
            fail("graph data %s missing" % k)
    if gdata["witness-type"] != "violation_witness":
        fail("witness-type is %r" % gdata["witness-type"])
    if gdata["programhash"] != sha:
        fail("programhash %s is not the program's %s" % (gdata["programhash"], sha))
    if gdata["architecture"] not in ("32bit", "64bit"):
        fail("architecture %r" % gdata["architecture"])
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)", gdata["creationtime"]):
        fail("creationtime %r" % gdata["creationtime"])
    nodes = {}
    for n in graph.findall("g:node", ns):
        nodes[n.get("id")] = {d.get("key"): d.text for d in n.findall("g:data", ns)}
    if any(d.get("cyclehead") == "true" for d in nodes.values()):
        return check_nonterm(graph, ns, gdata, nodes)
    entries = [i for i, d in nodes.items() if d.get("entry") == "true"]
    viols = [i for i, d in nodes.items() if d.get("violation") == "true"]
    if len(entries) != 1 or len(viols) != 1:
        fail("need one entry and one violation node, have %d and %d" % (len(entries), len(viols)))
    succ = {}
    for e in graph.findall("g:edge", ns):
        s, t = e.get("source"), e.get("target")
        if s not in nodes or t not in nodes:
            fail("edge between unknown nodes %s -> %s" % (s, t))
        succ[s] = (t, {d.get("key"): d.text for d in e.findall("g:data", ns)})
    cur, values, target = entries[0], [], None
    for _ in range(len(nodes)):
        if cur == viols[0]:
            break
        if cur not in succ:
            fail("the path from the entry does not reach the violation node")
        cur, data = succ[cur]
        if "assumption" in data:
            if "assumption.resultfunction" not in data:
                fail("assumption with \\result but no assumption.resultfunction")
            values.append(value_of(data["assumption"]))
        if cur == viols[0]:
            target = data.get("startline")
    if cur != viols[0]:
        fail("the path does not end in the violation node")
    return values, target


def check_nonterm(graph, ns, gdata, nodes):
    if gdata["specification"] != "CHECK( init(main()), LTL(F end) )":
        fail("specification %r" % gdata["specification"])
    entries = [i for i, d in nodes.items() if d.get("entry") == "true"]
    heads = [i for i, d in nodes.items() if d.get("cyclehead") == "true"]
    if len(entries) != 1 or len(heads) != 1:
        fail("need one entry and one cyclehead node, have %d and %d" % (len(entries), len(heads)))
    if any(d.get("violation") == "true" for d in nodes.values()):
        fail("a non-termination witness has no violation node")
    head = heads[0]
    inv = nodes[head].get("invariant")
    if not inv:
        fail("the cyclehead has no invariant")
    succ = {}
    for e in graph.findall("g:edge", ns):
        s, t = e.get("source"), e.get("target")
        if s not in nodes or t not in nodes:
            fail("edge between unknown nodes %s -> %s" % (s, t))
        if s in succ:
            fail("node %s has two outgoing edges" % s)
        succ[s] = (t, {d.get("key"): d.text for d in e.findall("g:data", ns)})

    def walk(start, stop):
        cur, vals, last = start, [], None
        for _ in range(len(nodes) + 1):
            if cur not in succ:
                fail("the path from %s does not reach %s" % (start, stop))
            cur, data = succ[cur]
            last = data
            if "assumption" in data:
                if "assumption.resultfunction" not in data:
                    fail("assumption with \\result but no assumption.resultfunction")
                vals.append(value_of(data["assumption"]))
            if cur == stop:
                return vals, last
        fail("the path from %s does not reach %s" % (start, stop))

    stem, into = walk(entries[0], head)
    cycle, back = walk(head, head)
    if into.get("enterLoopHead") != "true" or back.get("enterLoopHead") != "true":
        fail("the edges into the cyclehead must enter the loop head")
    return stem, cycle, inv


def check_yaml(path, sha, program):
    import yaml
    doc = yaml.safe_load(open(path))
    if not isinstance(doc, list) or len(doc) != 1:
        fail("a witness is a list with one entry")
    e = doc[0]
    if e.get("entry_type") != "violation_sequence":
        fail("entry_type %r" % e.get("entry_type"))
    md = e.get("metadata", {})
    for k in ("format_version", "uuid", "creation_time", "producer", "task"):
        if k not in md:
            fail("metadata.%s missing" % k)
    if md["format_version"] != "2.0":
        fail("format_version %r" % md["format_version"])
    if not re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", md["uuid"]):
        fail("uuid %r" % md["uuid"])
    for k in ("name", "version"):
        if k not in md["producer"]:
            fail("producer.%s missing" % k)
    task = md["task"]
    for k in ("input_files", "input_file_hashes", "specification", "data_model", "language"):
        if k not in task:
            fail("task.%s missing" % k)
    if task["input_file_hashes"].get(task["input_files"][0]) != sha:
        fail("input_file_hashes does not hold the program's hash")
    if task["data_model"] not in ("ILP32", "LP64"):
        fail("data_model %r" % task["data_model"])
    segs = e.get("content", [])
    if not segs:
        fail("no segments")
    values, target = [], None
    for i, s in enumerate(segs):
        wps = [w["waypoint"] for w in s["segment"]]
        follow = [w for w in wps if w["action"] == "follow"]
        if len(follow) != 1 or wps[-1]["action"] != "follow":
            fail("segment %d must end with its one follow waypoint" % i)
        w = follow[0]
        loc = w.get("location", {})
        for k in ("file_name", "line"):
            if k not in loc:
                fail("waypoint location.%s missing" % k)
        if loc["file_name"] not in task["input_files"]:
            fail("location file %r is not an input file" % loc["file_name"])
        last = i == len(segs) - 1
        if last != (w["type"] == "target"):
            fail("exactly the last segment ends with the target")
        if w["type"] == "function_return":
            c = w.get("constraint", {})
            if c.get("format") != "c_expression":
                fail("constraint format %r" % c.get("format"))
            values.append(value_of(c["value"]))
        elif w["type"] == "target":
            target = loc["line"]
    return values, target


def main():
    if len(sys.argv) != 3:
        fail("usage: check_witness.py WITNESS PROGRAM")
    wit, prog = sys.argv[1], sys.argv[2]
    sha = hashlib.sha256(open(prog, "rb").read()).hexdigest()
    if wit.endswith((".yml", ".yaml")):
        values, target = check_yaml(wit, sha, prog)
    else:
        res = check_graphml(wit, sha)
        if len(res) == 3:
            stem, cycle, inv = res
            print("stem: " + ",".join(str(v) for v in stem))
            print("cycle: " + ",".join(str(v) for v in cycle))
            print("invariant: " + inv)
            return
        values, target = res
    print("values: " + ",".join(str(v) for v in values))
    print("target: %s" % target)


main()
