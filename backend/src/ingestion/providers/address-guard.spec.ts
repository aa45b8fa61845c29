import { AddressGuard, isNetworkList, parseNetworks } from './address-guard';

describe('AddressGuard', () => {
  const strict = new AddressGuard([]);

  it('refuses loopback, private, link-local, metadata and other special addresses', () => {
    expect(strict.refusal('127.0.0.1')).toBe('loopback');
    expect(strict.refusal('10.1.2.3')).toBe('private');
    expect(strict.refusal('192.168.0.10')).toBe('private');
    expect(strict.refusal('172.20.0.1')).toBe('private');
    expect(strict.refusal('169.254.169.254')).toBe('linkLocal');
    expect(strict.refusal('100.100.100.200')).toBe('carrierGradeNat');
    expect(strict.refusal('0.0.0.0')).toBe('unspecified');
    expect(strict.refusal('::1')).toBe('loopback');
    expect(strict.refusal('[::1]')).toBe('loopback');
    expect(strict.refusal('fd00:ec2::254')).toBe('uniqueLocal');
    expect(strict.refusal('fe80::1')).toBe('linkLocal');
    expect(strict.refusal('::ffff:169.254.169.254')).toBe('linkLocal');
    expect(strict.refusal('64:ff9b::a9fe:a9fe')).toBe('rfc6052');
  });

  it('lets public addresses through, and listed networks', () => {
    expect(strict.refusal('8.8.8.8')).toBeNull();
    expect(strict.refusal('2606:4700::1111')).toBeNull();
    const allowing = new AddressGuard(parseNetworks('127.0.0.1, 10.0.0.0/8,::1'));
    expect(allowing.refusal('127.0.0.1')).toBeNull();
    expect(allowing.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(allowing.refusal('10.200.0.1')).toBeNull();
    expect(allowing.refusal('::1')).toBeNull();
    expect(allowing.refusal('127.0.0.2')).toBe('loopback');
    expect(allowing.refusal('169.254.169.254')).toBe('linkLocal');
  });

  it('checks a URL before saving: scheme, literal address, every resolved address', async () => {
    await expect(strict.checkUrl(new URL('ftp://example.com/jobs'))).rejects.toThrow(/ftp: URLs/);
    await expect(strict.checkUrl(new URL('http://169.254.169.254/latest'))).rejects.toThrow(
      '169.254.169.254 is a linkLocal address; job sources may only reach public addresses',
    );
    await expect(strict.checkUrl(new URL('http://[fd00::1]/'))).rejects.toThrow(/uniqueLocal/);
    await expect(strict.checkUrl(new URL('http://localhost:9/feed'))).rejects.toThrow(
      /localhost resolves to .*loopback/,
    );
    // A name that does not resolve now is left to the run.
    await expect(strict.checkUrl(new URL('http://no-such-host.invalid/'))).resolves.toBeUndefined();
  });

  it('validates an allow-list', () => {
    expect(isNetworkList('127.0.0.1, ::1, 10.0.0.0/8')).toBe(true);
    expect(isNetworkList('')).toBe(true);
    expect(isNetworkList('localhost')).toBe(false);
    expect(isNetworkList('10.0.0.0/33')).toBe(false);
  });
});
