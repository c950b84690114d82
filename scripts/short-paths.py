#!/usr/bin/env python3
"""Lists the project's source files whose code runs on a path recorded by callgrind.

    short-paths.py LIBRARY SYMBOLIZER DEMANGLER NAME=CALLGRIND_OUT [NAME=...] [--union NAME]
                   [--verbose]

Each NAME=FILE is one path (a callgrind run collecting one toggle function). A function of
LIBRARY that ran is placed in its source file by its address's first line-table entry (the
library is a debug build: no inlining); functions of the Swift runtime and standard library
linked into it, and compiler-generated thunks, are in no file of ours and not counted.
Prints, per path, the count and the files (and with --verbose each file's functions);
--union NAME also counts the files of all paths together under NAME.
"""
import collections
import re
import subprocess
import sys


def ran_functions(callgrind_out):
    """The (object, function) names callgrind recorded with a cost."""
    names = {}
    current_object = None
    functions = set()
    for line in open(callgrind_out, encoding="utf-8", errors="replace"):
        match = re.match(r"(ob|fn|cob|cfn)=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        key = ("ob" if kind in ("ob", "cob") else "fn", number)
        if name:
            names[key] = name
        if kind == "ob":
            current_object = names[key]
        elif kind == "fn":
            functions.add((current_object, names[key]))
    return functions


def main(argv):
    verbose = "--verbose" in argv
    argv = [a for a in argv if a != "--verbose"]
    union_name = None
    if "--union" in argv:
        i = argv.index("--union")
        union_name = argv[i + 1]
        del argv[i:i + 2]
    library, symbolizer, demangler, *paths = argv
    addresses = {}
    for line in subprocess.run(["nm", "--defined-only", library], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 3:
            addresses.setdefault(fields[2], fields[0])
    library_name = library.rsplit("/", 1)[-1].split(".so")[0]
    placed = {}  # function -> repository-relative file

    def place(function):
        if function not in placed:
            address = addresses.get(function)
            where = None
            if address:
                out = subprocess.run([symbolizer, "--obj=" + library, "0x" + address], capture_output=True, text=True).stdout.split("\n")
                location = out[1] if len(out) > 1 else ""
                if "/Sources/" in location:
                    where = "Sources/" + location.split("/Sources/", 1)[1].rsplit(":", 2)[0]
            placed[function] = where
        return placed[function]

    everything = collections.defaultdict(set)
    for spec in paths:
        name, out = spec.split("=", 1)
        files = collections.defaultdict(set)
        for obj, function in ran_functions(out):
            if obj and library_name in obj.rsplit("/", 1)[-1]:
                where = place(function)
                if where:
                    files[where].add(function)
                    everything[where].add(function)
        report(name, files, demangler, verbose)
    if union_name:
        report(union_name, everything, demangler, verbose)


def report(name, files, demangler, verbose):
    print(f"{name}: {len(files)} files")
    for path in sorted(files):
        print(f"  {path}")
        if verbose:
            for function in sorted(files[path]):
                shown = subprocess.run([demangler, "--simplified", function], capture_output=True, text=True).stdout.strip()
                print(f"      {shown.split(' ---> ')[-1][:140]}")


if __name__ == "__main__":
    main(sys.argv[1:])
