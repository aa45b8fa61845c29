import { jsonDepth, MAX_JSON_DEPTH } from './json-depth.middleware';

describe('jsonDepth', () => {
  it('counts levels of arrays and objects', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(undefined)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: [] }] })).toBe(4);
  });

  it('measures a body far deeper than the call stack allows without throwing', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth(deep, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });
});
