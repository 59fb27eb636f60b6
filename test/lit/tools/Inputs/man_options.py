#!/usr/bin/env python3
"""man_options.py MAN_PAGE HELP_TEXT -- compares the options of the man
page's OPTIONS section with those of `memterm --help`: prints each option
that only one of them has and exits 1 when there is one; otherwise prints
"same N options"."""
import re
import sys

man = open(sys.argv[1]).read()
section = man.split('.SH OPTIONS', 1)[1].split('\n.SH ', 1)[0]
in_man = set()
for line in section.splitlines():
    if not line.startswith('.B'):  # .B, .BI, .BR lines name the option
        continue
    # the option words before the first argument placeholder ("...")
    words = line.split(' ', 1)[1].split('"')[0] if line.startswith('.BI') else line.split(' ', 1)[1]
    for w in re.findall(r'(?:\\-)+[a-zA-Z][a-z\\-]*', words):
        in_man.add(w.replace('\\-', '-'))

in_help = set()
for line in open(sys.argv[2]).read().splitlines():
    m = re.match(r'^  (-[^\s,]+(?:, -[^\s,]+)*)', line)
    if m:
        in_help.update(o.strip() for o in m.group(1).split(','))

only_man, only_help = in_man - in_help, in_help - in_man
for o in sorted(only_man):
    print('only in the man page:', o)
for o in sorted(only_help):
    print('only in --help:', o)
if only_man or only_help:
    sys.exit(1)
print(f'same {len(in_man)} options')
