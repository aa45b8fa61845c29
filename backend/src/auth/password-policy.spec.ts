import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('asks for at least 8 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('1234567')).toBe('password must be at least 8 characters');
    expect(passwordProblem('🏈🏈🏈🏈')).toBe('password must be at least 8 characters');
    expect(passwordProblem('🏈🏈🏈🏈🏈🏈🏈🏈')).toBeNull();
  });

  it('refuses only blank and control characters, allows anything else', () => {
    for (const blank of [' '.repeat(8), '\0'.repeat(8), '\u200b\u200b\u200b\u200b\t\t\t\t']) {
      expect(passwordProblem(blank)).toBe(
        'password must contain more than spaces and control characters',
      );
    }
    expect(passwordProblem('    a    ')).toBeNull();
    expect(passwordProblem('пароль-для-входа')).toBeNull();
  });

  it('refuses common breached passwords whatever their case, naming the field', () => {
    expect(passwordProblem('password')).toMatch(/most common breached/);
    expect(passwordProblem('QWERTYUIOP', 'Password')).toBe(
      'Password is one of the most common breached passwords; choose another',
    );
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });
});
