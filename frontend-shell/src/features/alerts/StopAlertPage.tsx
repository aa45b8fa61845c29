import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { Card, CardPage } from '../../components/CardPage';
import { useDocumentHead } from '../../lib/use-document-head';
import { useStopAlertMutation } from './alerts-api';

/**
 * /alerts/stop?token=…: a digest's "stop this alert" link. Opening it changes nothing (mail
 * scanners open links); the button pauses the alert, without signing in.
 */
export function StopAlertPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Stop a job alert - ${siteName}` });
  const token = useSearchParams()[0].get('token') ?? '';
  const [stop, result] = useStopAlertMutation();

  return (
    <CardPage>
      <Card>
        <h1>Stop a job alert</h1>
        {result.isSuccess ? (
          <p role="status">
            The alert &ldquo;{result.data.name}&rdquo; is paused. You can resume it on{' '}
            <Link to="/account/alerts">My alerts</Link>.
          </p>
        ) : (
          <>
            <p>Stop emailing the jobs of this alert?</p>
            {result.isError && <p role="alert">{errorMessage(result.error)}</p>}
            <Button
              type="button"
              $size="lg"
              disabled={result.isLoading}
              onClick={() => void stop({ token })}
            >
              {result.isLoading ? 'Stopping...' : 'Stop this alert'}
            </Button>
          </>
        )}
      </Card>
    </CardPage>
  );
}
