#!/usr/bin/env python3
"""Checks theme or config files against one of Chamfer's JSON Schemas.

    check_schema.py SCHEMA FILE...                 every FILE must be valid
    check_schema.py --invalid SCHEMA FILE...       every FILE must be invalid

YAML is read as YAML 1.2 (ruamel.yaml), as Chamfer and editors read it, so `off` stays
text. Exit status: 0 all as expected, 1 some were not, 2 a tool is missing.
"""
import json
import sys

try:
    import jsonschema
    from ruamel.yaml import YAML
except ImportError as error:
    print(f"missing Python package: {error.name} (pip install jsonschema ruamel.yaml)", file=sys.stderr)
    sys.exit(2)


def load(path):
    with open(path, encoding="utf-8") as file:
        if path.endswith(".json"):
            return json.load(file)
        return YAML(typ="safe", pure=True).load(file)


def main(arguments):
    want_valid = True
    if arguments and arguments[0] == "--invalid":
        want_valid = False
        arguments = arguments[1:]
    schema_path, files = arguments[0], arguments[1:]
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    wrong = 0
    for path in files:
        try:
            document = load(path)
        except Exception as error:  # a file YAML itself rejects is not a schema question
            print(f"{path}: not readable as YAML 1.2: {error}")
            wrong += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if want_valid and errors:
            wrong += 1
            for error in errors[:5]:
                where = "/".join(str(part) for part in error.path) or "(top level)"
                print(f"{path}: {where}: {error.message}")
        elif not want_valid and not errors:
            wrong += 1
            print(f"{path}: the schema accepts it")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
