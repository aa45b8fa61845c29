import { exportFileName, neutraliseFormula, usersCsv } from './users-csv';
import type { User } from './user.entity';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('users CSV export', () => {
  it('prefixes cells that a spreadsheet would run as a formula', () => {
    expect(
      ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', 'Jo', 'a=b'].map(neutraliseFormula),
    ).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "'\r=1", 'Jo', 'a=b']);
  });

  it('writes the header and one quoted-as-needed row per user', async () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      firstName: 'Ann, "Jr"',
      lastName: '=cmd',
      isAdmin: true,
      newsletterConsentAt: new Date(),
      newsletterWithdrawnAt: null,
      jobAlertEmails: true,
      emailVerifiedAt: null,
      emailUndeliverableAt: null,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
    } as User;
    const csv = await text(
      usersCsv(
        (async function* () {
          yield user;
        })(),
      ),
    );
    expect(csv).toBe(
      '\uFEFFid,email,firstName,lastName,isAdmin,newsletterConsent,emailConfirmed,createdAt\n' +
        `u1,a@example.com,"Ann, ""Jr""",'=cmd,true,true,false,2026-01-02T03:04:05.000Z\n`,
    );
  });

  it('fails the stream (no hang) when reading users fails', async () => {
    const failing: AsyncIterable<User> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('database gone')) }),
    };
    await expect(text(usersCsv(failing))).rejects.toThrow('database gone');
  });

  it('names the file after the day', () => {
    expect(exportFileName(new Date('2026-11-21T23:59:00Z'))).toBe('users-export-2026-11-21.csv');
  });
});
