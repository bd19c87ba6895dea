#!/usr/bin/env python3
"""Fails when a translatable string in the sources has no finished translation.

Runs lupdate over app/, core/, ui/ and catalog/ into a temporary .ts file and
compares every (context, source, disambiguation) with the checked-in
translation: each must be there, finished, non-empty, and keep the
placeholders (%1, %n) of its source.
Usage: check_translations.py LUPDATE SOURCE_DIR TS_FILE...
"""
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

SOURCE_FOLDERS = ["app", "core", "ui", "catalog"]
PLACEHOLDER = re.compile(r"%(\d+|n)")


def messages(ts_path):
    """(context, source, comment) -> (translation text or None, type)."""
    found = {}
    for context in ET.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source"), message.findtext("comment") or "")
            translation = message.find("translation")
            numerus = translation.findall("numerusform")
            text = "".join(n.text or "" for n in numerus) if numerus else translation.text
            found[key] = (text, translation.get("type") or "")
    return found


def check(lupdate, source_dir, ts_file):
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.ts"
        folders = [str(Path(source_dir) / f) for f in SOURCE_FOLDERS]
        subprocess.run([lupdate, "-silent", "-locations", "none", *folders, "-ts", str(fresh)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wanted = messages(fresh)
    have = messages(ts_file)
    problems = []
    for key in sorted(wanted):
        context, source, _ = key
        if key not in have:
            problems.append(f"missing      [{context}] {source!r}")
            continue
        text, kind = have[key]
        if kind in ("unfinished", "obsolete", "vanished") or not text:
            problems.append(f"untranslated [{context}] {source!r}")
        elif set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(text)):
            problems.append(f"placeholders [{context}] {source!r} -> {text!r}")
    print(f"{ts_file}: {len(wanted)} source strings, {len(problems)} problems")
    for problem in problems:
        print("  " + problem)
    return not problems


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    lupdate, source_dir, *ts_files = sys.argv[1:]
    ok = all([check(lupdate, source_dir, ts) for ts in ts_files])
    if not ok:
        print("Run lupdate over the sources (see resources/translations) and translate the strings above.")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
