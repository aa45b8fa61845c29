import { chunks } from './chunks';

describe('chunks', () => {
  it('splits in order into parts of at most the size, the last one shorter', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('gives no part for no items', () => {
    expect(chunks([], 500)).toEqual([]);
  });
});
