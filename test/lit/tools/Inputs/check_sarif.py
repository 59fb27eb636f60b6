#!/usr/bin/env python3
"""check_sarif.py [--schema FILE] LOG... -- checks memterm's SARIF logs.

Without --schema: the structure SARIF 2.1.0 requires of what memterm writes
(version, runs, tool.driver with name and rules, each result's message,
ruleId among the rules and ruleIndex pointing at it, level and kind from the
standard's sets, physical locations with a URI and 1-based regions, code
flows whose thread-flow locations are locations).  With --schema: also
validation against OASIS's JSON schema (sarif-schema-2.1.0.json, draft 4).
Prints per log "LOG: N result(s): level ruleId line, ..." or the problems;
exit 1 on one."""
import json
import sys

LEVELS = {'none', 'note', 'warning', 'error'}
KINDS = {'notApplicable', 'pass', 'fail', 'review', 'open', 'informational'}
IMPORTANCE = {'important', 'essential', 'unimportant'}

args = sys.argv[1:]
schema = None
if args[:1] == ['--schema']:
    import jsonschema
    schema = jsonschema.Draft4Validator(json.load(open(args[1])))
    args = args[2:]


def check_location(loc, where, problems):
    phys = loc.get('physicalLocation')
    if not isinstance(phys, dict):
        problems.append(f'{where}: no physicalLocation')
        return
    uri = phys.get('artifactLocation', {}).get('uri')
    if not isinstance(uri, str) or not uri.startswith('file:///'):
        problems.append(f'{where}: artifactLocation.uri is not a file URI: {uri!r}')
    region = phys.get('region')
    if region is not None:
        for k in ('startLine', 'startColumn'):
            if k in region and (not isinstance(region[k], int) or region[k] < 1):
                problems.append(f'{where}: region.{k} must be an integer >= 1')
    if 'message' in loc and not isinstance(loc['message'].get('text'), str):
        problems.append(f'{where}: message without text')


bad = False
for path in args:
    log = json.load(open(path))
    problems = []
    if schema:
        problems += [f'schema: {e.message[:200]}' for e in schema.iter_errors(log)]
    if log.get('version') != '2.1.0':
        problems.append('version is not "2.1.0"')
    runs = log.get('runs')
    if not isinstance(runs, list) or len(runs) != 1:
        problems.append('runs is not a list of one run')
        runs = [{}]
    run = runs[0]
    driver = run.get('tool', {}).get('driver', {})
    if not isinstance(driver.get('name'), str):
        problems.append('tool.driver.name missing')
    rules = [r.get('id') for r in driver.get('rules', [])]
    summary = []
    for i, res in enumerate(run.get('results', None) if isinstance(run.get('results'), list) else []):
        w = f'results[{i}]'
        if not isinstance(res.get('message', {}).get('text'), str):
            problems.append(f'{w}: message.text missing')
        if res.get('ruleId') not in rules:
            problems.append(f'{w}: ruleId {res.get("ruleId")!r} is not a rule of the driver')
        elif 'ruleIndex' in res and rules[res['ruleIndex']] != res['ruleId']:
            problems.append(f'{w}: ruleIndex does not point at ruleId')
        if res.get('level') not in LEVELS or res.get('kind') not in KINDS:
            problems.append(f'{w}: level/kind outside the standard sets')
        for j, loc in enumerate(res.get('locations', [])):
            check_location(loc, f'{w}.locations[{j}]', problems)
        steps = 0
        for cf in res.get('codeFlows', []):
            for tf in cf.get('threadFlows', []):
                if not tf.get('locations'):
                    problems.append(f'{w}: a threadFlow without locations')
                for k, tl in enumerate(tf.get('locations', [])):
                    check_location(tl.get('location', {}), f'{w}.threadFlow[{k}]', problems)
                    if tl.get('importance', 'important') not in IMPORTANCE:
                        problems.append(f'{w}.threadFlow[{k}]: importance outside the set')
                    steps += 1
        region = res.get('locations', [{}])[0].get('physicalLocation', {}).get('region', {})
        summary.append(f'{res.get("level")} {res.get("ruleId")} line {region.get("startLine")}'
                       + (f' flow {steps}' if steps else ''))
    if not isinstance(run.get('results'), list):
        problems.append('run.results is not a list')
    verdict = run.get('properties', {}).get('verdict')
    if problems:
        bad = True
        for p in problems:
            print(f'{path}: {p}')
    else:
        print(f'{path.split("/")[-1]}: {verdict}: {len(summary)} result(s)' + (': ' if summary else '') + ', '.join(summary))
sys.exit(1 if bad else 0)
