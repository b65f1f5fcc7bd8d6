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
        if not error and row.get("as_on_ios"):
            error = "as on iOS: " + row["as_on_ios"][0]["message"]
        error = error.replace("|", "\\|").replace("\n", " ")
        if len(error) > 140:
            error = error[:137] + "..."
        loaded = "yes" if row["loaded"] else "no"
        visits = row.get("visits", [0, 0])
        lines.append(f"| {row['file']} | {loaded} | {row['scenes'][0]}/{row['scenes'][1]} |"
                     f" {row['outlets'][0]}/{row['outlets'][1]} | {row['segues'][0]}/{row['segues'][1]} |"
                     f" {visits[0]}/{visits[1]} | {error} |")
        totals[0] += 1 if row["loaded"] else 0
        quiet += 0 if row["errors"] or row.get("as_on_ios") else 1
        for i, key in enumerate(("scenes", "outlets", "segues", "visits")):
            totals[1 + 2 * i] += row.get(key, [0, 0])[0]
            totals[2 + 2 * i] += row.get(key, [0, 0])[1]
    lines.append(f"| **all {len(results)}** | {totals[0]} | {totals[1]}/{totals[2]} | {totals[3]}/{totals[4]} |"
                 f" {totals[5]}/{totals[6]} | {totals[7]}/{totals[8]} | {quiet} with no console line |")
    # What fails only as iOS fails with the same document (asios.py): counted apart.
    shared = [r for r in results if r.get("as_on_ios")]
    if shared:
        counts = {k: sum(r.get("as_on_ios_counts", {}).get(k, 0) for r in shared) for k in ("scenes", "segues", "visits")}
        unwinds = sum(len(r.get("unwinds_without_destination", [])) for r in results)
        lines.append("")
        lines.append(f"As on iOS (Scripts/realworld/asios.py): {len(shared)} documents log only lines iOS logs or"
                     f" raises too, {sum(1 for r in shared if not r['errors'])} of them nothing else; scenes"
                     f" {counts['scenes']}, segues {counts['segues']}, tapped {counts['visits']} fail only so."
                     f" Unwinds that found no destination and stayed, as UIKit does: {unwinds}.")
    return "\n".join(lines) + "\n"
