/**
 * Background and delayed work that must survive a restart and run once however many instances
 * run: on PostgreSQL pg-boss (pg-boss.ts), on the embedded database a polled table (embedded.ts).
 * Both behave the same way, so a module writes its job once:
 *
 *   jobs.work('shop.closeUnpaid', async ({ orderId }) => closeIfUnpaid(orderId));
 *   await jobs.send('shop.closeUnpaid', { orderId }, { delaySeconds: 15 * 60, singletonKey: orderId });
 *
 * A job that throws is tried again (RETRY_LIMIT more times, RETRY_DELAY_SECONDS apart, growing),
 * so a handler must be safe to run twice: check the state it is about to change.
 */
export type JobHandler<T extends object = object> = (
  data: T,
  job: { id: string; name: string },
) => Promise<void>;

export type SendOptions = {
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
  /**
   * Sends with the same job name and key collapse into one while that one is still waiting to run
   * (send answers null for the duplicate); once it ran, the key may be sent again.
   */
  singletonKey?: string;
};

export type JobQueue = {
  readonly kind: 'pg-boss' | 'embedded';
  /** Registers the one handler of a job name; workers pick it up once started. */
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Queues a job; answers its id, or null when it collapsed into a waiting one (singletonKey). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * A recurring job by cron (minute hour day month weekday) in the given time zone. Applied when the
   * workers start; one run per cron time across all instances.
   */
  schedule(name: string, cron: string, timeZone: string, data?: object): void;
  /** Starts the workers and the schedules (main.ts; tests that want background runs). */
  start(): Promise<void>;
  /**
   * Runs every job that is due now in this process, one after another, and answers how many ran:
   * tests run jobs deterministically this way instead of waiting for a poll. On the embedded queue
   * a recurring job whose time has come (by the queue's clock) is due as well.
   */
  runDue(): Promise<number>;
  /** Stops taking jobs, waits for the running ones to finish, releases connections. */
  stop(): Promise<void>;
};

export const RETRY_LIMIT = 2;
export const RETRY_DELAY_SECONDS = 60;
/** A handler running longer than this is taken as lost (a killed instance) and the job retried. */
export const JOB_TIMEOUT_SECONDS = 15 * 60;

export type JobLog = {
  error(object: Record<string, unknown>, message: string): void;
  info(object: Record<string, unknown>, message: string): void;
};

/** Job names: letters, digits, dots, dashes, underscores (pg-boss's rule, kept for both). */
export function checkJobName(name: string): string {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`invalid job name: ${name}`);
  return name;
}
