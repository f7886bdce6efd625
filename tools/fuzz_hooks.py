"""Schemathesis hooks for tools/fuzz_schemathesis.sh: every error answer must be the API's envelope.

{"error": {"code": str, "message": str, "request_id": "req_..."}} and an X-Request-Id header
equal to the request id (SPEC.md, Errors).
"""
import schemathesis


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
