#!/usr/bin/env python3
"""Extracts the endpoint tables of the API contract (the Markdown document this service was
specified by, given as the only argument) into test/fixtures/spec_catalog.json, so tests hold the
live catalog to the contract's path, group, cost and summary without that document at hand."""
import json
import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
if len(sys.argv) != 2:
    sys.exit("usage: extract_spec_catalog.py <the API contract, Markdown>")
spec = Path(sys.argv[1])
rows = []
for line in spec.read_text(encoding="utf-8").splitlines():
    m = re.match(r"^\| (/v1/[^ |]+) \| (\d+) \| (.+?) \|$", line)
    if not m:
        continue
    path, cost, summary = m.group(1), int(m.group(2)), m.group(3).strip()
    group = path.split("/")[2]
    rows.append({"method": "GET", "path": path, "group": group, "cost": cost, "summary": summary})

out = {
    "source": "the endpoint tables of the API contract",
    "generated_by": "tools/extract_spec_catalog.py",
    "endpoints": rows,
}
(root / "test" / "fixtures" / "spec_catalog.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
print(f"{len(rows)} endpoints")
