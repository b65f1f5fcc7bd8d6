#!/usr/bin/env python3
"""Groups the harness's errors into causes and counts the documents each one touches.

    causes.py [results.json]

A cause is an error message with its names, numbers and ids blanked out; the output lists the
causes by how many documents they touch, each with one message as it was printed.
"""

import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def normalise(message):
    text = re.sub(r"^(initial|id:[^:]+|segue [^:]+|open): ", "", message)
    text = re.sub(r"^build: [^:]+:\d+: ", "build: ", text)
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r'"[^"]*"', '"…"', text)
    text = re.sub(r"<[^>]*>", "<…>", text)
    text = re.sub(r"\b[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\b", "ID", text)
    text = re.sub(r"\b0x[0-9a-f]+\b", "0x…", text)
    text = re.sub(r"\b\d+(\.\d+)?\b", "N", text)
    text = re.sub(r"\b[A-Z][A-Za-z0-9_]*(ViewController|Controller|Cell|View|Segue)\b", "Class", text)
    text = re.sub(r"(instantiated|expected|no) [A-Z][A-Za-z0-9_]+", r"\1 Class", text)
    text = re.sub(r"(class|named|identifier) [A-Za-z0-9_]+", r"\1 X", text)
    return text.strip()


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
        ".build-realworld", "storyboards", "results.json")
    results = json.load(open(path))
    documents = collections.defaultdict(set)
    example = {}
    occurrences = collections.Counter()
    first_of = collections.Counter()
    for row in results:
        for index, message in enumerate(row["errors"]):
            cause = normalise(message)
            documents[cause].add(row["file"])
            example.setdefault(cause, f"{row['file']}: {message}")
            occurrences[cause] += 1
            if index == 0:
                first_of[cause] += 1
    ranked = sorted(documents, key=lambda c: (-len(documents[c]), -occurrences[c]))
    print("documents\tfirst error of\toccurrences\tcause\texample")
    for cause in ranked:
        print(f"{len(documents[cause])}\t{first_of[cause]}\t{occurrences[cause]}\t{cause}\t{example[cause][:300]}")


if __name__ == "__main__":
    main()
