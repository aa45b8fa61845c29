import { Drawer, Empty, Grid, List, Space, Tag, Typography } from 'antd';
import type { ApiError } from '../../api/base-api';
import type { AdminUserDto, AlertDto, AlertFiltersDto } from '../../api/generated';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useListUserAlertsQuery } from '../alerts/admin-alerts-api';
import { fullName } from './user-names';

export const NO_ALERTS_TEXT = 'No job alerts';
const FREQUENCY: Record<AlertDto['frequency'], string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};
const FILTER_LABELS: Array<[keyof AlertFiltersDto, string]> = [
  ['position', 'Position'],
  ['teamName', 'Team'],
  ['exactTeamName', 'Followed team'],
  ['location', 'Location'],
  ['department', 'Department'],
  ['employmentType', 'Type'],
  ['level', 'Level'],
];

/** An alert's search in words: `Position: coach · Department: coaching, scouting`. */
export function filtersText(filters: AlertFiltersDto): string {
  const parts = FILTER_LABELS.flatMap(([key, label]) => {
    const value = filters[key];
    const text = Array.isArray(value) ? value.join(', ') : value;
    return text ? [`${label}: ${text}`] : [];
  });
  return parts.length ? parts.join(' · ') : 'Every job';
}

/** A member's job alerts, read only (members manage their own): opened from the user list. */
export function MemberAlertsDrawer({
  user,
  onClose,
}: {
  user: AdminUserDto | null;
  onClose: () => void;
}) {
  // Wide from a tablet on; on a phone the default width (378 px) fits the screen.
  const { md } = Grid.useBreakpoint();
  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      title={user ? `Job alerts of ${fullName(user)}` : 'Job alerts'}
      size={md ? 'large' : 'default'}
      destroyOnHidden
    >
      {user && <MemberAlerts userId={user.id} />}
    </Drawer>
  );
}

function MemberAlerts({ userId }: { userId: string }) {
  const { data, isLoading, error } = useListUserAlertsQuery({ id: userId });
  if (isLoading) return <SkeletonRows label="Loading the alerts" />;
  if (!data) {
    return (
      <Typography.Text type="danger">{(error as ApiError | undefined)?.message}</Typography.Text>
    );
  }
  return (
    <List<AlertDto>
      aria-label="Job alerts"
      dataSource={data}
      locale={{ emptyText: <Empty description={NO_ALERTS_TEXT} /> }}
      renderItem={(alert) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Space wrap size={8}>
                <Typography.Text strong>{alert.name}</Typography.Text>
                <Tag color="blue">{FREQUENCY[alert.frequency]}</Tag>
                {alert.paused && <Tag>Paused</Tag>}
              </Space>
            }
            description={
              <>
                <div>{filtersText(alert.filters)}</div>
                <div>
                  Last sent:{' '}
                  {alert.lastSentAt ? new Date(alert.lastSentAt).toLocaleString() : 'never'} ·
                  Created {new Date(alert.createdAt).toLocaleDateString()}
                </div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
