import { SessionData, Store } from 'express-session';
import { LessThan, Repository } from 'typeorm';
import { SessionRecord } from './session.entity';

type Callback<T = void> = (err?: unknown, result?: T) => void;

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * express-session store on the app's SQL database (embedded mode, no Redis): sessions survive
 * restarts with nothing else to run. Expired rows are ignored on read and pruned periodically.
 */
export class TypeormSessionStore extends Store {
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly repo: Repository<SessionRecord>,
    pruneIntervalMs = 15 * 60 * 1000,
  ) {
    super();
    if (pruneIntervalMs > 0) {
      this.pruneTimer = setInterval(
        () => void this.prune().catch(() => undefined),
        pruneIntervalMs,
      );
      this.pruneTimer.unref();
    }
  }

  override get(sid: string, cb: Callback<SessionData | null>): void {
    this.repo
      .findOneBy({ sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return cb(undefined, null);
        cb(undefined, JSON.parse(row.data) as SessionData);
      })
      .catch(cb);
  }

  override set(sid: string, session: SessionData, cb?: Callback): void {
    const record = {
      sid,
      data: JSON.stringify(session),
      expiresAt: this.expiry(session),
      userId: userIdOf(session),
    };
    this.repo
      .upsert(record, ['sid'])
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }

  override touch(sid: string, session: SessionData, cb?: Callback): void {
    this.repo
      .update({ sid }, { expiresAt: this.expiry(session) })
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.repo
      .delete({ sid })
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }

  /** Ends every session of one user (after a password change or account deletion). */
  async destroyByUser(userId: string): Promise<void> {
    await this.repo.delete({ userId });
  }

  async prune(): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(new Date()) });
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  private expiry(session: SessionData): Date {
    const expires = session.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
  }
}

function userIdOf(session: SessionData): string | null {
  const user = (session as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'string' ? user : null;
}
