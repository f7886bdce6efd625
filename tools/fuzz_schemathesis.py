#!/usr/bin/env python3
"""Fuzz the running API with Schemathesis against its own OpenAPI document.

Starts `astrology-api serve` (DATABASE_URL / REDIS_URL from the environment; a throw-away SQLite
file otherwise) on a free port, creates a key with plenty of credits, runs
`st run /v1/meta/openapi.json` with that key (all phases; the report operations without the
coverage phase, see below) and the checks

  not_a_server_error, response_schema_conformance, content_type_conformance, error_envelope

(the last one in tools/fuzz_hooks.py: every 4xx/5xx is the API's error envelope; the same file
moves one query in four to the ends of the supported date range), then reads the server's own
Prometheus counters to report how many requests it answered and how many were 5xx. Exit status 0
only if Schemathesis passed, there was no 5xx, at least --min-requests requests were answered,
and some of them were at the range ends.

Usage: python3 tools/fuzz_schemathesis.py [--st PATH] [--max-examples N] [--min-requests N]
Needs: schemathesis (pip install -r tools/requirements-fuzz.txt), a built checkout (npm install).
"""
import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "bin", "astrology-api.js")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read().decode()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--st", default=os.environ.get("SCHEMATHESIS") or shutil.which("st") or "st")
    ap.add_argument("--max-examples", type=int, default=int(os.environ.get("FUZZ_MAX_EXAMPLES", "8")))
    ap.add_argument("--min-requests", type=int, default=5000)
    ap.add_argument("--seed", default=os.environ.get("FUZZ_SEED", "20261122"))
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="astro-fuzz-")
    env = dict(os.environ)
    env.setdefault("DATABASE_URL", f"sqlite:{os.path.join(tmp, 'fuzz.db')}")
    port = free_port()
    # The fuzz judges answers, not speed: on a machine shared with other builds a heavy call could
    # outlast the default 30 s deadline and answer the deadline's 503 (seen once in 62,479).
    env.update(PORT=str(port), HOST="127.0.0.1", RATE_LIMIT_MAX="1000000000", LOG_LEVEL="warn", METRICS_PUBLIC="true",
               REQUEST_TIMEOUT_S="120")
    key = subprocess.run(["node", BIN, "keys", "create", "--credits", "1000000000", "--label", "fuzz"],
                         env=env, check=True, capture_output=True, text=True).stdout.strip()
    # A SIGTERM from the test's time limit unwinds through the `finally` below, so the server
    # never outlives this script (Python's default would end it without running `finally`).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    server = subprocess.Popen(["node", BIN, "serve"], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                get(base + "/v1/meta/version")
                break
            except Exception:  # noqa: BLE001
                time.sleep(0.2)
        ops = len(json.loads(get(base + "/v1/meta/openapi.json"))["paths"])
        common = [
            args.st, "run", base + "/v1/meta/openapi.json",
            "-H", f"Authorization: Bearer {key}",
            "--checks", "not_a_server_error,response_schema_conformance,content_type_conformance,error_envelope",
            "--max-examples", str(args.max_examples),
            "--seed", str(args.seed),
            "--workers", "2",
            "--suppress-health-check", "all",
            "--request-timeout", "130",
            "--no-color",
        ]
        # The coverage phase sends each operation a few hundred boundary and negative cases. For
        # the reports (answers of hundreds of KB, PDFs of 100+ pages, each validated against its
        # schema in Python) that alone took longer than all the rest; their parameters are the
        # birth and option fields the other operations' coverage already walks, so the reports
        # get the examples and the random (fuzzing) phase only.
        reports = "^/v1/reports/"
        runs = [
            common + ["--phases", "examples,coverage,fuzzing", "--exclude-path-regex", reports],
            common + ["--phases", "examples,fuzzing", "--include-path-regex", reports],
        ]
        boundary_file = os.path.join(tmp, "boundary-count")
        st_env = dict(os.environ, SCHEMATHESIS_HOOKS="fuzz_hooks", FUZZ_BOUNDARY_COUNT_FILE=boundary_file,
                      PYTHONPATH=os.path.join(ROOT, "tools") + os.pathsep + os.environ.get("PYTHONPATH", ""))
        started = time.time()
        done = [subprocess.run(cmd, env=st_env, cwd=tmp, capture_output=True, text=True) for cmd in runs]
        took = time.time() - started
        st = subprocess.CompletedProcess(runs[0], max(r.returncode for r in done),
                                         "".join(r.stdout for r in done), "".join(r.stderr for r in done))
        out = st.stdout + st.stderr
        metrics = get(base + "/metrics")
        total = server_errors = 0
        by_status: dict[str, int] = {}
        for m in re.finditer(r'^astrology_http_requests_total\{route="([^"]*)",status="(\d+)"\} (\d+)', metrics, re.M):
            route, status, n = m.group(1), m.group(2), int(m.group(3))
            if route in ("/v1/meta/openapi.json", "/metrics"):
                continue
            total += n
            by_status[status] = by_status.get(status, 0) + n
            if status.startswith("5"):
                server_errors += n
        auth_warning = "Authentication failed" in out
        try:
            with open(boundary_file, encoding="utf-8") as f:
                boundary = sum(int(x) for x in f.read().split())
        except OSError:
            boundary = 0
        summary = re.search(r"Test cases:\s*\n\s*(.*)", out)
        print(f"fuzz: {ops} operations, {total} requests answered in {took:.0f} s, by status {dict(sorted(by_status.items()))}, "
              f"5xx: {server_errors}; at the range ends: {boundary}; schemathesis: {summary.group(1).strip() if summary else '?'} (exit {st.returncode})")
        ok = st.returncode == 0 and server_errors == 0 and total >= args.min_requests and not auth_warning and boundary > 0
        if not ok:
            print(out[-20000:])
            if total < args.min_requests:
                print(f"fuzz: only {total} requests (< {args.min_requests})")
            if auth_warning:
                print("fuzz: the key was not accepted")
            if boundary == 0:
                print("fuzz: no request reached the range ends (tools/fuzz_hooks.py map_query did not run)")
        return 0 if ok else 1
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
