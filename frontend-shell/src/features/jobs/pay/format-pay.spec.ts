import { formatPay, formatWorkplace } from './format-pay';

describe('pay in the reader locale', () => {
  it.each([
    [{ min: 60000, max: 75000, currency: 'USD', unit: 'year' }, 'en-US', '$60K–$75K a year'],
    [{ min: 25, max: 25, currency: 'USD', unit: 'hour' }, 'en-US', '$25 an hour'],
    [{ min: 25.5, max: 30, currency: 'USD', unit: 'hour' }, 'en-US', '$25.50–$30 an hour'],
    [{ min: 50000, max: null, currency: 'USD', unit: 'year' }, 'en-US', 'From $50K a year'],
    [{ min: null, max: 4500, currency: 'EUR', unit: 'month' }, 'en-US', 'Up to €4.5K a month'],
    [
      { min: 60000, max: 75000, currency: 'USD', unit: 'year' },
      'de-DE',
      '60.000 $–75.000 $ a year',
    ],
  ] as const)('formats %j in %s', (pay, locale, text) => {
    expect(formatPay(pay, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('names the workplace, with the states a remote job accepts', () => {
    expect(formatWorkplace({ workplaceType: 'remote', remoteRegions: ['US'] })).toBe('Remote');
    expect(formatWorkplace({ workplaceType: 'remote', remoteRegions: ['OK', 'TX'] })).toBe(
      'Remote (OK, TX)',
    );
    expect(formatWorkplace({ workplaceType: 'hybrid', remoteRegions: [] })).toBe('Hybrid');
    expect(formatWorkplace({ workplaceType: null, remoteRegions: [] })).toBeNull();
  });
});
