import { Button, Form, InputNumber, Modal, Select, Space, Input } from 'antd';
import { useState } from 'react';
import { useGetJobTaxonomyQuery, useSetJobPayMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { AdminJobDto, PayUnit, SetJobPayDto } from '../../api/generated';
import { useToast } from '../../app/toast';

const UNITS: Array<{ value: PayUnit; label: string }> = [
  { value: 'hour', label: 'an hour' },
  { value: 'day', label: 'a day' },
  { value: 'week', label: 'a week' },
  { value: 'month', label: 'a month' },
  { value: 'year', label: 'a year' },
];

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP'.split(
    ' ',
  );
const REGIONS = [
  { value: 'US', label: 'Anywhere in the US' },
  ...STATES.map((s) => ({ value: s, label: s })),
];

interface PayValues {
  min: number | null;
  max: number | null;
  currency: string;
  unit: PayUnit | null;
  workplaceType: SetJobPayDto['workplaceType'];
  remoteRegions: string[];
}

/** "60,000–75,000 USD a year · Remote" as the table shows it; "Add pay" without either. */
export function payText(job: AdminJobDto): string {
  const parts: string[] = [];
  if (job.pay) {
    const n = (v: number | null | undefined) => (v == null ? '' : v.toLocaleString());
    const range =
      job.pay.min != null && job.pay.max != null
        ? `${n(job.pay.min)}–${n(job.pay.max)}`
        : job.pay.min != null
          ? `from ${n(job.pay.min)}`
          : `up to ${n(job.pay.max)}`;
    parts.push(
      `${range} ${job.pay.currency ?? 'USD'} ${UNITS.find((u) => u.value === job.pay!.unit)?.label}`,
    );
  }
  if (job.workplaceType) {
    const regions = job.remoteRegions.filter((r) => r !== 'US');
    parts.push(job.workplaceType + (regions.length ? ` (${regions.join(', ')})` : ''));
  }
  return parts.join(' · ') || 'Add pay';
}

/**
 * A job's pay range and workplace, edited in a dialog (docs/product.md#pay-and-workplace): the
 * range is replaced whole, empty amounts remove it; remote jobs name where applicants may live.
 */
export function JobPay({ job }: { job: AdminJobDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        style={wrappingLabel}
        onClick={() => setOpen(true)}
        // The visible text leads the name (WCAG 2.5.3), then which job it edits.
        aria-label={`${payText(job)}: edit the pay and workplace of ${job.positionTitle}, ${job.teamName}`}
      >
        {payText(job)}
      </Button>
      {open && <JobPayDialog job={job} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A long range with remote regions wraps within a phone's card rather than widening it. */
const wrappingLabel = {
  height: 'auto',
  maxWidth: '100%',
  whiteSpace: 'normal' as const,
  textAlign: 'left' as const,
};

/** The dialog, mounted only while open (a table page holds many jobs). */
function JobPayDialog({ job, onClose }: { job: AdminJobDto; onClose: () => void }) {
  const toast = useToast();
  const [form] = Form.useForm<PayValues>();
  const { data: taxonomy } = useGetJobTaxonomyQuery();
  const [setJobPay, { isLoading }] = useSetJobPayMutation();
  const workplace = Form.useWatch('workplaceType', form);

  const initial: PayValues = {
    min: job.pay?.min ?? null,
    max: job.pay?.max ?? null,
    currency: job.pay?.currency ?? 'USD',
    unit: job.pay?.unit ?? 'year',
    workplaceType: job.workplaceType ?? null,
    remoteRegions: job.remoteRegions,
  };

  const save = async (values: PayValues) => {
    const hasPay = values.min != null || values.max != null;
    const dto: SetJobPayDto = {
      pay: hasPay
        ? {
            min: values.min ?? null,
            max: values.max ?? null,
            currency: (values.currency || 'USD').trim().toUpperCase(),
            unit: values.unit ?? 'year',
          }
        : null,
      workplaceType: values.workplaceType ?? null,
      ...(values.workplaceType === 'remote' ? { remoteRegions: values.remoteRegions ?? [] } : {}),
    };
    try {
      await setJobPay({ id: job.id, setJobPayDto: dto }).unwrap();
      onClose();
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open
      title={`Pay and workplace: ${job.positionTitle}`}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        name={`job-pay-${job.id}`}
        initialValues={initial}
      >
        <Space wrap align="start">
          <Form.Item name="min" label="Minimum">
            <InputNumber min={0.01} max={100_000_000} step={1000} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="max"
            label="Maximum"
            dependencies={['min']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: number | null) =>
                  value == null || getFieldValue('min') == null || value >= getFieldValue('min')
                    ? Promise.resolve()
                    : Promise.reject(new Error('Not below the minimum')),
              }),
            ]}
          >
            <InputNumber min={0.01} max={100_000_000} step={1000} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="currency"
            label="Currency"
            rules={[{ pattern: /^\s*[A-Za-z]{3}\s*$/, message: 'Three letters, e.g. USD' }]}
          >
            <Input maxLength={3} style={{ width: 80, textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item name="unit" label="Per">
            <Select options={UNITS} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item name="workplaceType" label="Workplace">
          <Select
            options={taxonomy?.workplaceType}
            allowClear
            placeholder="Not stated"
            style={{ width: 200 }}
          />
        </Form.Item>
        {workplace === 'remote' && (
          <Form.Item
            name="remoteRegions"
            label="Applicants may live in"
            extra="Empty: anywhere in the US"
          >
            <Select mode="multiple" options={REGIONS} allowClear />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
