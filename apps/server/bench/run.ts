/**
 * `npm run bench`: starts the server in this process (PostgreSQL when DATABASE_URL is set, else a
 * throwaway embedded PGlite), logs in, and drives authenticated reads from a worker thread so the
 * load generator does not share the server's event loop. Bounded by time and by request count;
 * talks to 127.0.0.1 only. Prints p50/p95/p99 and requests per second per scenario.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/demo';

type Scenario = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
type Result = { latenciesMs: number[]; errors: number; elapsedMs: number };

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
const durationMs = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS ?? 200_000);
const warmupMs = 1000;

const scenarios: Scenario[] = [
  { name: 'GET /api/User/GetUserInfo', method: 'GET', path: '/api/User/GetUserInfo' },
];

/** Runs in the worker: keep-alive connections, one request in flight per connection. */
const loadGenerator = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, token, scenario, concurrency, durationMs, maxRequests, warmupMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
const headers = { authorization: 'Bearer ' + token };
if (body) headers['content-type'] = 'application/json';
function once() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path: scenario.path, method: scenario.method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: res.statusCode === 200 && text.startsWith('{"errNo":0') }));
    });
    req.on('error', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: false }));
    if (body) req.write(body);
    req.end();
  });
}
async function phase(ms, limit, record) {
  const until = Date.now() + ms;
  let sent = 0;
  const latencies = [];
  let errors = 0;
  async function loop() {
    while (Date.now() < until && sent < limit) {
      sent++;
      const r = await once();
      if (!record) continue;
      if (r.ok) latencies.push(r.ms); else errors++;
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latenciesMs: latencies, errors, elapsedMs: Date.now() - started };
}
(async () => {
  await phase(warmupMs, Number.MAX_SAFE_INTEGER, false);
  const result = await phase(durationMs, maxRequests, true);
  agent.destroy();
  parentPort.postMessage(result);
})();
`;

function runScenario(port: number, token: string, scenario: Scenario): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadGenerator, {
      eval: true,
      workerData: { port, token, scenario, concurrency, durationMs, maxRequests, warmupMs },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'ehome-bench-'));
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: dataDir ?? ':memory:',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    }),
    serveWeb: false,
    // One address drives all the load: the per-address limits would measure themselves.
    rateLimit: { enabled: false, globalMax: 0, globalWindowMs: 60_000, loginMax: 0, loginWindowMs: 60_000 },
    dbPoolMax: Number(process.env.DB_POOL_MAX ?? 20),
  };
  const app = await buildApp(config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const login = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName: 'zhangsan', password: DEMO_PASSWORD },
    });
    const token = login.json().resultData.token as string;

    console.log(
      `database: ${app.database.kind}; ${concurrency} concurrent connections, ${durationMs / 1000} s per scenario (max ${maxRequests} requests), Node ${process.version}`,
    );
    console.log('scenario | requests | errors | req/s | p50 ms | p95 ms | p99 ms');
    for (const scenario of scenarios) {
      const result = await runScenario(port, token, scenario);
      const sorted = result.latenciesMs.sort((a, b) => a - b);
      const rate = (sorted.length / result.elapsedMs) * 1000;
      const fmt = (n: number) => n.toFixed(2);
      console.log(
        `${scenario.name} | ${sorted.length} | ${result.errors} | ${rate.toFixed(0)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))}`,
      );
    }
  } finally {
    await app.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
