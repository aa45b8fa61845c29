import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUp } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';

describe(`mail without SMTP_URL: .eml files (${TEST_MODE})`, () => {
  it('writes each message under DATA_DIR/mail with its links', async () => {
    const t = await createTestApp();
    try {
      const member = await signUp(t.server);
      const dir = join(t.environment.dataDir, 'mail');
      let files: string[] = [];
      // The message is written after the answer; a loaded machine may take seconds.
      for (let i = 0; i < 300 && !files.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        files = existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
      }
      expect(files).toHaveLength(1);
      // Written whole: no partial file is left beside it.
      expect(readdirSync(dir)).toEqual(files);
      expect(files[0]).toMatch(/^[0-9a-f-]{36}\.eml$/);
      const mail = await simpleParser(readFileSync(join(dir, files[0])));
      expect(mail.subject).toBe('Confirm your email address');
      expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(member.user.email);
      expect(mail.text).toContain('http://localhost:3000/verify-email?token=');
      expect(mail.html).toContain('http://localhost:3000/verify-email?token=');
    } finally {
      await t.close();
    }
  });
});
