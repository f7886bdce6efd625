// The one error type the HTTP layer throws; the error middleware renders it as the envelope.

export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'trial_exhausted'
  | 'not_found'
  | 'method_not_allowed'
  | 'unsupported'
  | 'rate_limited'
  | 'internal_error';

const STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  trial_exhausted: 402,
  not_found: 404,
  method_not_allowed: 405,
  unsupported: 422,
  rate_limited: 429,
  internal_error: 500,
};

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
