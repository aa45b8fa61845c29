import { annualPayUsd, type JobPay, type PayUnit, payProblem } from './job-pay';

const pay = (
  min: number | null,
  max: number | null,
  unit: PayUnit = 'year',
  currency = 'USD',
): JobPay => ({ salaryMin: min, salaryMax: max, salaryUnit: unit, salaryCurrency: currency });

describe('comparable pay (decision 0200)', () => {
  it('is the top of the range per year, in US dollars only', () => {
    expect(annualPayUsd(pay(60000, 75000))).toBe(75000);
    expect(annualPayUsd(pay(20, 25, 'hour'))).toBe(52000);
    expect(annualPayUsd(pay(200, null, 'day'))).toBe(52000);
    expect(annualPayUsd(pay(700, 800, 'week'))).toBe(41600);
    expect(annualPayUsd(pay(4300, 5000, 'month'))).toBe(60000);
    expect(annualPayUsd(pay(60000, 75000, 'year', 'EUR'))).toBeNull();
    expect(
      annualPayUsd({ salaryMin: null, salaryMax: null, salaryUnit: null, salaryCurrency: null }),
    ).toBeNull();
  });

  it('checks a range', () => {
    expect(payProblem(pay(60000, 75000))).toBeNull();
    expect(payProblem(pay(75000, 60000))).toMatch(/below/);
    expect(payProblem(pay(-5, null))).toMatch(/positive/);
  });
});
