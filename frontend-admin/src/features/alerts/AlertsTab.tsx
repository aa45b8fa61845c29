import { Card, Empty, Flex, Statistic, Table, Typography } from 'antd';
import type { ApiError } from '../../api/base-api';
import type { AlertMailDayDto, AlertSweepRunDto } from '../../api/generated';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useGetAlertsSummaryQuery } from './admin-alerts-api';

const dateTime = (value: string | null) => (value ? new Date(value).toLocaleString() : 'never');

/** Job alerts at a glance: how many, the digests of the last 14 days, and the last sweeps. */
export function AlertsTab() {
  const { data, isLoading, error } = useGetAlertsSummaryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <SkeletonRows label="Loading the alerts" />;
  if (!data) {
    return (
      <Typography.Text type="danger">{(error as ApiError | undefined)?.message}</Typography.Text>
    );
  }
  const { alerts } = data;
  return (
    <Flex vertical gap={16}>
      <Card title="Alerts">
        <Flex wrap gap={32}>
          <Statistic title="All alerts" value={alerts.total} />
          <Statistic title="Paused" value={alerts.paused} />
          <Statistic title="Instant" value={alerts.instant} />
          <Statistic title="Daily" value={alerts.daily} />
          <Statistic title="Weekly" value={alerts.weekly} />
          <Statistic title="Last digest" value={dateTime(data.lastSentAt)} />
        </Flex>
      </Card>
      <Card title="Digests per day (UTC, last 14 days)">
        <Table<AlertMailDayDto>
          rowKey="day"
          size="small"
          pagination={false}
          dataSource={data.days}
          locale={{ emptyText: <Empty description="No digests yet" /> }}
          columns={[
            { title: 'Day', dataIndex: 'day' },
            { title: 'Sent', dataIndex: 'sent' },
            { title: 'Waiting', dataIndex: 'pending' },
            { title: 'Failed', dataIndex: 'failed' },
          ]}
        />
      </Card>
      <Card title="Last sweeps">
        <Table<AlertSweepRunDto>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.lastRuns}
          locale={{ emptyText: <Empty description="No sweep yet" /> }}
          columns={[
            { title: 'At', dataIndex: 'at', render: (at: string) => dateTime(at) },
            { title: 'Sent', dataIndex: 'sent' },
            { title: 'Nothing new', dataIndex: 'empty' },
            { title: 'Not receiving', dataIndex: 'notReceiving' },
            { title: 'Other server', dataIndex: 'taken' },
            { title: 'Failed', dataIndex: 'failed' },
          ]}
        />
      </Card>
    </Flex>
  );
}
