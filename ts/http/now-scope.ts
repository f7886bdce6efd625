// Whether a request's answer depends on the current time. A request that leaves its moment to
// default to "now" (nowMoment, todayUtc) says so while it is prepared; such an answer gets no
// entity tag and is never kept (caching.ts, the answer cache).
//
// The scope of the request being prepared. `prepare` is synchronous, so a plain variable set
// around the call is enough; an AsyncLocalStorage would switch on Node's promise hooks for the
// whole process, a cost every promise of every request then pays (seen in the server's profile).
let nowScope: { used: boolean } | undefined;

/** Records that the request being prepared depends on the current time. */
export function markNowUsed(): void {
  if (nowScope) nowScope.used = true;
}

/** Runs `prepare` and tells whether it read the current time. */
export function preparedWithNow<T>(prepare: () => T): { value: T; usesNow: boolean } {
  const outer = nowScope;
  const scope = { used: false };
  nowScope = scope;
  try {
    const value = prepare();
    return { value, usesNow: scope.used };
  } finally {
    nowScope = outer;
  }
}
