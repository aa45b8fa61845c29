import { MESSAGES, validateSignIn, validateSignUp } from './validation';

describe('sign-in validation (SPEC §5)', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '123456' })).toEqual({});
  });
  it('names each bad field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(validateSignIn({ email: 'nope', password: '12345' })).toEqual({
      email: MESSAGES.email,
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('sign-up validation (SPEC §5)', () => {
  const valid = {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan@example.com',
    password: 'secret1',
    termsAccepted: true,
  };
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });
  it('requires the terms box with the spec message', () => {
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
