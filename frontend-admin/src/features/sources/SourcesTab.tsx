import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../api/base-api';
import type { PreviewPostingDto, SourceDto, SourcePreviewDto } from '../../api/generated';
import { SkeletonRows } from '../../components/SkeletonRows';
import { SourceMappingDialog } from './SourceMappingDialog';
import {
  useCreateSourceMutation,
  useListSourcesQuery,
  useRunSourceMutation,
  useTestSourceMutation,
  useUpdateSourceMutation,
} from './admin-sources-api';

const HEALTH_COLOR: Record<SourceDto['health'], string> = {
  new: 'default',
  healthy: 'green',
  warning: 'orange',
  failing: 'red',
  paused: 'default',
};

interface SourceForm {
  teamName: string;
  provider: 'greenhouse' | 'lever' | 'feed';
  token: string;
  region?: 'global' | 'eu';
  everyMinutes?: number;
}

const messageOf = (err: unknown) => (err as ApiError).message ?? 'Something went wrong';

/** The last run of a source in one line. */
function lastRunText(source: SourceDto): string {
  const run = source.lastRuns[0];
  if (!run) return 'No run yet';
  return (
    `${new Date(run.startedAt).toLocaleString()}: ${run.status}, fetched ${run.fetched}, ` +
    `created ${run.created}, updated ${run.updated}, unchanged ${run.unchanged}, ` +
    `closed ${run.closed}, failed ${run.failed}`
  );
}

/** One source as a card (fits narrow screens): health, last run, and its actions. */
function SourceCard({ source, onChanged }: { source: SourceDto; onChanged: () => void }) {
  const { message } = App.useApp();
  const [run, running] = useRunSourceMutation();
  const [update, updating] = useUpdateSourceMutation();
  const [mapping, setMapping] = useState(false);
  const last = source.lastRuns[0];
  const unmapped = Object.values(source.unmapped).reduce((n, v) => n + Object.keys(v).length, 0);
  return (
    <Card
      size="small"
      title={`${source.teamName} · ${source.provider}`}
      extra={<Tag color={HEALTH_COLOR[source.health]}>{source.health}</Tag>}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" ellipsis>
          {source.token}
          {source.provider === 'lever' && source.region === 'eu' ? ' (EU)' : ''} · every{' '}
          {source.everyMinutes} min
        </Typography.Text>
        <Typography.Text data-testid="last-run">{lastRunText(source)}</Typography.Text>
        {last?.error && (
          <Typography.Paragraph type="danger" ellipsis={{ rows: 2, expandable: true }}>
            {last.error}
          </Typography.Paragraph>
        )}
        {source.flag && (
          <Typography.Text type="danger">
            {source.flag === 'failing'
              ? 'Failed 3 times in a row'
              : 'A run found too few postings and closed nothing'}
          </Typography.Text>
        )}
        <Flex wrap gap={8}>
          <Button
            loading={running.isLoading}
            onClick={() =>
              run({ id: source.id })
                .unwrap()
                .then((r) => message.success(`Run ${r.status}`))
                .catch((err: unknown) => message.error(messageOf(err)))
                .finally(onChanged)
            }
          >
            Run now
          </Button>
          <Button
            loading={updating.isLoading}
            onClick={() =>
              update({ id: source.id, updateSourceDto: { paused: !source.paused } })
                .unwrap()
                .catch((err: unknown) => message.error(messageOf(err)))
                .finally(onChanged)
            }
          >
            {source.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button onClick={() => setMapping(true)}>
            Mapping{unmapped ? ` (${unmapped} unmapped)` : ''}
          </Button>
          {source.flag && (
            <Button
              onClick={() =>
                update({ id: source.id, updateSourceDto: { clearFlag: true } }).finally(onChanged)
              }
            >
              Clear flag
            </Button>
          )}
        </Flex>
      </Flex>
      {mapping && (
        <SourceMappingDialog
          source={source}
          onClose={(saved) => {
            setMapping(false);
            if (saved) onChanged();
          }}
        />
      )}
    </Card>
  );
}

/** Teams' job boards pulled in on a schedule (docs/product.md#job-sources). */
export function SourcesTab() {
  const { message } = App.useApp();
  // While a source waits for its first run, the list looks again every few seconds.
  const [waiting, setWaiting] = useState(false);
  const { data, isLoading, error, refetch } = useListSourcesQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: waiting ? 3000 : 0,
  });
  const firstRunDue = Boolean(data?.some((s) => !s.paused && s.lastRuns.length === 0));
  if (firstRunDue !== waiting) setWaiting(firstRunDue);
  const [form] = Form.useForm<SourceForm>();
  const provider = Form.useWatch('provider', form);
  const [test, testing] = useTestSourceMutation();
  const [create, creating] = useCreateSourceMutation();
  const [preview, setPreview] = useState<SourcePreviewDto>();

  const onTest = async () => {
    const { teamName, provider, token, region } = await form.validateFields();
    test({ sourceTargetDto: { teamName, provider, token, region } })
      .unwrap()
      .then(setPreview)
      .catch((err: unknown) => message.error(messageOf(err)));
  };
  const onAdd = async (values: SourceForm) => {
    try {
      await create({ createSourceDto: values }).unwrap();
      message.success('Source added; its first run is due now');
      form.resetFields();
      setPreview(undefined);
      refetch();
    } catch (err) {
      message.error(messageOf(err));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title="Add a source">
        <Form<SourceForm>
          form={form}
          layout="vertical"
          initialValues={{ provider: 'greenhouse', region: 'global', everyMinutes: 60 }}
          onFinish={onAdd}
        >
          <Flex wrap gap={12}>
            <Form.Item name="teamName" label="Team" rules={[{ required: true }]}>
              <Input placeholder="Dallas Cowboys" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="provider" label="Provider">
              <Select
                style={{ width: 160 }}
                options={[
                  { value: 'greenhouse', label: 'Greenhouse' },
                  { value: 'lever', label: 'Lever' },
                  { value: 'feed', label: 'Job feed (URL)' },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="token"
              label={provider === 'feed' ? 'Feed URL' : 'Board token'}
              rules={[{ required: true }]}
            >
              <Input style={{ width: 260 }} />
            </Form.Item>
            {provider === 'lever' && (
              <Form.Item name="region" label="Lever host">
                <Select
                  style={{ width: 140 }}
                  options={[
                    { value: 'global', label: 'Global' },
                    { value: 'eu', label: 'EU' },
                  ]}
                />
              </Form.Item>
            )}
            <Form.Item name="everyMinutes" label="Every (minutes)">
              <InputNumber min={5} max={10080} />
            </Form.Item>
          </Flex>
          <Flex gap={8}>
            <Button onClick={onTest} loading={testing.isLoading}>
              Test
            </Button>
            <Button type="primary" htmlType="submit" loading={creating.isLoading}>
              Add source
            </Button>
          </Flex>
        </Form>
        {preview && (
          <Table<PreviewPostingDto>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="externalId"
            scroll={{ x: true }}
            pagination={{ pageSize: 10 }}
            dataSource={preview.postings}
            title={() =>
              `${preview.postings.length} postings would be imported` +
              (preview.problems.length ? `, ${preview.problems.length} skipped` : '')
            }
            columns={[
              { title: 'Title', dataIndex: 'positionTitle' },
              { title: 'Location', dataIndex: 'location' },
              { title: 'Department', dataIndex: 'department' },
              { title: 'Type', dataIndex: 'employmentType' },
              { title: 'Action', dataIndex: 'action' },
            ]}
          />
        )}
      </Card>
      {isLoading ? (
        <SkeletonRows label="Loading the sources" />
      ) : !data ? (
        <Typography.Text type="danger">{(error as ApiError | undefined)?.message}</Typography.Text>
      ) : data.length === 0 ? (
        <Empty description="No sources yet" />
      ) : (
        <Flex vertical gap={12}>
          {data.map((source) => (
            <SourceCard key={source.id} source={source} onChanged={refetch} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
