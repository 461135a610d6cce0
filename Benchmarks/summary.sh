#!/usr/bin/env bash
# The table `make bench` prints last: every figure with a goal, beside its goal, from one run.
#
# The contract, for every benchmark that has a figure with a goal:
#   - `make bench` sets BENCH_SUMMARY to the path of a file, emptied when the run starts, and
#     exports it to every benchmark it runs.
#   - A benchmark appends one line per figure to that file when BENCH_SUMMARY is set (and nothing
#     when it is not, as when run alone), tab-separated, no header:
#         figure<TAB>measured<TAB>goal<TAB>met|missed
#     e.g. "/components/button ÷ C floor<TAB>0.93 (0.91–0.95)<TAB>≥ 0.90<TAB>met". The figure names
#     what was measured; measured and goal are text as printed (units and ranges included); the
#     last field is `met` or `missed`, decided by the benchmark itself. No tab or newline inside a field.
#   - At the end `make bench` runs this script, which prints the lines in the order written.
#     In shell, `summarize` of Benchmarks/floor-setup.sh writes one such line.
#
# usage: Benchmarks/summary.sh [FILE]   (FILE defaults to $BENCH_SUMMARY)
# Exits 0 whatever was missed: the table is the report; a run that failed stopped `make bench` before.
set -euo pipefail

file=${1:-${BENCH_SUMMARY:-}}
if [ -z "$file" ] || [ ! -s "$file" ]; then
  echo "Summary: no figures were written${file:+ to $file}."
  exit 0
fi

echo
echo "Summary: each figure beside its goal (this run)"
echo
# python3 (which bench-deps installs) counts characters, not bytes: ÷, ≥ and – are several bytes.
"${PYTHON:-python3}" - "$file" <<'PY'
import sys
rows, malformed = [], 0
with open(sys.argv[1], encoding="utf-8") as summary:
    for line in summary:
        fields = line.rstrip("\n").split("\t")
        if len(fields) == 4:
            rows.append(fields)
        elif line.strip():
            malformed += 1
header = ["figure", "measured", "goal", "result"]
widths = [max(len(row[i]) for row in rows + [header]) for i in range(3)]
for row in [header] + rows:
    print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[3])
met = sum(row[3] == "met" for row in rows)
print(f"\n{met} of {len(rows)} goals met" + (f"; {malformed} malformed line(s) left out" if malformed else ""))
PY
