import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { SerialQueue } from '../common/serial-queue';
import { emailLookalikeKey, normaliseEmail } from './email-identity';
import { User } from './user.entity';

/** Admin-changing work inside one transaction, with the current admins read under a lock. */
export interface AdminChange {
  /** Ids of every admin, read after the lock was taken (no parallel change can alter them). */
  adminIds: Set<string>;
  findById(id: string): Promise<User | null>;
  setAdmin(id: string, isAdmin: boolean): Promise<void>;
  delete(id: string): Promise<void>;
}

@Injectable()
export class UsersRepository {
  /** On SQLite (one connection, one process) transactions cannot lock rows: queue them instead. */
  private readonly adminChanges = new SerialQueue();

  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  /** The accounts with these ids (one query; unknown ids are left out). */
  findByIds(ids: string[]): Promise<User[]> {
    return ids.length ? this.repo.findBy({ id: In([...new Set(ids)]) }) : Promise.resolve([]);
  }

  /** The account with exactly this address (after normalisation; no look-alike matches). */
  findByEmail(email: string): Promise<User | null> {
    return this.repo.findOneBy({ email: normaliseEmail(email) });
  }

  /** True when an account has this address or a look-alike of it (accents aside). */
  existsLookalike(email: string): Promise<boolean> {
    return this.repo.existsBy({ emailKey: emailLookalikeKey(email) });
  }

  async create(
    user: Pick<User, 'email' | 'password' | 'firstName' | 'lastName'> & Partial<User>,
  ): Promise<User> {
    const entity = this.repo.create(user);
    await this.repo.insert(entity);
    return (await this.findById(entity.id))!;
  }

  /** The address was confirmed through its emailed link (a refusal of it before is forgotten). */
  async markEmailVerified(id: string, email: string, at: Date): Promise<boolean> {
    const result = await this.repo.update(
      { id, email: normaliseEmail(email) },
      { emailVerifiedAt: at, emailUndeliverableAt: null },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Saves the member's mail choices (the newsletter consent with its time, alert emails). */
  async updateMailChoices(
    id: string,
    changes: Partial<
      Pick<User, 'newsletterConsentAt' | 'newsletterWithdrawnAt' | 'jobAlertEmails'>
    >,
  ): Promise<void> {
    if (Object.keys(changes).length) await this.repo.update({ id }, changes);
  }

  /** A mail server refused this address for good: no more mail to it until it is confirmed again. */
  async markEmailUndeliverable(email: string, at: Date): Promise<void> {
    await this.repo.update({ email: normaliseEmail(email) }, { emailUndeliverableAt: at });
  }

  /** Every user, newest first (the admin list). */
  listNewestFirst(): Promise<User[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Every user, oldest first, fetched in pages so an export never holds the whole table. */
  async *iterateOldestFirst(pageSize = 500): AsyncGenerator<User> {
    for (let offset = 0; ; offset += pageSize) {
      const page = await this.repo.find({
        order: { createdAt: 'ASC', id: 'ASC' },
        skip: offset,
        take: pageSize,
      });
      yield* page;
      if (page.length < pageSize) return;
    }
  }

  /** Replaces the password hash; false when the user does not exist. */
  async updatePasswordHash(id: string, hash: string): Promise<boolean> {
    const result = await this.repo.update({ id }, { password: hash });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Runs `work` in a transaction that first locks the admin rows (MySQL/MariaDB: SELECT … FOR
   * UPDATE), so two parallel demotions or deletions cannot both pass a "not the last admin" check.
   */
  changeAdmins<T>(work: (change: AdminChange) => Promise<T>): Promise<T> {
    return this.adminChanges.run(() =>
      this.repo.manager.transaction(async (manager: EntityManager) => {
        const users = manager.getRepository(User);
        const query = users
          .createQueryBuilder('user')
          .select('user.id', 'id')
          .where('user.isAdmin = :isAdmin', { isAdmin: true });
        if (manager.connection.options.type !== 'better-sqlite3') {
          query.setLock('pessimistic_write');
        }
        const rows = await query.getRawMany<{ id: string }>();
        return work({
          adminIds: new Set(rows.map((row) => row.id)),
          findById: (id) => users.findOneBy({ id }),
          setAdmin: async (id, isAdmin) => {
            await users.update({ id }, { isAdmin });
          },
          delete: async (id) => {
            await users.delete({ id });
          },
        });
      }),
    );
  }
}
