// Service configuration, read once from the environment.

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  trialCredits: number;
  rateLimitMax: number;
  rateLimitWindowS: number;
  topUpUrl: string;
  buildCommit?: string;
}

function int(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

export function configFromEnv(): Config {
  return {
    port: int('PORT', 3000, 0),
    host: process.env.HOST || '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || 'sqlite:./data/astrology.db',
    trialCredits: int('TRIAL_CREDITS', 500, 0),
    rateLimitMax: int('RATE_LIMIT_MAX', 120, 1),
    rateLimitWindowS: int('RATE_LIMIT_WINDOW_S', 60, 1),
    topUpUrl: process.env.TOP_UP_URL || 'https://example.com/pricing',
    buildCommit: process.env.BUILD_COMMIT || undefined,
  };
}
