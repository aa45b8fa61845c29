import { counterValue } from './counter';

describe('counterValue', () => {
  it('holds 0 during the 1 s pause, then reaches the target at the end', () => {
    expect(counterValue(140, 0, 3500, 1000)).toBe(0);
    expect(counterValue(140, 1000, 3500, 1000)).toBe(0);
    const middle = counterValue(140, 2750, 3500, 1000);
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(140);
    expect(counterValue(140, 4500, 3500, 1000)).toBe(140);
    expect(counterValue(140, 99999, 3500, 1000)).toBe(140);
  });
});
