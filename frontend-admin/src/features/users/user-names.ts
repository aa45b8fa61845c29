import type { UserDto } from '../../api/generated';

type Named = Pick<UserDto, 'firstName' | 'lastName' | 'email'>;

export const fullName = (user: Named) => `${user.firstName} ${user.lastName}`.trim() || user.email;

export const userInitials = (user: Named) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() ||
  user.email.charAt(0).toUpperCase();
