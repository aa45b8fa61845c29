import { containsPattern } from './contains-pattern';

describe('containsPattern', () => {
  it.each([
    ['coach', '%coach%'],
    ['100%', '%100!%%'],
    ['snake_case', '%snake!_case%'],
    ['wow!', '%wow!!%'],
    ['O\'Brien \\ "x"', '%O\'Brien \\ "x"%'],
  ])('%p → %p', (term, pattern) => {
    expect(containsPattern(term)).toBe(pattern);
  });
});
