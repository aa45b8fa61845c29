import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { AnalyticsRankDto } from '../../api/generated';
import { AnalyticsCharts } from './AnalyticsCharts';
import { analyticsExportUrl, useGetAnalyticsQuery } from './analytics-api';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function rankColumns(kind: 'job' | 'team'): ColumnsType<AnalyticsRankDto> {
  return [
    kind === 'job'
      ? {
          title: 'Job',
          key: 'job',
          render: (_, row) => (
            <>
              {row.positionTitle}
              <br />
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>{row.teamName}</span>
            </>
          ),
        }
      : { title: 'Team', dataIndex: 'teamName', key: 'team' },
    { title: 'Views', dataIndex: 'views', key: 'views', align: 'right' },
    { title: 'Apply clicks', dataIndex: 'applyClicks', key: 'clicks', align: 'right' },
    {
      title: 'Click-through',
      key: 'ctr',
      align: 'right',
      render: (_, row) => percent(row.clickThroughRate),
    },
  ];
}

/** The five totals side by side across the tab's width, two a row on a phone. */
const totalsGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 16,
  marginBottom: 16,
};

/**
 * The Analytics tab (docs/product.md#analytics): totals, charts per day and by source, top jobs
 * and teams by apply clicks, and the CSV export of the per-job daily figures. Loaded only when the
 * tab is opened, so the chart library never reaches the public pages.
 */
export default function AnalyticsTab() {
  const [days, setDays] = useState<Period>(30);
  const { data, isFetching, isError } = useGetAnalyticsQuery({ days });
  const sum = (key: 'views' | 'applyClicks' | 'newMembers' | 'saves') =>
    data?.days.reduce((total, day) => total + day[key], 0) ?? 0;
  const views = sum('views');

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Segmented<Period>
          aria-label="Period"
          value={days}
          onChange={setDays}
          options={PERIODS.map((value) => ({ value, label: `Last ${value} days` }))}
        />
        <Button icon={<DownloadOutlined />} href={analyticsExportUrl(days)} download>
          Export CSV
        </Button>
      </Flex>
      {isError && <Alert type="error" showIcon message="Could not load the analytics" />}
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div aria-busy={isFetching}>
          <div style={totalsGrid}>
            {(
              [
                ['Views', views],
                ['Apply clicks', sum('applyClicks')],
                ['Click-through', percent(views ? sum('applyClicks') / views : 0)],
                ['Saves', sum('saves')],
                ['New members', sum('newMembers')],
              ] as const
            ).map(([title, value]) => (
              <Card key={title} size="small" aria-label={title}>
                <Statistic title={title} value={value} />
              </Card>
            ))}
          </div>
          <AnalyticsCharts report={data} />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={14}>
              <Card size="small" title="Top jobs by apply clicks">
                <Table
                  size="small"
                  rowKey="jobId"
                  pagination={false}
                  scroll={{ x: true }}
                  columns={rankColumns('job')}
                  dataSource={data.topJobs}
                />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title="Teams by apply clicks, with click-through">
                <Table
                  size="small"
                  rowKey="teamName"
                  pagination={false}
                  scroll={{ x: true }}
                  columns={rankColumns('team')}
                  dataSource={data.topTeams}
                />
              </Card>
            </Col>
          </Row>
        </div>
      )}
    </Flex>
  );
}
