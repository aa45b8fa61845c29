import type { User } from '../users/user.entity';
import type { MailingList } from './unsubscribe-token';

type MailState = Pick<
  User,
  | 'newsletterConsentAt'
  | 'newsletterWithdrawnAt'
  | 'jobAlertEmails'
  | 'emailVerifiedAt'
  | 'emailUndeliverableAt'
>;

/** Whether the member has chosen to receive this list (whatever the address's state). */
export function wantsList(user: MailState, list: MailingList): boolean {
  return list === 'newsletter'
    ? user.newsletterConsentAt !== null && user.newsletterWithdrawnAt === null
    : user.jobAlertEmails;
}

/**
 * Whether non-essential mail of this list may go to the member now: chosen, the address
 * confirmed (double opt-in), and not refused by a mail server since.
 */
export function receivesList(user: MailState, list: MailingList): boolean {
  return wantsList(user, list) && user.emailVerifiedAt !== null && !user.emailUndeliverableAt;
}

/** The columns to write when the member turns a list on or off (consent kept with its time). */
export function listChange(
  user: MailState,
  list: MailingList,
  on: boolean,
  now: Date,
): Partial<Pick<User, 'newsletterConsentAt' | 'newsletterWithdrawnAt' | 'jobAlertEmails'>> {
  if (wantsList(user, list) === on) return {};
  if (list === 'alerts') return { jobAlertEmails: on };
  return on
    ? { newsletterConsentAt: now, newsletterWithdrawnAt: null }
    : { newsletterWithdrawnAt: now };
}
