import { timeOrderedUuid } from './time-ordered-uuid';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedUuid', () => {
  it('makes version 7 UUIDs that carry the time', () => {
    const id = timeOrderedUuid(Date.UTC(2030, 0, 1));
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Date.UTC(2030, 0, 1));
  });

  it('sorts in the order the ids were made, within one millisecond and across many', () => {
    const at = Date.UTC(2031, 0, 1);
    const ids = [
      ...Array.from({ length: 5000 }, () => timeOrderedUuid(at)),
      ...Array.from({ length: 10 }, (_, i) => timeOrderedUuid(at + 1 + i)),
    ];
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('never goes backwards when the clock does', () => {
    const first = timeOrderedUuid(Date.UTC(2032, 0, 1));
    const second = timeOrderedUuid(Date.UTC(2031, 11, 31));
    expect(second > first).toBe(true);
  });
});
