import { AsyncResource } from 'node:async_hooks';
import { setImmediate } from 'node:timers/promises';

/**
 * Work a request asks for that runs after it, on its own (the word index's compactions, the job
 * total's folds): in the context this object was made in, which must be outside any request (a
 * provider's constructor), so the work's statements run on a connection of their own and not on
 * the request's (whose time limit and share of the pool are the request's; see
 * routeSearchStatements); after the current turn; at most one run at a time per key.
 */
export class WorkAfterRequests {
  private readonly running = new Map<string, Promise<void>>();
  private readonly context: AsyncResource;

  /** `failed` hears a run's error (a run never rejects). */
  constructor(
    name: string,
    private readonly failed: (err: Error) => void,
  ) {
    this.context = new AsyncResource(name);
  }

  /** Starts `work` after the current turn, unless a run under `key` is still under way. */
  start(key: string, work: () => Promise<void>): void {
    if (this.running.has(key)) return;
    // Chained inside the scope: a promise's callbacks run in the context it was chained in.
    const run = this.context.runInAsyncScope(() =>
      setImmediate()
        .then(() => work())
        .catch((err: Error) => this.failed(err))
        .finally(() => this.running.delete(key)),
    );
    this.running.set(key, run);
  }

  /** Waits until no run is under way (those started meanwhile included). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }
}
