#!/usr/bin/env python3
"""Usage: check_sarif.py FILE.sarif...

Validates each file against the OASIS SARIF 2.1.0 schema in schemas/ (JSON Schema
draft-04) with the PyPI package `jsonschema`. Prints `path: error at <json path>:
<message>` for every violation. Exit 0 valid, 1 invalid, 2 jsonschema missing.
"""

import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("check_sarif.py: jsonschema is missing; install it with: pip install jsonschema",
          file=sys.stderr)
    sys.exit(2)

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "schemas", "sarif-schema-2.1.0.json")


def main(paths):
    with open(SCHEMA, encoding="utf-8") as f:
        validator = jsonschema.Draft4Validator(json.load(f))
    problems = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            location = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print("%s: error at %s: %s" % (path, location, error.message))
            problems += 1
    print("check_sarif: %d file(s), %d problem(s)" % (len(paths), problems), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
