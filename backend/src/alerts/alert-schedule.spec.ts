import type { AlertsConfig } from '../config/app-config';
import { duePeriod, isoWeek, localTime, sweepCutoff } from './alert-schedule';

const config: AlertsConfig = {
  timeZone: 'America/New_York',
  dailyHour: 8,
  weeklyDay: 1,
  sweepMs: 60_000,
};

describe('alert schedule', () => {
  it('reads the site clock in its time zone', () => {
    // 12:30 UTC on Tuesday 24 November 2026 is 07:30 in New York (EST, UTC-5).
    expect(localTime(new Date('2026-11-24T12:30:00Z'), config.timeZone)).toEqual({
      date: '2026-11-24',
      hour: 7,
      weekday: 2,
    });
    expect(localTime(new Date('2026-11-24T03:00:00Z'), config.timeZone).date).toBe('2026-11-23');
  });

  it('names ISO weeks, the year of their Thursday included', () => {
    expect(isoWeek('2026-11-24')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });

  it('makes a daily digest due from the configured hour of the site day', () => {
    expect(duePeriod('daily', new Date('2026-11-24T12:59:00Z'), config)).toBeNull();
    expect(duePeriod('daily', new Date('2026-11-24T13:00:00Z'), config)).toBe('2026-11-24');
    expect(duePeriod('daily', new Date('2026-11-25T04:00:00Z'), config)).toBe('2026-11-24');
  });

  it('makes a weekly digest due from the configured weekday and hour, late sweeps included', () => {
    expect(duePeriod('weekly', new Date('2026-11-23T12:00:00Z'), config)).toBeNull();
    expect(duePeriod('weekly', new Date('2026-11-23T13:00:00Z'), config)).toBe('2026-W48');
    expect(duePeriod('weekly', new Date('2026-11-26T10:00:00Z'), config)).toBe('2026-W48');
    expect(
      duePeriod('weekly', new Date('2026-11-23T13:00:00Z'), { ...config, weeklyDay: 5 }),
    ).toBeNull();
  });

  it('cuts instant sweeps at a settled whole minute', () => {
    expect(sweepCutoff(new Date('2026-11-24T12:00:45Z')).toISOString()).toBe(
      '2026-11-24T12:00:00.000Z',
    );
    expect(sweepCutoff(new Date('2026-11-24T12:00:20Z')).toISOString()).toBe(
      '2026-11-24T11:59:00.000Z',
    );
  });
});
