/**
 * Runs a round of work at most once at a time in this process: a call while a round runs asks
 * for one more after it (however many calls came meanwhile) and resolves when that one is done.
 * A failed round is reported to `onError` and does not stop later ones. Used by the workers that
 * drain a queue table (the mail outbox, search-engine notices).
 */
export class CoalescedRounds {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly onError: (err: Error) => void,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.round().catch((err: unknown) => this.onError(err as Error));
      } while (this.again && !this.stopped);
      this.running = null;
    })();
    return this.running;
  }

  /** No more rounds; resolves when the running one (if any) is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
