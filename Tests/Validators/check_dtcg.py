#!/usr/bin/env python3
"""Usage: check_dtcg.py FILE.tokens.json|FILE.resolver.json...

Validates each token file against the DTCG 2025.10 Format schema in schemas/dtcg-2025.10
(JSON Schema draft-07, its files linked by relative $ref) with the PyPI package
`jsonschema`. Then checks what the schema leaves to prose: every token (an object with
`$value`) has a `$type`, directly or from an enclosing group, no name starts with `$`
or holds `{`, `}` or `.` unless it is a reserved `$` property, and an sRGB colour's `hex`
fallback is the colour its components give (each component times 255, rounded).

A file named *.resolver.json is validated against the Resolver schema instead, and each
`$ref` in it must name a set or modifier of the document (`#/sets/NAME`) or a file next
to it, which is then validated as a token file.

Prints `path: error at <json path>: <message>` per problem. Exit 0 valid, 1 invalid,
2 jsonschema missing.
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


def color_problems(node, path):
    """sRGB colour values, anywhere in a token's value (a border's or shadow's colour
    too), whose hex disagrees with their components."""
    problems = []
    if isinstance(node, dict):
        components, hex_value = node.get("components"), node.get("hex")
        if node.get("colorSpace") == "srgb" and isinstance(components, list) and isinstance(hex_value, str):
            if all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in components):
                expected = "#" + "".join("%02x" % round(c * 255) for c in components)
                if expected.lower() != hex_value.lower():
                    problems.append((path, "hex %s is not the colour of components %s (%s)" % (hex_value, components, expected)))
        for key, child in node.items():
            if key != "$extensions":
                problems += color_problems(child, path + [key])
    elif isinstance(node, list):
        for index, child in enumerate(node):
            problems += color_problems(child, path + [index])
    return problems


def references(node, path):
    """Every `$ref` string in a resolver document, with where it is."""
    if isinstance(node, dict):
        for key, child in node.items():
            if key == "$ref" and isinstance(child, str):
                yield path, child
            else:
                yield from references(child, path + [key])
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from references(child, path + [index])


def resolver_problems(document, path):
    """References a resolver holds that name nothing, and token files it names that
    are not valid themselves."""
    problems, files = [], []
    for where, ref in references(document, []):
        if ref.startswith("#/"):
            parts = ref[2:].split("/")
            if len(parts) != 2 or parts[1] not in document.get(parts[0], {}):
                problems.append((where, "'%s' names no set or modifier in this document" % ref))
        else:
            target = os.path.join(os.path.dirname(path), ref)
            if not os.path.exists(target):
                problems.append((where, "'%s' names no file next to the resolver" % ref))
            else:
                files.append(target)
    return problems, files


def main(paths):
    validators = {}
    for name in ("format.json", "resolver.json"):
        with open(os.path.join(ROOT, name), encoding="utf-8") as f:
            validators[name] = jsonschema.Draft7Validator(json.load(f), registry=registry())
    count = 0
    paths = list(paths)
    checked = set()
    while paths:
        path = paths.pop(0)
        if os.path.abspath(path) in checked:
            continue
        checked.add(os.path.abspath(path))
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        is_resolver = path.endswith(".resolver.json")
        validator = validators["resolver.json" if is_resolver else "format.json"]
        found = [(list(e.absolute_path), e.message) for e in validator.iter_errors(document)]
        if is_resolver:
            problems, files = resolver_problems(document, path)
            found += problems
            paths += files
        else:
            found += prose_problems(document, [], None) + color_problems(document, [])
        for where, message in sorted(found, key=lambda p: [str(x) for x in p[0]]):
            short = message if len(message) <= 300 else message[:300] + " ..."
            print("%s: error at %s: %s" % (path, "/".join(map(str, where)) or "(root)", short))
        count += len(found)
    print("check_dtcg: %d file(s), %d problem(s)" % (len(checked), count), file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
