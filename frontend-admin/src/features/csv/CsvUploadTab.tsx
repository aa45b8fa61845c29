import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Statistic, Typography } from 'antd';
import { Fragment, useRef, useState } from 'react';
import { useUploadJobsCsvMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CsvImportResultDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { CardTitle } from '../../components/CardTitle';

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

  const upload = async () => {
    if (!file) {
      toast({
        title: 'No File Selected',
        description: 'Please select a CSV file to upload.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await uploadJobsCsv({ body: { csvFile: file } }).unwrap();
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
      </Card>
      {report && <ImportReport report={report} />}
    </Space>
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
