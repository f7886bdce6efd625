// PostgreSQL schema migrations, applied in order at start (under an advisory lock, so many
// processes starting at once apply each exactly once). Never edit a released migration: add one.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'keys, append-only ledger, in-flight debits',
    sql: `
CREATE TABLE api_keys (
  id          text PRIMARY KEY,
  hash        text NOT NULL UNIQUE,           -- SHA-256 of the key; the key itself is never stored
  prefix      text NOT NULL,
  label       text,
  credits     bigint NOT NULL CHECK (credits >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

-- Every credit movement, one row each; positive cost = debit, negative = refund or top-up.
CREATE TABLE ledger (
  seq         bigserial PRIMARY KEY,
  key_id      text NOT NULL REFERENCES api_keys(id),
  kind        text NOT NULL CHECK (kind IN ('debit', 'refund', 'topup')),
  path        text NOT NULL,
  cost        bigint NOT NULL,
  request_id  text NOT NULL,
  at          timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX ledger_key ON ledger (key_id, seq);
-- At most one debit and one refund per request: refunds are idempotent.
CREATE UNIQUE INDEX ledger_once ON ledger (request_id, kind) WHERE kind IN ('debit', 'refund');

-- Append-only, enforced by the database: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER ledger_no_rewrite BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Live server processes; each refreshes its row every few seconds.
CREATE TABLE instances (
  id            text PRIMARY KEY,
  heartbeat_at  timestamptz NOT NULL DEFAULT now()
);

-- Debits taken but not yet answered. A row is removed when the answer is sent (settle) or the
-- debit is refunded; a row whose process stopped heart-beating is refunded by any other process.
CREATE TABLE inflight (
  request_id   text PRIMARY KEY,
  key_id       text NOT NULL REFERENCES api_keys(id),
  path         text NOT NULL,
  cost         bigint NOT NULL,
  instance_id  text NOT NULL,
  started_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inflight_instance ON inflight (instance_id, started_at);
`,
  },
  {
    version: 2,
    name: 'answers kept for Idempotency-Key replays',
    sql: `
-- One row per API key and Idempotency-Key; status NULL while the request runs.
CREATE TABLE idempotency (
  key_id        text NOT NULL REFERENCES api_keys(id),
  idem_key      text NOT NULL,
  fingerprint   text NOT NULL,
  status        integer,
  content_type  text,
  body          bytea,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (key_id, idem_key)
);
CREATE INDEX idempotency_age ON idempotency (created_at);
`,
  },
  {
    version: 3,
    name: 'trial keys',
    sql: `
-- Keys made with the trial allowance and never topped up: their 402 says trial_exhausted.
ALTER TABLE api_keys ADD COLUMN trial boolean NOT NULL DEFAULT false;
`,
  },
];
