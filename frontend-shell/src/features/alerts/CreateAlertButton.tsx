import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobFilters } from '../../api/api';
import { errorMessage } from '../../api/base-api';
import type { AlertFrequency } from '../../api/generated';
import { Button } from '../../components/Button';
import { useToast } from '../toasts/ToastProvider';
import { useCreateAlertMutation } from './alerts-api';
import { describeFilters, FREQUENCY_LABELS } from './alerts-texts';

const Panel = styled.form`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-end;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.9rem;
    font-weight: 600;
    flex: 1 1 200px;
  }
  input,
  select {
    font: inherit;
    font-weight: 400;
    min-height: 40px;
    padding: 0 10px;
  }
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

/** "Create alert" on the board: saves the current search with a name and a frequency. */
export function CreateAlertButton({ search }: { search: JobFilters }) {
  // An alert keeps the board's filters (its order does not matter to new jobs).
  const { sort: _sort, ...filters } = search;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [create, created] = useCreateAlertMutation();
  const notify = useToast();
  const summary = describeFilters(filters);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    try {
      await create({
        createAlertDto: { name: name.trim() || summary, frequency, filters },
      }).unwrap();
      setOpen(false);
      setName('');
      notify({ title: 'Alert created', description: `We will email you new jobs: ${summary}.` });
    } catch (err) {
      notify({
        title: 'Alert not created',
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  }

  if (!open) {
    return (
      <Button type="button" $variant="outline" $size="sm" onClick={() => setOpen(true)}>
        Create alert
      </Button>
    );
  }
  return (
    <Panel aria-label="Create alert" onSubmit={(e) => void save(e)}>
      <p>
        Email me new jobs for: <strong>{summary}</strong> (
        <Link to="/account/alerts">My alerts</Link>)
      </p>
      <label>
        Alert name
        <input
          value={name}
          maxLength={100}
          placeholder={summary}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label>
        How often
        <select value={frequency} onChange={(e) => setFrequency(e.target.value as AlertFrequency)}>
          {Object.entries(FREQUENCY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" $size="sm" disabled={created.isLoading}>
        {created.isLoading ? 'Saving...' : 'Save alert'}
      </Button>
      <Button type="button" $variant="ghost" $size="sm" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Panel>
  );
}
