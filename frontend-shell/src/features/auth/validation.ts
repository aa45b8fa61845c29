/**
 * Validation of the sign-in and sign-up forms; messages appear under the fields. Sign-in only asks
 * for a password (accounts made under older rules keep working); sign-up checks what the browser
 * can of the server's password rule (length, not blank); the server also refuses common breached
 * passwords and its message is shown.
 */
export const MESSAGES = {
  required: 'Required',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  blankPassword: 'Password must contain more than spaces and control characters',
  terms: 'You must agree to the terms of service to create an account',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** Only whitespace, control, format or unassigned characters. */
const BLANK = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Cn}\p{Cs}]*$/u;

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

/** A new password (sign-up, reset): what the browser can check of the server's rule. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return MESSAGES.required;
  if ([...password].length < PASSWORD_MIN_LENGTH) return MESSAGES.password;
  return BLANK.test(password) ? MESSAGES.blankPassword : undefined;
}

function clean<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors<T>;
}

export function validateSignIn(values: SignInValues): Errors<SignInValues> {
  return clean({
    email: emailError(values.email),
    password: values.password ? undefined : MESSAGES.required,
  });
}

export function validateSignUp(values: SignUpValues): Errors<SignUpValues> {
  return clean<SignUpValues>({
    firstName: values.firstName.trim() ? undefined : MESSAGES.required,
    lastName: values.lastName.trim() ? undefined : MESSAGES.required,
    email: emailError(values.email),
    password: newPasswordError(values.password),
    termsAccepted: values.termsAccepted ? undefined : MESSAGES.terms,
  });
}
