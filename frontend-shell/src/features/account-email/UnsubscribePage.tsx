import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { Card, CardPage } from '../../components/CardPage';
import { useDocumentHead } from '../../lib/use-document-head';
import { useUnsubscribeMutation } from './account-email-api';

const LIST_NAMES = { newsletter: 'the newsletter', alerts: 'job alert emails' } as const;

/**
 * /unsubscribe?token=…: the visible unsubscribe link of a mail. Opening it changes nothing (mail
 * scanners open links); the button does, without signing in.
 */
export function UnsubscribePage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Unsubscribe - ${siteName}` });
  const token = useSearchParams()[0].get('token') ?? '';
  const [unsubscribe, result] = useUnsubscribeMutation();

  return (
    <CardPage>
      <Card>
        <h1>Unsubscribe</h1>
        {result.isSuccess ? (
          <p role="status">
            You are unsubscribed from {LIST_NAMES[result.data.list]}. You will receive no more of
            it.
          </p>
        ) : (
          <>
            <p>Stop receiving these emails from {siteName}?</p>
            {result.isError && <p role="alert">{errorMessage(result.error)}</p>}
            <Button
              type="button"
              $size="lg"
              disabled={result.isLoading}
              onClick={() => void unsubscribe({ token })}
            >
              {result.isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <p>
          <Link to="/account/email">Choose what you receive</Link> (signed in)
        </p>
      </Card>
    </CardPage>
  );
}
