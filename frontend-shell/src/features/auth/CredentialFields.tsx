import { Field } from './Field';
import type { Errors, SignInValues } from './validation';

interface Props {
  values: SignInValues;
  errors: Errors<SignInValues>;
  set: (key: keyof SignInValues) => (e: { target: { value: string } }) => void;
  /** `current-password` to sign in, `new-password` to sign up. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The email and password fields of both auth forms. */
export function CredentialFields({ values, errors, set, passwordAutoComplete }: Props) {
  return (
    <>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
    </>
  );
}
