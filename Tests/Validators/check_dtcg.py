#!/usr/bin/env python3
"""Usage: check_dtcg.py FILE.tokens.json...

Validates each file against the DTCG 2025.10 Format schema in schemas/dtcg-2025.10
(JSON Schema draft-07, its files linked by relative $ref) with the PyPI package
`jsonschema`. Then checks what the schema leaves to prose: every token (an object with
`$value`) has a `$type`, directly or from an enclosing group, and no name starts with `$`
or holds `{`, `}` or `.` unless it is a reserved `$` property. Prints `path: error at
<json path>: <message>` per problem. Exit 0 valid, 1 invalid, 2 jsonschema missing.
"""

import json
import os
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
except ImportError:
    print("check_dtcg.py: jsonschema is missing; install it with: pip install jsonschema", file=sys.stderr)
    sys.exit(2)

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "schemas", "dtcg-2025.10")
RESERVED = {"$value", "$type", "$description", "$extensions", "$deprecated", "$extends", "$root", "$schema", "$ref"}


def registry():
    resources = []
    for folder, _, names in os.walk(ROOT):
        for name in names:
            if name.endswith(".json"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    schema = json.load(f)
                resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


def prose_problems(node, path, inherited_type):
    problems = []
    if not isinstance(node, dict):
        return problems
    group_type = node.get("$type", inherited_type)
    if "$value" in node:
        if group_type is None:
            problems.append((path, "a token without $type, here or on an enclosing group"))
        return problems
    for key, child in node.items():
        if key.startswith("$"):
            if key not in RESERVED:
                problems.append((path + [key], "names may not start with '$'"))
            continue
        if any(c in key for c in "{}."):
            problems.append((path + [key], "names may not hold '{', '}' or '.'"))
        problems += prose_problems(child, path + [key], group_type)
    return problems


def main(paths):
    with open(os.path.join(ROOT, "format.json"), encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft7Validator(schema, registry=registry())
    count = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        found = [(list(e.absolute_path), e.message) for e in validator.iter_errors(document)]
        found += prose_problems(document, [], None)
        for where, message in sorted(found, key=lambda p: [str(x) for x in p[0]]):
            short = message if len(message) <= 300 else message[:300] + " ..."
            print("%s: error at %s: %s" % (path, "/".join(map(str, where)) or "(root)", short))
        count += len(found)
    print("check_dtcg: %d file(s), %d problem(s)" % (len(paths), count), file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
