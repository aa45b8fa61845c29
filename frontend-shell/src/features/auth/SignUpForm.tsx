import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { useRegisterMutation } from '../../api/api';
import { Button } from '../../components/Button';
import { useToast } from '../toasts/ToastProvider';
import { Field, FieldError } from './Field';
import { Check, Form, Row } from './form-styles';
import { validateSignUp, type Errors, type SignUpValues } from './validation';

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<SignUpValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    termsAccepted: false,
  });
  const [errors, setErrors] = useState<Errors<SignUpValues>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const notify = useToast();
  const termsId = useId();

  const set =
    (key: 'firstName' | 'lastName' | 'email' | 'password') => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSignedIn();
    try {
      await register({
        registerDto: {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          termsAccepted: values.termsAccepted,
          isAdmin: false,
        },
      }).unwrap();
    } catch (error) {
      notify({
        title: 'Registration failed',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign Up">
      <Row>
        <Field
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </Row>
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
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <div>
        <Check>
          <input
            id={termsId}
            type="checkbox"
            checked={values.termsAccepted}
            onChange={(e) => setValues((v) => ({ ...v, termsAccepted: e.target.checked }))}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? `${termsId}-error` : undefined}
          />
          <label htmlFor={termsId}>
            I agree to the <Link to="/page/terms-of-service">Terms of Service</Link>, including a
            complimentary subscription to a sports-technology newsletter, which is required for full
            job listings.
          </label>
        </Check>
        {errors.termsAccepted && (
          <FieldError id={`${termsId}-error`}>{errors.termsAccepted}</FieldError>
        )}
      </div>
      <Button type="submit" disabled={isLoading} $size="lg">
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
