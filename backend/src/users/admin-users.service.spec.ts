import { ConflictException, NotFoundException } from '@nestjs/common';
import type { UserSessions } from '../sessions/user-sessions.service';
import { AdminUsersService, MESSAGES } from './admin-users.service';
import type { PasswordHasher } from './password-hasher.service';
import type { User } from './user.entity';
import type { AdminChange, UsersRepository } from './users.repository';

let counter = 0;
function aUser(overrides: Partial<User> = {}): User {
  counter += 1;
  return {
    id: `user-${counter}`,
    email: `user${counter}@example.com`,
    emailKey: `user${counter}@example.com`,
    password: 'hash',
    firstName: 'Jordan',
    lastName: 'Lee',
    isAdmin: false,
    termsAcceptedAt: new Date(),
    newsletterConsentAt: new Date(),
    newsletterWithdrawnAt: null,
    jobAlertEmails: true,
    emailVerifiedAt: null,
    emailUndeliverableAt: null,
    createdAt: new Date(),
    ...overrides,
  };
}

/** An in-memory stand-in for the repository's admin-change transaction. */
function setup(users: User[]) {
  const rows = new Map(users.map((u) => [u.id, { ...u }]));
  const repository = {
    changeAdmins: <T>(work: (change: AdminChange) => Promise<T>) =>
      work({
        adminIds: new Set([...rows.values()].filter((u) => u.isAdmin).map((u) => u.id)),
        findById: (id) => Promise.resolve(rows.get(id) ?? null),
        setAdmin: (id, isAdmin) => {
          rows.get(id)!.isAdmin = isAdmin;
          return Promise.resolve();
        },
        delete: (id) => {
          rows.delete(id);
          return Promise.resolve();
        },
      }),
    updatePasswordHash: (id: string, hash: string) => {
      const row = rows.get(id);
      if (row) row.password = hash;
      return Promise.resolve(Boolean(row));
    },
  } as unknown as UsersRepository;
  const hasher = { hash: (p: string) => Promise.resolve(`hashed:${p}`) } as PasswordHasher;
  const ended: Array<[string, string | undefined]> = [];
  const sessions = {
    endAll: (id: string, keep?: string) => {
      ended.push([id, keep]);
      return Promise.resolve();
    },
  } as unknown as UserSessions;
  return { service: new AdminUsersService(repository, hasher, sessions), rows, ended };
}

describe('AdminUsersService', () => {
  it('grants and revokes admin rights of others', async () => {
    const admin = aUser({ isAdmin: true });
    const member = aUser();
    const { service, rows } = setup([admin, member]);
    expect(await service.setAdmin({ id: admin.id }, member.id, true)).toMatchObject({
      id: member.id,
      isAdmin: true,
    });
    await service.setAdmin({ id: admin.id }, member.id, false);
    expect(rows.get(member.id)!.isAdmin).toBe(false);
  });

  it('refuses self-demotion and self-deletion', async () => {
    const admin = aUser({ isAdmin: true });
    const { service } = setup([admin, aUser({ isAdmin: true })]);
    await expect(service.setAdmin({ id: admin.id }, admin.id, false)).rejects.toThrow(
      new ConflictException(MESSAGES.selfDemotion),
    );
    await expect(service.delete({ id: admin.id }, admin.id)).rejects.toThrow(
      new ConflictException(MESSAGES.selfDeletion),
    );
  });

  it('keeps the last admin', async () => {
    const last = aUser({ isAdmin: true });
    const caller = aUser();
    const { service, rows } = setup([last, caller]);
    await expect(service.setAdmin({ id: caller.id }, last.id, false)).rejects.toThrow(
      new ConflictException(MESSAGES.lastAdminDemotion),
    );
    await expect(service.delete({ id: caller.id }, last.id)).rejects.toThrow(
      new ConflictException(MESSAGES.lastAdminDeletion),
    );
    expect(rows.get(last.id)!.isAdmin).toBe(true);
    // Granting is always fine, and a granted-again admin stays one.
    await service.setAdmin({ id: caller.id }, last.id, true);
    expect(rows.get(last.id)!.isAdmin).toBe(true);
  });

  it('deletes a user and ends their sessions; unknown ids are 404', async () => {
    const admin = aUser({ isAdmin: true });
    const member = aUser();
    const { service, rows, ended } = setup([admin, member]);
    await service.delete({ id: admin.id }, member.id);
    expect(rows.has(member.id)).toBe(false);
    expect(ended).toEqual([[member.id, undefined]]);
    await expect(service.delete({ id: admin.id }, member.id)).rejects.toThrow(NotFoundException);
    await expect(service.setAdmin({ id: admin.id }, 'nobody', true)).rejects.toThrow(
      new NotFoundException(MESSAGES.notFound),
    );
  });

  it("sets a password and ends the user's sessions, keeping the caller's own", async () => {
    const admin = aUser({ isAdmin: true });
    const member = aUser();
    const { service, rows, ended } = setup([admin, member]);
    await service.setPassword({ id: admin.id, sessionId: 's1' }, member.id, 'new-password');
    await service.setPassword({ id: admin.id, sessionId: 's1' }, admin.id, 'mine-now');
    expect(rows.get(member.id)!.password).toBe('hashed:new-password');
    expect(ended).toEqual([
      [member.id, undefined],
      [admin.id, 's1'],
    ]);
    await expect(service.setPassword({ id: admin.id }, 'nobody', 'whatever')).rejects.toThrow(
      NotFoundException,
    );
  });
});
