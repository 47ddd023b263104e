import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

/** Longest a shutdown may take (drain, running jobs, in-flight requests) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000 + config.shutdownDrainMs;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    // Readiness says 503 first, so the load balancer stops sending while this instance still serves.
    app.markDraining();
    if (config.shutdownDrainMs > 0) await sleep(config.shutdownDrainMs);
    // Then no new jobs here (running ones finish), then Fastify stops accepting and finishes the
    // requests in flight; its onClose hooks close Redis and the database last.
    await app.jobs.stop();
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// Workers after listen: a job never runs on an instance that failed to start serving.
await app.jobs.start();
app.log.info({ queue: app.jobs.kind }, 'job workers started');
