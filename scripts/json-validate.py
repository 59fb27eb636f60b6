#!/usr/bin/env python3
"""json-validate.py [--schema FILE] OUTPUT... -- validates memterm --json
objects against docs/memterm-result.schema.json (Debian package
python3-jsonschema).  An OUTPUT may hold text before the object (memterm's
stdout with --json -).  Prints "valid N" or each error; exit 1 on one."""
import json
import os
import sys

import jsonschema

args = sys.argv[1:]
schema_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'docs',
                           'memterm-result.schema.json')
if args[:1] == ['--schema']:
    schema_path, args = args[1], args[2:]
schema = json.load(open(schema_path))
validator = jsonschema.Draft202012Validator(schema)
# for the messages: each of the two kinds of object on its own
branch = [jsonschema.Draft202012Validator(dict(b, **{'$defs': schema['$defs']}))
          for b in schema['oneOf']]
bad = 0
for path in args:
    text = open(path).read()
    start = text.find('\n{') + 1 if not text.startswith('{') else 0
    try:
        obj = json.loads(text[start:])
    except ValueError as e:
        print(f'{path}: not JSON: {e}')
        bad += 1
        continue
    errors = list(validator.iter_errors(obj))
    if errors:  # say why, by the kind of object it claims to be
        kind = branch[1] if isinstance(obj, dict) and obj.get('result') == 'error' else branch[0]
        errors = sorted(kind.iter_errors(obj), key=lambda e: list(e.absolute_path)) or errors
    for e in errors:
        print(f'{path}: {"/".join(map(str, e.absolute_path)) or "(root)"}: {e.message[:300]}')
    bad += bool(errors)
if bad:
    sys.exit(1)
print(f'valid {len(args)}')
