import { Button, Flex, Input, Popover, Typography } from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../api/base-api';
import { useToast } from '../../app/toast';
import { useSetJobValidThroughMutation, type JobWithExpiry } from './job-expiry-api';

const pad = (n: number) => String(n).padStart(2, '0');
/** A date input's value (YYYY-MM-DD, local calendar). */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A suggestion when extending: 30 days from today, or from the current closing date if later. */
export function extendedDay(closesAt: string | null | undefined, now = new Date()): string {
  const from = closesAt && new Date(closesAt) > now ? new Date(closesAt) : now;
  return dayOf(new Date(from.getTime() + 30 * 24 * 60 * 60 * 1000));
}

/** The Closes column: the closing date, and a small editor to extend, change or reset it. */
export function ClosingDate({ job }: { job: JobWithExpiry }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [setValidThrough, { isLoading }] = useSetJobValidThroughMutation();
  const label = `${job.positionTitle}, ${job.teamName}`;

  const save = async (validThrough: string | null) => {
    try {
      await setValidThrough({ id: job.id, validThrough }).unwrap();
      setOpen(false);
      toast({
        title: 'Job Updated',
        description:
          validThrough === null
            ? `${job.positionTitle} now closes after the default listing period.`
            : `${job.positionTitle} now closes on ${new Date(`${validThrough}T12:00:00`).toLocaleDateString()}.`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  const editor = (
    <Flex vertical gap={8}>
      <Typography.Text>Listed until the end of (UTC):</Typography.Text>
      <Input
        type="date"
        aria-label={`Closing date: ${label}`}
        value={day}
        onChange={(e) => setDay(e.target.value)}
      />
      <Flex gap={8} wrap>
        <Button type="primary" loading={isLoading} disabled={!day} onClick={() => save(day)}>
          Save
        </Button>
        {job.validThrough && (
          <Button loading={isLoading} onClick={() => save(null)}>
            Use default
          </Button>
        )}
      </Flex>
    </Flex>
  );

  return (
    <Flex vertical gap={2} align="start">
      <Typography.Text type={job.isExpired ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {job.closesAt ? new Date(job.closesAt).toLocaleDateString() : 'Never'}
      </Typography.Text>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          if (next) setDay(extendedDay(job.closesAt));
          setOpen(next);
        }}
        content={editor}
        title={job.isExpired ? 'Extend this job' : 'Change the closing date'}
      >
        <Button
          size="small"
          type="link"
          style={{ padding: 0 }}
          aria-label={`${job.isExpired ? 'Extend' : 'Change closing date'}: ${label}`}
        >
          {job.isExpired ? 'Extend' : 'Change'}
        </Button>
      </Popover>
    </Flex>
  );
}
