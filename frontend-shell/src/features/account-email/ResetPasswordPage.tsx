import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { Card, CardPage } from '../../components/CardPage';
import { useDocumentHead } from '../../lib/use-document-head';
import { Field, FieldError } from '../auth/Field';
import { Form } from '../auth/form-styles';
import { newPasswordError } from '../auth/validation';
import { useConfirmPasswordResetMutation } from './account-email-api';

/** /reset-password?token=…: the emailed link's page, where the new password is chosen. */
export function ResetPasswordPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Choose a new password - ${siteName}` });
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      password: newPasswordError(password),
      repeat: repeat === password ? undefined : 'The two passwords differ',
    };
    setErrors(found);
    if (found.password || found.repeat) return;
    try {
      await confirm({ resetPasswordDto: { token, password } }).unwrap();
      setDone(true);
    } catch (err) {
      setErrors({ form: errorMessage(err) });
    }
  }

  return (
    <CardPage>
      <Card>
        <h1>Choose a new password</h1>
        {done ? (
          <p role="status">
            Your password was changed and you were signed out everywhere.{' '}
            <Link to="/auth">Sign in with your new password</Link>.
          </p>
        ) : (
          <Form onSubmit={submit} noValidate aria-label="Choose a new password">
            <Field
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <Field
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={errors.repeat}
            />
            {errors.form && (
              <FieldError role="alert">
                {errors.form} <Link to="/forgot-password">Ask for a new link</Link>
              </FieldError>
            )}
            <Button type="submit" disabled={isLoading} $size="lg">
              {isLoading ? 'Saving...' : 'Save new password'}
            </Button>
          </Form>
        )}
      </Card>
    </CardPage>
  );
}
