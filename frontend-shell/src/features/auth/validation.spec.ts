import { MESSAGES, validateSignIn, validateSignUp } from './validation';

describe('sign-in validation', () => {
  it('accepts a valid email and any password, so accounts made under older rules sign in', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '123456' })).toEqual({});
  });
  it('names each bad field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(validateSignIn({ email: 'nope', password: '12345' })).toEqual({
      email: MESSAGES.email,
    });
  });
});

describe('sign-up validation', () => {
  const valid = {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan@example.com',
    password: 'secret-one',
    termsAccepted: true,
  };
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });
  it('asks for 8 characters that are not all blank', () => {
    expect(validateSignUp({ ...valid, password: 'seven77' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignUp({ ...valid, password: ' \t\u200b     ' })).toEqual({
      password: 'Password must contain more than spaces and control characters',
    });
    expect(validateSignUp({ ...valid, password: '🏈🏈🏈🏈🏈🏈🏈🏈' })).toEqual({});
  });
  it('requires the terms box with its message', () => {
    expect(validateSignUp({ ...valid, termsAccepted: false })).toEqual({
      termsAccepted: 'You must agree to the terms of service to create an account',
    });
  });
  it('requires first and last name (at least 1 character)', () => {
    expect(validateSignUp({ ...valid, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(validateSignUp({ ...valid, firstName: 'J', lastName: 'L' })).toEqual({});
  });
});
