import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/base-api';
import type { AlertDto, AlertFrequency, UpdateAlertDto } from '../../api/generated';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { Card, CardPage } from '../../components/CardPage';
import { PageSpinner } from '../../components/Spinner';
import { useDocumentHead } from '../../lib/use-document-head';
import { useToast } from '../toasts/ToastProvider';
import { useDeleteAlertMutation, useListAlertsQuery, useUpdateAlertMutation } from './alerts-api';
import { describeFilters, FREQUENCY_LABELS } from './alerts-texts';

const List = styled.ul`
  list-style: none;
  margin: 20px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 14px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
  input,
  select {
    font: inherit;
    min-height: 40px;
    padding: 0 10px;
    min-width: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  input {
    flex: 1 1 180px;
  }
`;

function AlertItem({ alert }: { alert: AlertDto }) {
  const [name, setName] = useState(alert.name);
  const [update, updating] = useUpdateAlertMutation();
  const [remove, removing] = useDeleteAlertMutation();
  const notify = useToast();

  async function change(updateAlertDto: UpdateAlertDto, done: string) {
    try {
      await update({ id: alert.id, updateAlertDto }).unwrap();
      notify({ title: done });
    } catch (err) {
      notify({ title: 'Not saved', description: errorMessage(err), variant: 'destructive' });
    }
  }

  async function drop() {
    try {
      await remove({ id: alert.id }).unwrap();
      notify({ title: 'Alert deleted' });
    } catch (err) {
      notify({ title: 'Not deleted', description: errorMessage(err), variant: 'destructive' });
    }
  }

  const busy = updating.isLoading || removing.isLoading;
  return (
    <Item aria-label={alert.name}>
      <p>
        {describeFilters(alert.filters)} · {FREQUENCY_LABELS[alert.frequency]}
        {alert.paused && ' · Paused'}
      </p>
      <Controls>
        <input
          aria-label="Alert name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          disabled={busy || !name.trim() || name.trim() === alert.name}
          onClick={() => void change({ name }, 'Alert renamed')}
        >
          Rename
        </Button>
      </Controls>
      <Controls>
        <select
          aria-label="How often"
          value={alert.frequency}
          disabled={busy}
          onChange={(e) =>
            void change({ frequency: e.target.value as AlertFrequency }, 'Frequency changed')
          }
        >
          {Object.entries(FREQUENCY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          disabled={busy}
          onClick={() =>
            void change({ paused: !alert.paused }, alert.paused ? 'Alert resumed' : 'Alert paused')
          }
        >
          {alert.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          disabled={busy}
          onClick={() => void drop()}
        >
          Delete
        </Button>
      </Controls>
    </Item>
  );
}

/** /account/alerts (signed in): the member's job alerts, each renamed, paused or deleted here. */
export function MyAlertsPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `My alerts - ${siteName}` });
  const { data, isLoading, error } = useListAlertsQuery();

  if (isLoading) return <PageSpinner label="Loading your alerts" />;
  if (!data) return <CardPage role="alert">{errorMessage(error)}</CardPage>;
  return (
    <CardPage>
      <Card>
        <h1>My alerts</h1>
        {data.length === 0 ? (
          <p>
            No alerts yet. Search the board and choose &ldquo;Create alert&rdquo;, or follow a team
            on its page.
          </p>
        ) : (
          <List>
            {data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </List>
        )}
      </Card>
    </CardPage>
  );
}
