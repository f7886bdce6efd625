"""Schemathesis hooks for tools/fuzz_schemathesis.py.

- error_envelope: every error answer must be the API's envelope, {"error": {"code": str,
  "message": str, "request_id": "req_..."}}, with an X-Request-Id header equal to the request id
  (the API contract's error section).
- map_query: one generated query in four has its dates moved to the ends of the supported range
  (1800-01-03 and 2399-12-31, the first and last day) or just past them (1800-01-02, 2400-01-01),
  so the fuzzing also covers the range ends: never a 5xx there. How many were sent is written to
  the file named by FUZZ_BOUNDARY_COUNT_FILE.
"""
import atexit
import os

import schemathesis

BOUNDARY_DATES = ["1800-01-03", "2399-12-31", "1800-01-02", "2400-01-01"]
_seen = {"queries": 0, "boundary": 0}


@schemathesis.hook
def map_query(ctx, query):
    if not isinstance(query, dict):
        return query
    dates = [k for k in query if k == "date" or k.endswith("_date") or k in ("from", "to", "start", "end")]
    _seen["queries"] += 1
    if not dates or _seen["queries"] % 4:
        return query
    day = BOUNDARY_DATES[(_seen["queries"] // 4) % len(BOUNDARY_DATES)]
    _seen["boundary"] += 1
    return {**query, **{k: day for k in dates}}


@atexit.register
def _report():
    path = os.environ.get("FUZZ_BOUNDARY_COUNT_FILE")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{_seen['boundary']}\n")


@schemathesis.check
def error_envelope(ctx, response, case):
    if response.status_code < 400:
        return None
    try:
        body = response.json()
    except Exception as exc:  # noqa: BLE001
        raise AssertionError(f"{response.status_code} answer is not JSON") from exc
    assert isinstance(body, dict) and list(body) == ["error"], f"not an error envelope: {str(body)[:200]}"
    err = body["error"]
    assert isinstance(err.get("code"), str) and err["code"], "error.code missing"
    assert isinstance(err.get("message"), str) and err["message"], "error.message missing"
    rid = err.get("request_id")
    assert isinstance(rid, str) and rid.startswith("req_"), "error.request_id missing"
    header = response.headers.get("x-request-id") or response.headers.get("X-Request-Id")
    if isinstance(header, list):
        header = header[0] if header else None
    assert header == rid, "X-Request-Id differs from error.request_id"
    return None
