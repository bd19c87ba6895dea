#!/usr/bin/env python3
"""Checks docs/design-format.schema.json against the design files the project ships.

    python3 tests/docs/validate_schema.py [SOURCE_DIR [CLI]]

- the example designs, the minimal test design and the version-2 and -3 migration fixtures must
  validate;
- bad files from tests/data/bad/ whose fault the schema can express must NOT validate, and the
  schema must report the fault at the JSON path the loader names (or the one given below);
- every part in catalog/data/*.json must validate as a part (#/$defs/part): design files embed
  parts exactly as the catalog holds them, and the catalog has parts of every kind;
- bad files whose fault only the loader can see (references, overlaps, duplicate ids, ...) must
  validate: they are the minimal design with one such fault, so a failure there means the schema
  refuses something the format allows;
- with CLI (clustersmith-cli), every file of the bad-file corpus goes to both the schema and
  `CLI validate`: the program must refuse every one (exit 2); a file the schema refuses must be
  refused by the program at a path the schema reports too, and a file the schema accepts must be
  listed below as a fault beyond the schema. A corpus file in none of the lists fails, so a new
  bad file needs a verdict here.

Prints one line per check and "N passed, M failed" at the end; exits 1 on any failure.
Needs the jsonschema module (Debian: python3-jsonschema, 4.10 or later).
"""

import glob
import json
import os
import re
import subprocess
import sys

# Bad files the schema must refuse. The value is the JSON path at which the schema must report
# an error (a deeper error counts too); None takes the path from tests/data/bad/expected.json.
SCHEMA_REFUSES = {
    "absurd-gpu-count": None,
    "absurd-nic-count": "$.parts.nvidia-dgx-cx7-module-4x400g.ports[0].count",
    "absurd-rack-count": None,
    "connector-unknown": "$.parts.nvidia-osfp-800g-dac-1m.cable.connector",
    "app-version-not-text": None,
    "array-root": "$",
    "analysis-not-object": None,
    "analysis-null": None,
    "analysis-out-of-range": None,
    "analysis-unknown-key": None,
    "assumptions-not-object": None,
    "bad-feed": "$.devices[0].config.feed",
    "benchmark-file-with-folder": None,
    "benchmark-unknown-kind": None,
    "bad-row-cooling": None,
    "bool-where-object": None,
    "fabric-bad-tier": None,
    "generator-not-object": None,
    "generator-null": None,
    "float-where-integer": None,
    "format-version-float": None,
    "format-version-zero": None,
    "huge-string": "$.name",
    "id-beyond-int-range": None,
    "id-zero": None,
    "long-name": None,
    "missing-format-version": None,
    "missing-required-key": None,
    "negative-gpu-count": None,
    "negative-link-length": None,
    "negative-power-budget": None,
    "newer-format-version": None,
    # 1e400 overflows a double: the program's JSON reader refuses it before any path is known,
    # Python reads it as infinity, above the budget's maximum.
    "nan-like": "$.racks[0].power_budget_kw",
    "null-root": "$",
    "part-bad-id": None,
    "part-kind-mismatch": None,
    "part-missing-source": None,
    "part-two-specs": "$.parts.nvidia-h100-sxm5-80gb",
    "throughput-rates-empty": None,
    "throughput-cpu-cores-zero": None,
    # One section too many: the schema refuses the workload, the reader names the section.
    "hpc-beside-training": "$.workloads[0]",
    "part-unknown-key": None,
    "part-unknown-kind": None,
    "parts-not-object": None,
    "power-budget-too-high": None,
    "pue-out-of-range": None,
    "racks-not-list": None,
    "scenario-tco-unknown-key": None,
    "scenario-tco-wrong-type": None,
    "scenarios-not-list": None,
    "scenarios-null": None,
    "string-where-number": None,
    "tco-not-object": None,
    "tco-null": None,
    "tco-out-of-range": None,
    "tco-unknown-key": None,
    "tco-unsupported-currency": None,
    "tco-wrong-type": None,
    "too-many-nics": None,
    "too-many-rooms": None,
    "unknown-enum": None,
    "unknown-face": None,
    "unknown-key": None,
    "unknown-top-level-key": None,
    "wrong-format-name": None,
    # Format-1 files, which the loader migrates: the schema describes formats 2 to 8 only.
    "v1-both-budget-keys": "$.format_version",
    "v1-device-with-placement": "$.format_version",
    "v1-devices-not-list": "$.format_version",
    "v1-devices-not-list-top-level": "$.format_version",
    "v1-negative-power-budget-w": "$.format_version",
    "v1-power-budget-w-too-high": "$.format_version",
}

# Bad files that are not a JSON document a schema could be applied to (Python's reader refuses
# them too): the program must refuse them all the same.
NOT_JSON = [
    "bad-utf8",
    "deep-nesting",
    "empty",
    "not-json",
    "trailing-garbage",
    "truncated",
]

# Bad files whose fault is beyond a schema; they must validate.
SCHEMA_ACCEPTS = [
    "benchmark-results-in-format-3",  # a key by format version: the migration refuses it
    "port-rdma-in-format-4",  # a key by format version: the migration refuses it
    "hpc-workload-in-format-5",  # a key by format version: the migration refuses it
    "cpu-cores-in-format-6",  # a key by format version: the migration refuses it
    "rack-frame-in-format-7",  # a key by format version: the migration refuses it
    "connector-in-format-9",  # a key by format version: the migration refuses it
    "connector-on-copper",  # one field against another: a schema cannot say it
    "gpu-successor-in-format-5",  # a key by format version: the migration refuses it
    "throughput-rate-gpu-twice",  # unique by a field: a schema cannot say it
    "analysis-scaling-range-inverted",  # one field against another: a schema cannot say it
    "cooling-unit-missing-rack",
    "device-at-u0",
    "device-in-missing-rack",
    "device-is-a-gpu",
    "device-outside-rack",
    "duplicate-ids",
    "duplicate-slot",
    "huge-key",  # a 200 KB key in a section kept as written: the raw-text limit, in bytes
    "fabric-switch-not-a-switch",
    "link-cable-wrong-kind",
    "link-in-missing-fabric",
    "link-loopback",
    "link-to-missing-device",
    "mismatched-part-key",
    "newline-in-name",
    "nic-config-wrong-kind",
    "overlapping-devices",
    "overlapping-half-depth-same-face",
    "port-out-of-range",
    "port-used-twice",
    "rack-in-missing-row",
    "row-in-missing-room",
    "slot-beyond-row",
    "storage-system-lists-switch",
    "too-many-gpus",
    "unknown-part",
    "wrong-part-kind",
    "zero-u-part-at-u5",
]


def json_path(parts):
    """The loader's path notation: $.key[index].key"""
    out = "$"
    for p in parts:
        out += "[%d]" % p if isinstance(p, int) else "." + str(p)
    return out


def error_paths(error):
    """The paths an error points at, named like the loader names them: a missing or unknown key
    is reported at the key, not at the object holding it."""
    base = list(error.absolute_path)
    paths = [json_path(base)]
    instance = error.instance
    if error.validator == "required" and isinstance(instance, dict):
        paths += [json_path(base + [k]) for k in error.validator_value if k not in instance]
    elif error.validator == "additionalProperties" and isinstance(instance, dict):
        known = error.schema.get("properties", {})
        paths += [json_path(base + [k]) for k in instance if k not in known]
    for sub in error.context or []:
        paths += error_paths(sub)
    return paths


def matches(path, expected):
    return path == expected or path.startswith(expected + ".") or path.startswith(expected + "[")


def main():
    source = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                             os.path.join(os.path.dirname(__file__), "..", ".."))
    cli = sys.argv[2] if len(sys.argv) > 2 else None
    try:
        import jsonschema
    except ImportError:
        print("FAIL: the jsonschema Python module is missing (Debian: apt-get install python3-jsonschema)")
        print("0 passed, 1 failed")
        return 1

    passed = 0
    failed = 0

    def report(ok, name, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
        print("%s: %s%s" % ("PASS" if ok else "FAIL", name, (" -- " + detail) if detail else ""))

    schema_path = os.path.join(source, "docs", "design-format.schema.json")
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as e:
        report(False, "docs/design-format.schema.json is a valid 2020-12 schema", e.message)
        print("%d passed, %d failed" % (passed, failed))
        return 1
    report(True, "docs/design-format.schema.json is a valid 2020-12 schema")
    validator = jsonschema.Draft202012Validator(schema)

    def load(path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)

    def rel(path):
        return os.path.relpath(path, source)

    good = sorted(glob.glob(os.path.join(source, "resources", "examples", "*.cluster.json")))
    if not good:
        report(False, "resources/examples/*.cluster.json", "no example designs found")
    good += [os.path.join(source, "tests", "data", "minimal.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v2-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v3-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v4-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v5-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v6-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v7-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v8-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v9-small.cluster.json"),
             os.path.join(source, "tests", "data", "migration", "v10-small.cluster.json")]
    for path in good:
        try:
            errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.absolute_path))
        except (OSError, ValueError) as e:
            report(False, rel(path) + " validates", str(e))
            continue
        detail = "; ".join("%s: %s" % (json_path(e.absolute_path), e.message[:200]) for e in errors[:5])
        report(not errors, rel(path) + " validates", detail)

    part_validator = jsonschema.Draft202012Validator(
        {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/part"})
    catalog_files = sorted(glob.glob(os.path.join(source, "catalog", "data", "*.json")))
    if not catalog_files:
        report(False, "catalog/data/*.json", "no catalog files found")
    for path in catalog_files:
        try:
            parts = load(path)["parts"]
        except (OSError, ValueError, KeyError, TypeError) as e:
            report(False, rel(path) + ": parts validate", str(e))
            continue
        problems = ["%s%s: %s" % (part.get("id", "?") if isinstance(part, dict) else "?",
                                  json_path(e.absolute_path)[1:], e.message[:200])
                    for part in parts for e in part_validator.iter_errors(part)]
        report(not problems, "%s: %d parts validate" % (rel(path), len(parts)), "; ".join(problems[:5]))

    bad_dir = os.path.join(source, "tests", "data", "bad")
    expected_paths = load(os.path.join(bad_dir, "expected.json"))
    for stem, where in SCHEMA_REFUSES.items():
        name = stem + ".cluster.json"
        path = os.path.join(bad_dir, name)
        if where is None:
            where = expected_paths.get(name, "").rstrip(":")
        try:
            errors = list(validator.iter_errors(load(path)))
        except (OSError, ValueError) as e:
            report(False, rel(path) + " is refused", str(e))
            continue
        if not errors:
            report(False, rel(path) + " is refused", "the schema accepts it")
            continue
        paths = [p for e in errors for p in error_paths(e)]
        ok = any(matches(p, where) for p in paths)
        report(ok, rel(path) + " is refused at " + where,
               "" if ok else "errors only at " + ", ".join(sorted(set(paths))[:5]))

    for stem in SCHEMA_ACCEPTS:
        path = os.path.join(bad_dir, stem + ".cluster.json")
        try:
            errors = list(validator.iter_errors(load(path)))
        except (OSError, ValueError) as e:
            report(False, rel(path) + " validates (fault beyond the schema)", str(e))
            continue
        detail = "; ".join("%s: %s" % (json_path(e.absolute_path), e.message[:200]) for e in errors[:5])
        report(not errors, rel(path) + " validates (fault beyond the schema)", detail)

    if cli:
        compare_with_program(cli, bad_dir, validator, report, rel)

    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def program_verdict(cli, path):
    """(refused, the JSON path its one-line error names or None, the error)."""
    env = dict(os.environ, CLUSTERSMITH_LANG="en")
    run = subprocess.run([cli, "validate", path], capture_output=True, text=True, env=env,
                         timeout=60, check=False)
    err = run.stderr.strip()
    found = re.search(r"\bat (\$.*?): ", err)
    return run.returncode == 2, found.group(1) if found else None, err


def schema_errors(validator, path):
    """The schema's error paths, or None when the file is not a JSON document Python reads."""
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except (ValueError, RecursionError):
        return None
    return [p for e in validator.iter_errors(document) for p in error_paths(e)]


def compare_with_program(cli, bad_dir, validator, report, rel):
    """Every corpus file to both the schema and `cli validate`; fails on a disagreement."""
    files = sorted(glob.glob(os.path.join(bad_dir, "*.cluster.json")))
    if not files:
        report(False, "tests/data/bad/*.cluster.json", "no bad files found")
    for path in files:
        stem = os.path.basename(path)[:-len(".cluster.json")]
        refused, where, err = program_verdict(cli, path)
        paths = schema_errors(validator, path)
        name = rel(path) + ": schema and program agree"
        if not refused:
            report(False, name, "the program accepts it: " + (err or "no error"))
        elif stem in NOT_JSON:
            report(paths is None, name, "" if paths is None else "Python reads it as JSON")
        elif paths is None:
            report(False, name, "not JSON to Python; list it in NOT_JSON")
        elif stem in SCHEMA_ACCEPTS:
            report(not paths, name, "" if not paths else
                   "listed as beyond the schema, but the schema refuses it at " +
                   ", ".join(sorted(set(paths))[:5]))
        elif stem not in SCHEMA_REFUSES:
            report(False, name, "no verdict: list it in SCHEMA_REFUSES or SCHEMA_ACCEPTS"
                   " (the program says: %s)" % err)
        elif not paths:
            report(False, name, "the program refuses it (%s), the schema accepts it" % err)
        else:
            expected = SCHEMA_REFUSES[stem] or where
            ok = expected is not None and any(matches(p, expected) for p in paths)
            report(ok, name + " at " + str(expected),
                   "" if ok else "the program says %s; the schema errs only at %s" %
                   (err, ", ".join(sorted(set(paths))[:5])))


if __name__ == "__main__":
    sys.exit(main())
