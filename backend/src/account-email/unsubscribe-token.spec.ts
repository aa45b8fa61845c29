import { UnsubscribeTokens } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens(['new-secret', 'old-secret']);
  const id = '2b1f6c1e-4c1d-4f7e-9d8a-3f1e2a9b7c10';

  it('round-trips and accepts tokens signed with an older secret', () => {
    expect(tokens.verify(tokens.sign(id, 'newsletter'))).toEqual({
      userId: id,
      list: 'newsletter',
    });
    const old = new UnsubscribeTokens(['old-secret']).sign(id, 'alerts');
    expect(tokens.verify(old)).toEqual({ userId: id, list: 'alerts' });
  });

  it('refuses a changed member, list or signature', () => {
    const [, , mac] = tokens.sign(id, 'newsletter').split('.');
    expect(tokens.verify(`${id.replace('2', '3')}.newsletter.${mac}`)).toBeNull();
    expect(tokens.verify(`${id}.alerts.${mac}`)).toBeNull();
    expect(tokens.verify(`${id}.newsletter.${mac.slice(1)}`)).toBeNull();
    expect(tokens.verify('garbage')).toBeNull();
    expect(new UnsubscribeTokens(['other']).verify(tokens.sign(id, 'newsletter'))).toBeNull();
  });
});
