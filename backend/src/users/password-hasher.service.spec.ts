import { loadConfig } from '../config/load-config';
import { PasswordHasher } from './password-hasher.service';

const hasherFor = (env: Record<string, string>) => new PasswordHasher(loadConfig(env));

describe('PasswordHasher', () => {
  it('hashes with argon2id at the library defaults unless told otherwise', async () => {
    const hash = await hasherFor({}).hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(hash).not.toContain('correct horse battery');
  });

  it('uses the cheapest parameters in test runs', async () => {
    const hash = await hasherFor({ NODE_ENV: 'test', PASSWORD_HASHING: 'test' }).hash('pw-123456');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('verifies a hash made with either parameters, and refuses a wrong password', async () => {
    const standard = hasherFor({});
    const test = hasherFor({ PASSWORD_HASHING: 'test' });
    const fromTest = await test.hash('pw-123456');
    const fromStandard = await standard.hash('pw-123456');
    expect(await standard.verify(fromTest, 'pw-123456')).toBe(true);
    expect(await test.verify(fromStandard, 'pw-123456')).toBe(true);
    expect(await standard.verify(fromStandard, 'pw-654321')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    expect(await hasherFor({}).verify('not-a-hash', 'pw-123456')).toBe(false);
  });
});
