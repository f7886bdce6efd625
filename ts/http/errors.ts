// The one error type the HTTP layer throws; the error middleware renders it as the envelope.

export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'trial_exhausted'
  | 'insufficient_credits'
  | 'not_found'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'conflict'
  | 'cors_not_enabled'
  | 'unsupported'
  | 'rate_limited'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'headers_too_large'
  | 'internal_error'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  trial_exhausted: 402,
  // A key that is not a trial key has fewer credits than the call costs.
  insufficient_credits: 402,
  not_found: 404,
  method_not_allowed: 405,
  // The Accept header names no media type the endpoint can produce.
  not_acceptable: 406,
  // A request with the same Idempotency-Key is still running.
  conflict: 409,
  // A browser's preflight from an origin the operator has not allowed (CORS_ORIGINS).
  cors_not_enabled: 403,
  unsupported: 422,
  rate_limited: 429,
  payload_too_large: 413,
  uri_too_long: 414,
  headers_too_large: 431,
  internal_error: 500,
  // The store (or another dependency the answer needs) cannot be reached; retry shortly.
  unavailable: 503,
};

/** Envelope for a 503: nothing was charged (or the charge is being given back). */
export function unavailable(): ApiError {
  return new ApiError('unavailable', 'The service is temporarily unavailable; nothing was charged. Retry shortly.', {
    headers: { 'Retry-After': '1' },
  });
}

export interface ParamIssue {
  param: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { details?: ParamIssue[]; top_up_url?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export function invalidRequest(details: ParamIssue[]): ApiError {
  const summary = details.map((d) => `${d.param}: ${d.message}`).join('; ');
  return new ApiError('invalid_request', `Invalid request: ${summary}`, { details });
}
