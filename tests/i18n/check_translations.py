#!/usr/bin/env python3
"""Fails when a translatable string in the sources has no finished translation.

Runs lupdate over app/, core/, ui/ and catalog/ into a temporary .ts file and
compares every (context, source, disambiguation) with the checked-in
translation: each must be there, finished, non-empty, and keep the
placeholders (%1, %n) of its source.

It also fails on a free function that wraps QCoreApplication::translate, such
as QString tr(const char* text): lupdate files such a call under the caller's
namespace, not under the wrapper's context, so a plain translator would miss
it. Wrap texts in a class with Q_DECLARE_TR_FUNCTIONS(ClassName) and call
ClassName::tr(...) instead; lupdate and the program then agree on the context.
A doubled qualifier (ClassName::ClassName::tr) compiles, but lupdate files
the message under "...::ClassName::ClassName", where no translator looks; the
check fails on such a context.
English is the source language: its .ts holds only the messages with a
count (lupdate -pluralonly), and each needs both forms, singular and plural,
each keeping the placeholders of its source. A count whose English forms are
missing would read "1 nodes have".
Usage: check_translations.py LUPDATE SOURCE_DIR TS_FILE...
"""
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

SOURCE_FOLDERS = ["app", "core", "ui", "catalog"]
PLACEHOLDER = re.compile(r"%L?(\d+|n)")
WRAPPER = re.compile(r"^\s*(?:inline\s+|static\s+)*QString\s+(tr(?:[A-Z_]\w*)?)\s*\(\s*const\s+char\s*\*",
                     re.MULTILINE)
DECLARED = re.compile(r"class\s+(\w+)\s*\{\s*Q_DECLARE_TR_FUNCTIONS\(\s*([\w:]+)\s*\)")


def language(ts_path):
    return ET.parse(ts_path).getroot().get("language") or ""


# Numerus forms each language needs (Qt's plural rules).
NUMERUS_FORMS = {"en": 2, "zh_CN": 1}


def messages(ts_path):
    """(context, source, comment) -> (list of translation forms, type, has a count)."""
    found = {}
    for context in ET.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source"), message.findtext("comment") or "")
            translation = message.find("translation")
            numerus = translation.findall("numerusform")
            forms = [n.text or "" for n in numerus] if numerus else [translation.text or ""]
            found[key] = (forms, translation.get("type") or "", message.get("numerus") == "yes")
    return found


def context_problems(source_dir):
    """Free tr() wrappers, and classes whose declared context is not their own name.

    lupdate resolves ClassName::tr to the declared context only when it can
    follow the call's scope; when it cannot, it falls back to the name as
    written. Declaring the class's own name keeps both the same."""
    problems = []
    for folder in SOURCE_FOLDERS:
        for path in sorted((Path(source_dir) / folder).rglob("*")):
            if path.suffix not in (".cpp", ".h"):
                continue
            text = path.read_text(encoding="utf-8")
            relative = path.relative_to(source_dir)
            for m in WRAPPER.finditer(text):
                problems.append(f"wrapper      {relative}: {m.group(1)}() hides its context from lupdate")
            for m in DECLARED.finditer(text):
                if m.group(1) != m.group(2):
                    problems.append(f"context      {relative}: class {m.group(1)} declares {m.group(2)}")
    return problems


def form_problem(source, forms, kind, wanted_forms):
    """What is wrong with a message's translation, or None."""
    if kind in ("unfinished", "obsolete", "vanished") or not all(forms):
        return "untranslated"
    if wanted_forms is not None and len(forms) != wanted_forms:
        return "forms"
    if len(forms) == 2 and forms[0] == forms[1]:
        return "forms"  # the singular copied from the plural
    for text in forms:
        if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(text)):
            return "placeholders"
    return None


def check(lupdate, source_dir, ts_file):
    lang = language(ts_file)
    plural_only = ["-pluralonly"] if lang == "en" else []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.ts"
        folders = [str(Path(source_dir) / f) for f in SOURCE_FOLDERS]
        subprocess.run([lupdate, "-silent", *plural_only, "-locations", "none", *folders,
                        "-target-language", lang, "-ts", str(fresh)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wanted = messages(fresh)
    have = messages(ts_file)
    problems = context_problems(source_dir)
    for context in sorted({key[0] for key in wanted}):
        parts = context.split("::")
        if len(parts) >= 2 and parts[-1] == parts[-2]:
            problems.append(f"context      [{context}]: a doubled class qualifier (X::X::tr) files "
                            f"its messages where the program never looks; call {parts[-1]}::tr")
    for key in sorted(wanted):
        context, source, _ = key
        if key not in have:
            problems.append(f"missing      [{context}] {source!r}")
            continue
        forms, kind, _ = have[key]
        counted = wanted[key][2]
        problem = form_problem(source, forms, kind, NUMERUS_FORMS.get(lang) if counted else None)
        if problem:
            problems.append(f"{problem:<12} [{context}] {source!r} -> {forms!r}")
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
