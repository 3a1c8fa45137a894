#!/usr/bin/env python3
"""Validates YAML specs against screengen's JSON Schema with a real, independent validator.

Usage: validate_specs.py SCHEMA SPEC...
Prints one line per spec, "ok PATH" or "invalid PATH: MESSAGE", and exits 0 (the caller reads the
lines; a missing validator or an unreadable file exits 2).
"""
import json
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # the Makefile installs them (pip install jsonschema pyyaml)
    print(f"missing validator: {error}", file=sys.stderr)
    sys.exit(2)

schema = json.load(open(sys.argv[1], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as handle:
        document = yaml.safe_load(handle)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        where = "/".join(str(p) for p in first.absolute_path)
        print(f"invalid {path}: {where}: {first.message}")
    else:
        print(f"ok {path}")
