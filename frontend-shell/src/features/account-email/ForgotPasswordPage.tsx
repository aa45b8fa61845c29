import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { Card, CardPage } from '../../components/CardPage';
import { useDocumentHead } from '../../lib/use-document-head';
import { Field } from '../auth/Field';
import { Form } from '../auth/form-styles';
import { validateSignIn } from '../auth/validation';
import { useRequestPasswordResetMutation } from './account-email-api';

/** /forgot-password: asks for a reset link (the answer never says whether the account exists). */
export function ForgotPasswordPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Forgot password - ${siteName}` });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignIn({ email, password: 'unchecked' }).email;
    setError(found);
    if (found) return;
    try {
      await request({ forgotPasswordDto: { email: email.trim() } }).unwrap();
      setSent(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <CardPage>
      <Card>
        <h1>Forgot your password?</h1>
        {sent ? (
          <p role="status">
            If an account exists for {email.trim()}, a link to choose a new password is on its way.
            It works once, for one hour.
          </p>
        ) : (
          <>
            <p>Enter your email and we will send you a link to choose a new one.</p>
            <Form onSubmit={submit} noValidate aria-label="Forgot password">
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={error}
              />
              <Button type="submit" disabled={isLoading} $size="lg">
                {isLoading ? 'Sending...' : 'Send reset link'}
              </Button>
            </Form>
          </>
        )}
        <p>
          <Link to="/auth">Back to sign in</Link>
        </p>
      </Card>
    </CardPage>
  );
}
