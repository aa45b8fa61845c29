import { Card, Col, Row, Statistic } from 'antd';
import { useGetStatsQuery } from '../../api/admin-api';

const CARDS = [
  { key: 'activeJobs', title: 'Active Jobs' },
  { key: 'partneredTeams', title: 'Partner Teams' },
  { key: 'successfulPlacements', title: 'Placements' },
  { key: 'memberCount', title: 'Members' },
] as const;

/** Four figures from GET /api/stats, with thousands separators. */
export function StatCards() {
  const { data, isLoading, isError } = useGetStatsQuery();
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ key, title }) => (
        <Col key={key} xs={12} lg={6}>
          <Card size="small" aria-label={title}>
            <Statistic
              title={title}
              loading={isLoading}
              value={isError || !data ? '—' : data[key].toLocaleString('en-US')}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
