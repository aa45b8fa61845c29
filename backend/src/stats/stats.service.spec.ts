import { placementsFrom } from './stats.service';

describe('placementsFrom', () => {
  it.each([
    [null, 0],
    [{}, 0],
    [{ stats: { title: 'x' } }, 0],
    [{ stats: { successfulPlacements: 140 } }, 140],
    [{ stats: { successfulPlacements: '1200' } }, 1200],
    [{ stats: { successfulPlacements: 'many' } }, 0],
    [{ stats: { successfulPlacements: -3 } }, 0],
    [{ stats: 'nope' }, 0],
  ])('%j → %p', (content, expected) => {
    expect(placementsFrom(content as Record<string, unknown> | null)).toBe(expected);
  });
});
