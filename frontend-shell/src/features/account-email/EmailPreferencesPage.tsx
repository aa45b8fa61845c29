import { Link } from 'react-router-dom';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { Card, CardPage } from '../../components/CardPage';
import { PageSpinner } from '../../components/Spinner';
import { useDocumentHead } from '../../lib/use-document-head';
import { Check } from '../auth/form-styles';
import { useToast } from '../toasts/ToastProvider';
import {
  useGetEmailPreferencesQuery,
  useResendConfirmationMutation,
  useUpdateEmailPreferencesMutation,
} from './account-email-api';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-top: 20px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** /account/email (signed in): the address's state, and what the member receives. */
export function EmailPreferencesPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Email preferences - ${siteName}` });
  const { data, isLoading, error } = useGetEmailPreferencesQuery();
  const [update, updating] = useUpdateEmailPreferencesMutation();
  const [resend, resending] = useResendConfirmationMutation();
  const [resent, setResent] = useState(false);
  const notify = useToast();

  if (isLoading) return <PageSpinner label="Loading your email preferences" />;
  if (!data) return <CardPage role="alert">{errorMessage(error)}</CardPage>;

  async function change(changes: { newsletter?: boolean; jobAlerts?: boolean }) {
    try {
      await update({ updateEmailPreferencesDto: changes }).unwrap();
      notify({ title: 'Preferences saved' });
    } catch (err) {
      notify({ title: 'Not saved', description: errorMessage(err), variant: 'destructive' });
    }
  }

  async function sendAgain() {
    try {
      await resend().unwrap();
      setResent(true);
    } catch (err) {
      notify({ title: 'Not sent', description: errorMessage(err), variant: 'destructive' });
    }
  }

  const since = data.newsletterConsentAt
    ? ` (since ${new Date(data.newsletterConsentAt).toLocaleDateString()})`
    : '';
  return (
    <CardPage>
      <Card>
        <h1>Email preferences</h1>
        <p>{data.email}</p>
        <Section aria-label="Your address">
          <h2>Your address</h2>
          {data.emailUndeliverable && (
            <p role="alert">Mail to this address was refused. Confirm it again to receive mail.</p>
          )}
          {data.emailConfirmed && !data.emailUndeliverable ? (
            <p>Confirmed.</p>
          ) : (
            <>
              <p>Not confirmed yet: newsletter and alerts start once you click the emailed link.</p>
              {resent ? (
                <p role="status">A new confirmation link is on its way.</p>
              ) : (
                <Button type="button" disabled={resending.isLoading} onClick={sendAgain}>
                  Send the confirmation link again
                </Button>
              )}
            </>
          )}
        </Section>
        <Section aria-label="What you receive">
          <h2>What you receive</h2>
          <Check>
            <input
              id="pref-newsletter"
              type="checkbox"
              checked={data.newsletter}
              disabled={updating.isLoading}
              onChange={(e) => void change({ newsletter: e.target.checked })}
            />
            <label htmlFor="pref-newsletter">
              The {siteName} newsletter{since}
            </label>
          </Check>
          <Check>
            <input
              id="pref-alerts"
              type="checkbox"
              checked={data.jobAlerts}
              disabled={updating.isLoading}
              onChange={(e) => void change({ jobAlerts: e.target.checked })}
            />
            <label htmlFor="pref-alerts">Job alert emails</label>
          </Check>
          <p>
            Choose which searches and teams you are alerted about on{' '}
            <Link to="/account/alerts">My alerts</Link>.
          </p>
          <p>Password and account emails are always sent.</p>
        </Section>
      </Card>
    </CardPage>
  );
}
