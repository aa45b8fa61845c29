import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Card, Flex, Progress, Space, Statistic, Typography } from 'antd';
import { Fragment, useRef, useState } from 'react';
import {
  uploadProgressListeners,
  useGetCsvImportProgressQuery,
  useUploadJobsCsvMutation,
} from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CsvImportResultDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { CardTitle } from '../../components/CardTitle';
import type { UploadProgress } from './upload-with-progress';

/** How often the server's progress of an import is asked while it runs. */
export const PROGRESS_POLL_MS = 500;

/** A random UUID (v4) naming one upload; crypto.randomUUID needs a secure context. */
function newImportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const EXPECTED_COLUMNS = [
  'team_name',
  'position_title',
  'location',
  'apply_url',
  'date_posted',
];
export const OPTIONAL_COLUMNS = [
  'description',
  'is_featured',
  'is_active',
  'valid_through',
  'department',
  'employment_type',
  'level',
  'salary (e.g. "$60,000 - $75,000 per year")',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_unit',
  'workplace_type',
  'remote_regions',
];

/** CSV Upload: bulk import of jobs, with the server's report of what happened to each row. */
export function CsvUploadTab() {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CsvImportResultDto | null>(null);
  const [uploadJobsCsv, { isLoading }] = useUploadJobsCsvMutation();
  const [importId, setImportId] = useState<string | null>(null);
  const [sent, setSent] = useState<UploadProgress | null>(null);

  const upload = async () => {
    if (!file) {
      toast({
        title: 'No File Selected',
        description: 'Please select a CSV file to upload.',
        variant: 'destructive',
      });
      return;
    }
    const id = newImportId();
    setImportId(id);
    setSent({ loaded: 0, total: file.size });
    uploadProgressListeners.set(id, setSent);
    try {
      const result = await uploadJobsCsv({ importId: id, body: { csvFile: file } }).unwrap();
      setReport(result);
      setFile(null);
      if (input.current) input.current.value = '';
      toast({ title: 'CSV Upload Successful', description: result.message, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Upload Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    } finally {
      uploadProgressListeners.delete(id);
      setImportId(null);
      setSent(null);
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<CardTitle>CSV Upload</CardTitle>}>
        <Typography.Paragraph>
          Upload a CSV file to add jobs in bulk. A row whose apply_url matches an existing job
          updates that job; new team names create their teams.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Expected columns:{' '}
          {/* One chip per column name, never broken inside a name; lines break between chips. */}
          {EXPECTED_COLUMNS.map((c) => (
            <Fragment key={c}>
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {c}
              </Typography.Text>{' '}
            </Fragment>
          ))}
          <br />
          <Typography.Text type="secondary">
            Optional: {OPTIONAL_COLUMNS.join(', ')}. Dates as YYYY-MM-DD or M/D/YYYY.
          </Typography.Text>
        </Typography.Paragraph>
        <label htmlFor="csv-file" style={{ display: 'block', marginBottom: 8 }}>
          <Typography.Text strong>CSV file</Typography.Text>
        </label>
        <Space wrap>
          <input
            ref={input}
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={!file}
            loading={isLoading}
            onClick={upload}
          >
            Upload CSV
          </Button>
        </Space>
        {importId && sent && <ImportProgress importId={importId} sent={sent} />}
      </Card>
      {report && <ImportReport report={report} />}
    </Space>
  );
}

/**
 * The bytes sent while the file uploads, then the rows the server has processed (polled from
 * GET /api/admin/upload-csv/progress/{importId}) until the report arrives.
 */
function ImportProgress({ importId, sent }: { importId: string; sent: UploadProgress }) {
  const uploaded = sent.total > 0 && sent.loaded >= sent.total;
  const { data } = useGetCsvImportProgressQuery(
    { importId },
    { skip: !uploaded, pollingInterval: PROGRESS_POLL_MS },
  );
  const server = uploaded && data?.importId === importId ? data : null;
  const [label, percent, detail] = server
    ? [
        'Import progress',
        Math.floor((100 * server.bytesProcessed) / Math.max(server.totalBytes, 1)),
        `Importing: ${server.rowsProcessed.toLocaleString('en-US')} rows processed`,
      ]
    : uploaded
      ? ['Import progress', 0, 'Uploaded; the server is starting the import…']
      : [
          'Upload progress',
          Math.floor((100 * sent.loaded) / Math.max(sent.total, 1)),
          `Uploading: ${megabytes(sent.loaded)} of ${megabytes(sent.total)}`,
        ];
  return (
    <div style={{ marginTop: 16 }}>
      <Progress percent={percent} status="active" aria-label={label} />
      <Typography.Text type="secondary" role="status">
        {detail}
      </Typography.Text>
    </div>
  );
}

function ImportReport({ report }: { report: CsvImportResultDto }) {
  return (
    <Card title={<CardTitle>Import Report</CardTitle>}>
      <Alert
        type={report.errors.length > 0 || report.skipped > 0 ? 'warning' : 'success'}
        showIcon
        title={report.message}
        style={{ marginBottom: 16 }}
      />
      <Flex gap={48} wrap>
        {(['inserted', 'updated', 'skipped'] as const).map((key) => {
          const label = key.charAt(0).toUpperCase() + key.slice(1);
          return (
            <div key={key} role="group" aria-label={label}>
              <Statistic title={label} value={report[key]} />
            </div>
          );
        })}
      </Flex>
      {report.errors.length > 0 && (
        <section style={{ marginTop: 16 }} aria-label="Rows with problems">
          <Typography.Text strong>Rows with problems</Typography.Text>
          <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
            {report.errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                <Typography.Text>
                  Line {e.line}: {e.message}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
