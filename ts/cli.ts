// astrology-api CLI: serve (one process, or a node:cluster of workers), and manage API keys.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { AggregatorRegistry } from 'prom-client';
import { configFromEnv, type FullConfig } from './config.js';
import { createApp, createHttpServer } from './http/app.js';
import { createLogger } from './http/middleware/telemetry.js';
import { serveClusterRateLimits } from './http/middleware/cluster-rate-limit.js';
import { issueKey } from './store/keys.js';
import { openStore } from './store/index.js';
import { PostgresStore } from './store/postgres/store.js';
import { CreditLimitError, MAX_CREDITS } from './store/store.js';

const USAGE = `usage:
  astrology-api serve [--workers N]
  astrology-api mcp                      (MCP server on stdio, for AI assistants)
  astrology-api keys create [--credits N] [--label L] [--json]
  astrology-api keys list
  astrology-api keys revoke <id>
  astrology-api keys topup <id> <credits>`;

function fail(message: string): never {
  process.stderr.write(message + '\n');
  process.exit(2);
}

/** A credit amount as the operator typed it: digits only (no 1e20, no 1.5), at most MAX_CREDITS. */
function creditAmount(raw: string | undefined, what: string): number {
  if (raw === undefined || !/^\d{1,13}$/.test(raw) || Number(raw) > MAX_CREDITS) {
    fail(`${what} must be a whole number of credits from 0 to ${MAX_CREDITS}`);
  }
  return Number(raw);
}

function storeFor(config: FullConfig, warn?: (msg: string, fields?: Record<string, unknown>) => void) {
  return openStore(config.databaseUrl, { poolMax: config.pgPoolMax, instanceTimeoutS: config.instanceTimeoutS, warn });
}

/** One serving process: the whole app on one port (alone, or as a cluster worker). */
async function serveProcess(config: FullConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  const store = storeFor(config, (msg, fields) => logger.warn(fields ?? {}, msg));
  if (store instanceof PostgresStore) {
    // Migrations at start. If the database is down we still start (liveness stays green,
    // /readyz answers 503) and the store retries on first use.
    await store.migrate().catch((e) => logger.error({ err: (e as Error).message }, 'migrations not applied yet: database unreachable'));
  }
  // Debits left in flight by processes that died (a killed worker, or the whole server killed
  // before this start) are given back now, before serving.
  await store.recover().catch((e) => logger.error({ err: (e as Error).message }, 'in-flight debits not recovered yet: store unreachable'));
  const handle = createApp(config, store, { logger });
  if (cluster.isWorker) AggregatorRegistry.setRegistries([handle.telemetry.registry]);
  await handle.connected(2000);
  const server = createHttpServer(handle, config);
  server.listen(config.port, config.host, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    if (cluster.isWorker) logger.info({ port }, 'worker listening');
    else process.stdout.write(`astrology-api listening on http://${config.host}:${port} (${handle.catalog.length} endpoints)\n`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    handle.setDraining();
    const forced = setTimeout(() => {
      logger.warn('shutdown timeout: exiting with requests still in flight');
      process.exit(1);
    }, config.shutdownTimeoutS * 1000);
    forced.unref();
    // Stop accepting; close keep-alive connections as soon as their current request is answered.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    await closed;
    clearInterval(idle);
    await handle.close().catch(() => {});
    await store.close().catch(() => {});
    clearTimeout(forced);
    logger.info('stopped');
    logger.flush?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Cluster primary: forks the workers, replaces crashed ones, forwards SIGTERM, aggregates metrics. */
function servePrimary(config: FullConfig, workers: number): void {
  const logger = createLogger(config.logLevel);
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const fork = () => {
    const w = cluster.fork();
    process.stdout.write(`astrology-api worker ${w.process.pid} started\n`);
  };
  cluster.on('listening', (w, address) => {
    listening.add(w.id);
    if (!announced && listening.size >= workers) {
      announced = true;
      process.stdout.write(`astrology-api listening on http://${config.host}:${address.port} (${workers} workers)\n`);
    }
  });
  cluster.on('exit', (w, code, signal) => {
    listening.delete(w.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    logger.warn({ worker_pid: w.process.pid, code, signal }, 'worker died; starting a replacement');
    process.stdout.write(`astrology-api worker ${w.process.pid} exited\n`);
    setTimeout(fork, 250);
  });
  // Without Redis the primary holds the workers' rate-limit counters (one limit for all of them).
  if (!config.redisUrl) serveClusterRateLimits();
  for (let i = 0; i < workers; i++) fork();

  let metricsServer: ReturnType<typeof createServer> | undefined;
  if (config.metricsPort > 0) {
    const aggregator = new AggregatorRegistry();
    metricsServer = createServer((req, res) => {
      const auth = config.metricsToken ? req.headers.authorization === `Bearer ${config.metricsToken}` : true;
      if (req.url !== '/metrics' || !auth) {
        res.writeHead(req.url !== '/metrics' ? 404 : 401).end();
        return;
      }
      aggregator.clusterMetrics().then(
        (text) => res.writeHead(200, { 'Content-Type': aggregator.contentType }).end(text),
        () => res.writeHead(503).end(),
      );
    });
    metricsServer.listen(config.metricsPort, config.host);
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    metricsServer?.close();
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, (config.shutdownTimeoutS + 5) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

export async function main(argv: string[]): Promise<void> {
  if (argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  try {
    await run(argv);
  } catch (e) {
    // An unknown option or a missing value is the operator's typo, not a crash: say so, with usage.
    if ((e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) fail(`${(e as Error).message}\n${USAGE}`);
    throw e;
  }
}

async function run(argv: string[]): Promise<void> {
  const config = configFromEnv();
  const [command, sub, ...rest] = argv;
  if (command === 'serve') {
    const { values } = parseArgs({ args: argv.slice(1), options: { workers: { type: 'string' } } });
    const workers = values.workers === undefined ? config.workers : Number(values.workers);
    if (!Number.isInteger(workers)) fail('--workers must be a whole number');
    if (workers < 1) fail('--workers must be at least 1');
    if (workers > 1 && cluster.isPrimary) return servePrimary(config, workers);
    return serveProcess(config);
  }
  if (command === 'mcp') {
    const { serveStdio } = await import('./mcp/stdio.js');
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    return serveStdio(config, version);
  }
  if (command !== 'keys') fail(USAGE);
  const store = storeFor(config);
  try {
    if (sub === 'create') {
      const { values } = parseArgs({
        args: rest,
        options: { credits: { type: 'string' }, label: { type: 'string' }, json: { type: 'boolean' } },
      });
      const credits = values.credits === undefined ? config.trialCredits : creditAmount(values.credits, '--credits');
      // A key made without --credits gets the trial allowance and is a trial key until topped up.
      const { key, record } = await issueKey(store, credits, values.label ?? null, values.credits === undefined);
      if (values.json) {
        process.stdout.write(JSON.stringify({ id: record.id, key, credits: record.credits, label: record.label }) + '\n');
      } else {
        // The key alone on stdout (KEY=$(astrology-api keys create) keeps working); its id, which
        // list/topup/revoke take, beside it on the terminal.
        process.stdout.write(key + '\n');
        process.stderr.write(`created ${record.id} with ${record.credits} credits${record.label ? ` (${record.label})` : ''}\n`);
      }
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
      const amount = creditAmount(rest[1], 'credits');
      const record = await store.topUp(rest[0], amount).catch((e: unknown) => {
        if (e instanceof CreditLimitError) fail(`not topped up: ${e.message}`);
        throw e;
      });
      if (!record) fail(`no key ${rest[0]}`);
      process.stdout.write(`${record.id}\t${record.credits} credits\n`);
    } else fail(USAGE);
  } finally {
    await store.close();
  }
}
