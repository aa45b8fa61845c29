import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Card, Empty, Flex, Input, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import {
  useClearAllJobsMutation,
  useListAdminJobsPageQuery,
  useSetJobActiveMutation,
  useSetJobFeaturedMutation,
  useSetJobValidThroughMutation,
} from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { AdminJobDto, AdminJobListItemDto } from '../../api/generated';
import { TAG_TEXT } from '../../app/theme';
import { useToast } from '../../app/toast';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TeamBadge } from '../../components/TeamBadge';
import { JobClassification } from './JobClassification';
import { JobPay } from './JobPay';
import { LockedFields } from './LockedFields';
import { CardTitle } from '../../components/CardTitle';

export const CLEAR_CONFIRM_TEXT =
  'Are you sure you want to delete ALL jobs? This cannot be undone!';
export const EMPTY_JOBS_TEXT = 'No jobs found. Upload a CSV file to get started.';
export const VIEWS_30_DAYS = 'Views (30 days)';
export const CLICKS_30_DAYS = 'Apply clicks (30 days)';

/** Jobs: one server page at a time (limit/offset, total from X-Total-Count), so 10,000 stay fast. */
export function JobsTab() {
  const toast = useToast();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const { data, isLoading, isFetching, error } = useListAdminJobsPageQuery({
    limit: page.pageSize,
    offset: (page.current - 1) * page.pageSize,
  });
  const [clearAllJobs, { isLoading: clearing }] = useClearAllJobsMutation();
  const total = data?.total ?? 0;

  const clearAll = async () => {
    if (!window.confirm(CLEAR_CONFIRM_TEXT)) return;
    try {
      const { deletedCount } = await clearAllJobs().unwrap();
      setPage((p) => ({ ...p, current: 1 }));
      toast({
        title: 'All Jobs Cleared',
        description: `Successfully deleted ${deletedCount} jobs from the database.`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Clear Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Card
      title={
        <Space wrap>
          <CardTitle>Jobs</CardTitle>
          {data && <Tag>{total.toLocaleString('en-US')} total</Tag>}
        </Space>
      }
      extra={
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={total === 0}
          loading={clearing}
          onClick={clearAll}
        >
          Clear All Jobs
        </Button>
      }
    >
      {isLoading ? (
        <SkeletonRows label="Loading jobs" />
      ) : error ? (
        <Typography.Text type="danger">{(error as ApiError).message}</Typography.Text>
      ) : (
        <ResponsiveTable<AdminJobListItemDto>
          label="Jobs"
          rowKey="id"
          columns={columns}
          dataSource={data?.jobs ?? []}
          loading={isFetching}
          emptyText={<Empty description={EMPTY_JOBS_TEXT} />}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (count, [from, to]) =>
              `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} jobs`,
            onChange: (current, pageSize) =>
              setPage((p) => ({ current: pageSize === p.pageSize ? current : 1, pageSize })),
          }}
          scroll={{ x: TABLE_WIDTH }}
        />
      )}
    </Card>
  );
}

const columns: ColumnType<AdminJobListItemDto>[] = [
  // Job on the left and the two switches on the right stay in view while the middle scrolls (on a
  // tablet or wider; a phone shows each job as a card instead).
  {
    title: 'Job',
    key: 'job',
    fixed: 'left',
    width: 280,
    render: (_, job) => (
      <Flex gap={12} align="center">
        <TeamBadge teamName={job.teamName} logoUrl={job.teamLogoUrl} initials={job.teamInitials} />
        <div>
          <Typography.Text strong>{job.positionTitle}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{job.teamName}</Typography.Text>
          <LockedFields job={job} />
        </div>
      </Flex>
    ),
  },
  { title: 'Location', dataIndex: 'location', key: 'location', width: 150 },
  {
    title: VIEWS_30_DAYS,
    dataIndex: 'views30d',
    key: 'views30d',
    align: 'right',
    width: 120,
    render: (count: number) => count.toLocaleString('en-US'),
  },
  {
    title: CLICKS_30_DAYS,
    dataIndex: 'applyClicks30d',
    key: 'applyClicks30d',
    align: 'right',
    width: 120,
    render: (count: number) => count.toLocaleString('en-US'),
  },
  {
    title: 'Classification',
    key: 'classification',
    width: 490,
    render: (_, job) => <JobClassification job={job} />,
  },
  {
    title: 'Pay and workplace',
    key: 'pay',
    width: 260,
    render: (_, job) => <JobPay job={job} />,
  },
  {
    title: 'Status',
    key: 'status',
    width: 150,
    render: (_, job) => (
      <Space size={4} wrap>
        {job.isFeatured && (
          <Tag color="gold" style={{ color: TAG_TEXT.gold }}>
            Featured
          </Tag>
        )}
        {job.isActive ? (
          <Tag color="green" style={{ color: TAG_TEXT.green }}>
            Active
          </Tag>
        ) : (
          <Tag>Inactive</Tag>
        )}
        {job.isExpired && <Tag color="red">Expired</Tag>}
      </Space>
    ),
  },
  {
    title: 'Posted',
    dataIndex: 'datePosted',
    key: 'datePosted',
    width: 120,
    render: (date: string) => new Date(date).toLocaleDateString(),
  },
  // The date field and its Set button side by side.
  { title: 'Closes', key: 'closes', width: 220, render: (_, job) => <ClosingDate job={job} /> },
  {
    title: 'Featured',
    key: 'featured',
    fixed: 'right',
    width: 110,
    render: (_, job) => <FeaturedSwitch job={job} />,
  },
  {
    title: 'Active',
    key: 'active',
    fixed: 'right',
    width: 96,
    render: (_, job) => <ActiveSwitch job={job} />,
  },
];

/**
 * Every column has its width, and the table scrolls across their sum: a column without one gets
 * what the others leave, which was once 12 px for each date.
 */
const TABLE_WIDTH = columns.reduce((sum, column) => sum + Number(column.width), 0);

// Featured and active updates show no error toast; the switch stays as the server has it.
function FeaturedSwitch({ job }: { job: AdminJobDto }) {
  const [setJobFeatured, { isLoading }] = useSetJobFeaturedMutation();
  return (
    <Switch
      aria-label={`Featured: ${job.positionTitle}, ${job.teamName}`}
      checked={job.isFeatured}
      loading={isLoading}
      onChange={(isFeatured) =>
        setJobFeatured({ id: job.id, setJobFeaturedDto: { isFeatured } }).catch(() => undefined)
      }
    />
  );
}

function ActiveSwitch({ job }: { job: AdminJobDto }) {
  const [setJobActive, { isLoading }] = useSetJobActiveMutation();
  return (
    <Switch
      aria-label={`Active: ${job.positionTitle}, ${job.teamName}`}
      checked={job.isActive}
      loading={isLoading}
      onChange={(isActive) =>
        setJobActive({ id: job.id, setJobActiveDto: { isActive } }).catch(() => undefined)
      }
    />
  );
}

/**
 * The job's closing date (decision 0060): the date it leaves the board. A typed or picked date is
 * only a draft until Set (or Enter), so half-typed years never close a job; an empty date returns
 * the job to the default lifetime.
 */
function ClosingDate({ job }: { job: AdminJobDto }) {
  const toast = useToast();
  const [setValidThrough, { isLoading }] = useSetJobValidThroughMutation();
  const saved = job.validThrough?.slice(0, 10) ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? saved;
  const label = `${job.positionTitle}, ${job.teamName}`;

  const commit = async () => {
    if (draft === null || draft === saved) return setDraft(null);
    try {
      await setValidThrough({
        id: job.id,
        setJobValidThroughDto: { validThrough: draft || null },
      }).unwrap();
      setDraft(null);
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <div>
      <Space.Compact size="small">
        <Input
          type="date"
          value={value}
          disabled={isLoading}
          aria-label={`Closing date: ${label}`}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => void commit()}
          style={{ width: 140 }}
        />
        {draft !== null && draft !== saved && (
          <Button
            type="primary"
            loading={isLoading}
            onClick={() => void commit()}
            aria-label={`Set closing date: ${label}`}
          >
            Set
          </Button>
        )}
      </Space.Compact>
      {!job.validThrough && draft === null && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {job.closesAt
            ? `Default: ${new Date(job.closesAt).toLocaleDateString()}`
            : 'No closing date'}
        </Typography.Text>
      )}
    </div>
  );
}
