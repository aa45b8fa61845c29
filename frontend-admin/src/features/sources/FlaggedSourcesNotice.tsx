import { Alert, Button } from 'antd';
import { useListSourcesQuery } from './admin-sources-api';

/**
 * A notice on the dashboard while a job source waits for an admin: failing three runs in a row,
 * or a run that found too few postings and closed nothing (docs/product.md#job-sources).
 */
export function FlaggedSourcesNotice({ onOpen }: { onOpen: () => void }) {
  const { data } = useListSourcesQuery();
  const flagged = data?.filter((s) => s.flag) ?? [];
  if (!flagged.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 16 }}
      title={`${flagged.length === 1 ? 'A job source needs' : `${flagged.length} job sources need`} a look: ${flagged
        .map((s) => s.teamName)
        .join(', ')}`}
      action={<Button onClick={onOpen}>Open Sources</Button>}
    />
  );
}
