import { findPrototypeKey } from './prototype-keys.middleware';

describe('findPrototypeKey', () => {
  it('finds __proto__ and constructor.prototype at any depth', () => {
    expect(findPrototypeKey(JSON.parse('{"a":1,"__proto__":{"x":1}}'))).toBe('body.__proto__');
    expect(findPrototypeKey(JSON.parse('{"a":{"b":[{"__proto__":{}}]}}'))).toBe(
      'body.a.b[0].__proto__',
    );
    expect(findPrototypeKey({ constructor: { prototype: { isAdmin: true } } })).toBe(
      'body.constructor.prototype',
    );
  });

  it('lets ordinary bodies through', () => {
    expect(findPrototypeKey({ email: 'a@b.c', nested: { constructor: 'text' } })).toBeNull();
    expect(findPrototypeKey(undefined)).toBeNull();
    expect(findPrototypeKey('text')).toBeNull();
  });
});
