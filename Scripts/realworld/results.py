"""Reading a run: the compiler's errors of a failed build, and the table of results."""

import re


ERROR = re.compile(r"^(.*?):(\d+):(?:\d+:)? error: (.*)$", re.M)


def build_errors(text):
    """(file, line, message) of each compiler error, documents' lines included (the connection
    table points its errors at the storyboard line through #sourceLocation)."""
    seen, found = set(), []
    for match in ERROR.finditer(text):
        key = (match.group(1), match.group(2), match.group(3))
        if key not in seen:
            seen.add(key)
            found.append(key)
    return found


def render_table(results):
    """One row per document; `tapped` counts the scenes reached only by selecting a cell or
    tapping a button (visited for their outlets), and the totals row counts in its last
    column the documents that logged nothing."""
    lines = ["| document | loaded | scenes | outlets | segues | tapped | first error |",
             "|---|---|---|---|---|---|---|"]
    totals = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    quiet = 0
    for row in results:
        error = row["errors"][0] if row["errors"] else ""
        error = error.replace("|", "\\|").replace("\n", " ")
        if len(error) > 140:
            error = error[:137] + "..."
        loaded = "yes" if row["loaded"] else "no"
        visits = row.get("visits", [0, 0])
        lines.append(f"| {row['file']} | {loaded} | {row['scenes'][0]}/{row['scenes'][1]} |"
                     f" {row['outlets'][0]}/{row['outlets'][1]} | {row['segues'][0]}/{row['segues'][1]} |"
                     f" {visits[0]}/{visits[1]} | {error} |")
        totals[0] += 1 if row["loaded"] else 0
        quiet += 0 if row["errors"] else 1
        for i, key in enumerate(("scenes", "outlets", "segues", "visits")):
            totals[1 + 2 * i] += row.get(key, [0, 0])[0]
            totals[2 + 2 * i] += row.get(key, [0, 0])[1]
    lines.append(f"| **all {len(results)}** | {totals[0]} | {totals[1]}/{totals[2]} | {totals[3]}/{totals[4]} |"
                 f" {totals[5]}/{totals[6]} | {totals[7]}/{totals[8]} | {quiet} with no console line |")
    return "\n".join(lines) + "\n"
