import { closesAt, DAY_MS, isExpired } from './job-expiry';

const arrived = new Date('2026-09-01T12:00:00Z');
const job = (validThrough: Date | null = null) => ({ validThrough, createdAt: arrived });

describe('job expiry rules', () => {
  it('closes a job without its own date the lifetime after it arrived', () => {
    expect(closesAt(job(), { lifetimeDays: 60 })).toEqual(
      new Date(arrived.getTime() + 60 * DAY_MS),
    );
  });

  it('uses the job own closing date, earlier or later than the default', () => {
    const early = new Date('2026-09-10T00:00:00Z');
    const late = new Date('2027-03-01T00:00:00Z');
    expect(closesAt(job(early), { lifetimeDays: 60 })).toEqual(early);
    expect(closesAt(job(late), { lifetimeDays: 60 })).toEqual(late);
  });

  it('never closes a job without a date when the lifetime is 0', () => {
    expect(closesAt(job(), { lifetimeDays: 0 })).toBeNull();
    expect(isExpired(job(), { lifetimeDays: 0 }, new Date('2099-01-01'))).toBe(false);
  });

  it('lists a job up to, not at, its closing moment', () => {
    const close = new Date(arrived.getTime() + 60 * DAY_MS);
    const rule = { lifetimeDays: 60 };
    expect(isExpired(job(), rule, new Date(close.getTime() - 1))).toBe(false);
    expect(isExpired(job(), rule, close)).toBe(true);
  });
});
