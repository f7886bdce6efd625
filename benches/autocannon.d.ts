// autocannon ships no types (and @types/autocannon is not a dependency): just what http.ts uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(opts: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
  export default autocannon;
}
