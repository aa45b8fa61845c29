import type { UserDto } from '../api/api';

/** A signed-in member, as `GET /api/user` answers. */
export const MEMBER: UserDto = {
  id: 'u1',
  email: 'jordan@example.com',
  firstName: 'Jordan',
  lastName: 'Lee',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
