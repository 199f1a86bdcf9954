import type { FastifyInstance } from 'fastify';
import { acrossFamilies } from '../db/across-families';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/** One pruning job: what it prunes (for the log) and how. */
export interface MaintenanceJob {
  what: string;
  run(): Promise<unknown>;
}

/**
 * Runs the jobs at startup and then hourly, until the app closes. A failing job is logged and tried
 * again at the next hour; it never stops the others or the server.
 */
export function hourlyMaintenance(app: FastifyInstance, options: { jobs: MaintenanceJob[] }): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    for (const job of options.jobs) {
      // Every job sweeps all families at once (docs/scaling.md#every-query-names-its-family).
      await acrossFamilies(job.what, () => job.run()).catch((error: unknown) =>
        app.log.warn({ err: error }, `pruning ${job.what} failed`),
      );
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
