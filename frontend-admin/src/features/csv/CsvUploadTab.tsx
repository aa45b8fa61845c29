import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, List, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useUploadJobsCsvMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CsvImportResultDto } from '../../api/generated';
import { useToast } from '../../app/toast';

export const EXPECTED_COLUMNS = [
  'team_name',
  'position_title',
  'location',
  'apply_url',
  'date_posted',
];
export const OPTIONAL_COLUMNS = ['description', 'is_featured', 'is_active'];

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
      <Card title="CSV Upload">
        <Typography.Paragraph>
          Upload a CSV file to add jobs in bulk. A row whose apply_url matches an existing job
          updates that job; new team names create their teams.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Expected columns:{' '}
          {EXPECTED_COLUMNS.map((c) => (
            <Typography.Text key={c} code>
              {c}
            </Typography.Text>
          ))}
          <br />
          <Typography.Text type="secondary">
            Optional: {OPTIONAL_COLUMNS.join(', ')}. Dates as YYYY-MM-DD or M/D/YYYY.
          </Typography.Text>
        </Typography.Paragraph>
        <Space wrap>
          <label
            htmlFor="csv-file"
            className="visually-hidden"
            style={{ position: 'absolute', left: -9999 }}
          >
            CSV file
          </label>
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
    <Card title="Import Report">
      <Alert
        type={report.errors.length > 0 || report.skipped > 0 ? 'warning' : 'success'}
        showIcon
        title={report.message}
        style={{ marginBottom: 16 }}
      />
      <Descriptions
        size="small"
        column={3}
        bordered
        items={[
          { key: 'inserted', label: 'Inserted', children: report.inserted.toLocaleString('en-US') },
          { key: 'updated', label: 'Updated', children: report.updated.toLocaleString('en-US') },
          { key: 'skipped', label: 'Skipped', children: report.skipped.toLocaleString('en-US') },
        ]}
      />
      {report.errors.length > 0 && (
        <List
          style={{ marginTop: 16 }}
          size="small"
          header={<Typography.Text strong>Skipped rows</Typography.Text>}
          bordered
          dataSource={report.errors}
          renderItem={(e) => (
            <List.Item>
              <Typography.Text>
                Line {e.line}: {e.message}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
