import type { ParsedMail } from 'mailparser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { User } from '../src/users/user.entity';
import { signUp, SignedIn } from './auth-helpers';
import type { Server } from 'node:http';

/** A member whose address is confirmed (alerts go only to confirmed addresses). */
export async function confirmedMember(
  app: NestExpressApplication,
  server: Server,
): Promise<SignedIn> {
  const member = await signUp(server);
  await app
    .get(DataSource)
    .getRepository(User)
    .update({ id: member.user.id }, { emailVerifiedAt: new Date() });
  return member;
}

/** Waits past the current second: an alert created in it starts after every job of it. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A moment by which jobs inserted just now are settled and inside the sweep's window. */
export const settledNow = () => new Date(Date.now() + 90_000);

/** The job page links of a digest's plain-text part. */
export function jobLinksIn(text: string, publicUrl: string): string[] {
  return text.split(/\s+/).filter((word) => word.startsWith(`${publicUrl}/jobs/`));
}

/** The path of a message's RFC 8058 one-click address, after checking both headers. */
export function oneClickPath(mail: ParsedMail, publicUrl: string): string {
  const headerLine = (key: string) => mail.headerLines.find((h) => h.key === key)?.line;
  if (headerLine('list-unsubscribe-post') !== 'List-Unsubscribe-Post: List-Unsubscribe=One-Click') {
    throw new Error('No List-Unsubscribe-Post header');
  }
  const url = /<([^>]+)>/.exec(headerLine('list-unsubscribe') ?? '')?.[1] ?? '';
  if (!url.startsWith(`${publicUrl}/api/unsubscribe?token=`)) throw new Error(`Bad ${url}`);
  return url.slice(publicUrl.length);
}
