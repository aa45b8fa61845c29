import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useRegisterMutation } from '../../api/api';
import { Button } from '../../components/Button';
import { CredentialFields } from './CredentialFields';
import { Field, FieldError } from './Field';
import { Check, Form, Row } from './form-styles';
import { useAuthForm } from './use-auth-form';
import { validateSignUp, type SignUpValues } from './validation';

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [register, { isLoading }] = useRegisterMutation();
  const termsId = useId();
  const { values, setValues, errors, set, submit } = useAuthForm<SignUpValues>({
    initial: { firstName: '', lastName: '', email: '', password: '', termsAccepted: false },
    validate: validateSignUp,
    send: (v) =>
      register({
        registerDto: {
          email: v.email.trim(),
          password: v.password,
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          termsAccepted: v.termsAccepted,
          isAdmin: false,
        },
      }).unwrap(),
    failTitle: 'Registration failed',
    onSignedIn,
  });

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
      <CredentialFields
        values={values}
        errors={errors}
        set={set}
        passwordAutoComplete="new-password"
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
