import { Link } from 'react-router-dom';
import { useLoginMutation } from '../../api/api';
import { Button } from '../../components/Button';
import { CredentialFields } from './CredentialFields';
import { Form } from './form-styles';
import { useAuthForm } from './use-auth-form';
import { validateSignIn } from './validation';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [login, { isLoading }] = useLoginMutation();
  const { values, errors, set, submit } = useAuthForm({
    initial: { email: '', password: '' },
    validate: validateSignIn,
    send: (v) => login({ loginDto: { email: v.email.trim(), password: v.password } }).unwrap(),
    failTitle: 'Login failed',
    onSignedIn,
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign In">
      <CredentialFields
        values={values}
        errors={errors}
        set={set}
        passwordAutoComplete="current-password"
      />
      <Link to="/forgot-password">Forgot password?</Link>
      <Button type="submit" disabled={isLoading} $size="lg">
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
