/** SPEC §5 validation of the sign-in and sign-up forms; messages appear under the fields. */
export const MESSAGES = {
  required: 'Required',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  terms: 'You must agree to the terms of service to create an account',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
  termsAccepted: boolean;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return MESSAGES.required;
  return EMAIL.test(email.trim()) ? undefined : MESSAGES.email;
}

function passwordError(password: string): string | undefined {
  if (!password) return MESSAGES.required;
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : MESSAGES.password;
}

function clean<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors<T>;
}

export function validateSignIn(values: SignInValues): Errors<SignInValues> {
  return clean({ email: emailError(values.email), password: passwordError(values.password) });
}

export function validateSignUp(values: SignUpValues): Errors<SignUpValues> {
  return clean<SignUpValues>({
    firstName: values.firstName.trim() ? undefined : MESSAGES.required,
    lastName: values.lastName.trim() ? undefined : MESSAGES.required,
    email: emailError(values.email),
    password: passwordError(values.password),
    termsAccepted: values.termsAccepted ? undefined : MESSAGES.terms,
  });
}
