// astrology-api CLI: serve, and manage API keys.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { configFromEnv } from './config.js';
import { createApp } from './http/app.js';
import { issueKey } from './store/keys.js';
import { openStore } from './store/index.js';

const USAGE = `usage:
  astrology-api serve
  astrology-api keys create [--credits N] [--label L]
  astrology-api keys list
  astrology-api keys revoke <id>
  astrology-api keys topup <id> <credits>`;

function fail(message: string): never {
  process.stderr.write(message + '\n');
  process.exit(2);
}

function positiveInt(raw: string | undefined, what: string): number {
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < 0) fail(`${what} must be a non-negative integer`);
  return n;
}

export async function main(argv: string[]): Promise<void> {
  const config = configFromEnv();
  const [command, sub, ...rest] = argv;
  if (command === 'serve') {
    const store = openStore(config.databaseUrl);
    const { app, catalog } = createApp(config, store);
    const server = createServer(app.callback());
    server.listen(config.port, config.host, () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : config.port;
      process.stdout.write(`astrology-api listening on http://${config.host}:${port} (${catalog.length} endpoints)\n`);
    });
    const stop = () =>
      server.close(() => {
        void store.close().then(() => process.exit(0));
      });
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return;
  }
  if (command !== 'keys') fail(USAGE);
  const store = openStore(config.databaseUrl);
  try {
    if (sub === 'create') {
      const { values } = parseArgs({ args: rest, options: { credits: { type: 'string' }, label: { type: 'string' } } });
      const credits = values.credits === undefined ? config.trialCredits : positiveInt(values.credits, '--credits');
      const { key } = await issueKey(store, credits, values.label ?? null);
      process.stdout.write(key + '\n');
    } else if (sub === 'list') {
      for (const k of await store.listKeys()) {
        process.stdout.write(
          `${k.id}\t${k.prefix}…\t${k.credits} credits\t${k.revokedAt ? 'revoked ' + k.revokedAt : 'active'}\t${k.label ?? ''}\n`,
        );
      }
    } else if (sub === 'revoke') {
      if (!rest[0]) fail(USAGE);
      if (!(await store.revokeKey(rest[0]))) fail(`no active key ${rest[0]}`);
      process.stdout.write(`revoked ${rest[0]}\n`);
    } else if (sub === 'topup') {
      if (!rest[0]) fail(USAGE);
      const record = await store.topUp(rest[0], positiveInt(rest[1], 'credits'));
      if (!record) fail(`no key ${rest[0]}`);
      process.stdout.write(`${record.id}\t${record.credits} credits\n`);
    } else fail(USAGE);
  } finally {
    await store.close();
  }
}
