import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Card, CardPage } from '../../components/CardPage';
import { PageSpinner } from '../../components/Spinner';
import { useDocumentHead } from '../../lib/use-document-head';
import { useConfirmEmailMutation } from './account-email-api';

/** /verify-email?token=…: confirms the address as soon as the emailed link is opened. */
export function VerifyEmailPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Confirm your address - ${siteName}` });
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirm, result] = useConfirmEmailMutation();

  useEffect(() => {
    void confirm({ confirmEmailDto: { token } });
  }, [confirm, token]);

  if (result.isUninitialized || result.isLoading) {
    return <PageSpinner label="Confirming your address" />;
  }
  return (
    <CardPage>
      <Card>
        <h1>{result.isSuccess ? 'Address confirmed' : 'This link did not work'}</h1>
        <p role="status">
          {result.isSuccess
            ? `Thank you: ${result.data.email} is confirmed. The newsletter and job alerts you chose can now reach you.`
            : errorMessage(result.error)}
        </p>
        <p>
          <Link to="/account/email">Choose what you receive</Link>
        </p>
      </Card>
    </CardPage>
  );
}
