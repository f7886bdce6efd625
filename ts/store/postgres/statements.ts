// The PostgreSQL store's statements. The ones a paid call runs are NAMED (prepared once per
// connection, then only bound and executed): PostgreSQL neither parses nor (with the generic plan
// the store's connections ask for) plans them again per call: the 6-part debit went from 1,320 to
// 746-780 µs of server CPU (pgbench, docs/benchmarks.md), on the same cores as the API.
// A name is tied to its text for the life of a connection: change the text, change the name.

/** A statement prepared under `name` on each connection that runs it. */
export interface Named {
  name: string;
  text: string;
}

/**
 * The debit of one key's calls of a turn ($2: the parts' total) and the settles of the turn's
 * answered calls ($7), in one statement and one commit. The conditional UPDATE (credits >= cost)
 * feeds each part's ledger row and, unless the part is final ($8: a charge for an answer already
 * in hand, settled at once), its in-flight row; PostgreSQL re-checks the condition on the newest
 * row version when two debits race (READ COMMITTED), so credits can never go below zero or be
 * spent twice. Returns one row: the credits left (NULL when the key could not pay for all parts)
 * and the request ids whose in-flight row was still there and is now settled.
 */
export const DEBIT_AND_SETTLE: Named = {
  name: 'astro_debit_and_settle_2',
  text: `
WITH s AS (
  DELETE FROM inflight WHERE request_id = ANY($7::text[]) RETURNING request_id
), d AS (
  UPDATE api_keys SET credits = credits - $2
   WHERE id = $1 AND revoked_at IS NULL AND credits >= $2
  RETURNING credits
), p AS (
  SELECT * FROM unnest($3::text[], $4::bigint[], $5::text[], $8::boolean[]) AS t(path, cost, request_id, at_once)
), l AS (
  INSERT INTO ledger (key_id, kind, path, cost, request_id) SELECT $1, 'debit', p.path, p.cost, p.request_id FROM d, p
), f AS (
  INSERT INTO inflight (request_id, key_id, path, cost, instance_id) SELECT p.request_id, $1, p.path, p.cost, $6 FROM d, p WHERE NOT p.at_once
)
SELECT (SELECT credits FROM d) AS credits, ARRAY(SELECT request_id FROM s) AS settled`,
};

/** Settles of a turn with no debit to ride on: the request ids whose in-flight row was still there. */
export const SETTLE: Named = {
  name: 'astro_settle_1',
  text: 'DELETE FROM inflight WHERE request_id = ANY($1::text[]) RETURNING request_id',
};

/** A key's balance (the `remaining` of a refused debit). */
export const CREDITS: Named = {
  name: 'astro_credits_1',
  text: 'SELECT credits FROM api_keys WHERE id = $1',
};

/** An active key by the SHA-256 of its secret (authentication). */
export const KEY_BY_HASH: Named = {
  name: 'astro_key_by_hash_1',
  text: 'SELECT * FROM api_keys WHERE hash = $1 AND revoked_at IS NULL',
};

// Settles in-flight debits all or none: the rows are locked first; if one is gone (a sweep gave
// it back meanwhile) nothing is deleted.
export const SETTLE_ALL = `
WITH held AS (
  SELECT request_id FROM inflight WHERE request_id = ANY($1::text[]) FOR UPDATE
), gone AS (
  DELETE FROM inflight WHERE request_id IN (SELECT request_id FROM held) AND (SELECT count(*) FROM held) = $2
  RETURNING 1
)
SELECT count(*)::int AS settled FROM gone`;

// Refund of one request from its ledger debit row (idempotent; also clears its in-flight row).
export const REFUND = `
WITH d AS (
  SELECT key_id, path, cost FROM ledger WHERE request_id = $1 AND kind = 'debit'
), r AS (
  INSERT INTO ledger (key_id, kind, path, cost, request_id)
  SELECT key_id, 'refund', path, -cost, $1 FROM d
  ON CONFLICT (request_id, kind) WHERE kind IN ('debit', 'refund') DO NOTHING
  RETURNING key_id, -cost AS amount
), u AS (
  UPDATE api_keys k SET credits = k.credits + r.amount FROM r WHERE k.id = r.key_id
), f AS (
  DELETE FROM inflight WHERE request_id = $1
)
SELECT count(*)::int AS refunded FROM r`;

// Refund every in-flight debit of processes that stopped heart-beating. The row is taken by
// DELETE, so a late `settle` of the same request finds nothing and cannot also charge it.
export const SWEEP = `
WITH f AS (
  DELETE FROM inflight i
   WHERE i.started_at < now() - make_interval(secs => $1)
     AND NOT EXISTS (SELECT 1 FROM instances s
                      WHERE s.id = i.instance_id AND s.heartbeat_at >= now() - make_interval(secs => $1))
  RETURNING request_id, key_id, path, cost
), r AS (
  INSERT INTO ledger (key_id, kind, path, cost, request_id)
  SELECT key_id, 'refund', path, -cost, request_id FROM f
  ON CONFLICT (request_id, kind) WHERE kind IN ('debit', 'refund') DO NOTHING
  RETURNING key_id, -cost AS amount
), u AS (
  UPDATE api_keys k SET credits = k.credits + s.total
    FROM (SELECT key_id, sum(amount) AS total FROM r GROUP BY key_id) s
   WHERE k.id = s.key_id
)
SELECT count(*)::int AS refunded FROM r`;
