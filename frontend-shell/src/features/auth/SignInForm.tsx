import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/base-api';
import { useLoginMutation } from '../../api/api';
import { Button } from '../../components/Button';
import { useToast } from '../toasts/ToastProvider';
import { Field } from './Field';
import { Form } from './form-styles';
import { validateSignIn, type Errors, type SignInValues } from './validation';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<SignInValues>>({});
  const [login, { isLoading }] = useLoginMutation();
  const notify = useToast();

  const set = (key: keyof SignInValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSignedIn();
    try {
      await login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap();
    } catch (error) {
      notify({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign In">
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
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Button type="submit" disabled={isLoading} $size="lg">
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
