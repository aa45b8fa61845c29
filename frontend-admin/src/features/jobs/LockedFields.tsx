import LockOutlined from '@ant-design/icons/LockOutlined';
import { Button, Flex, Tag, Tooltip } from 'antd';
import { useUnlockJobFieldsMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { AdminJobDto } from '../../api/generated';
import { useToast } from '../../app/toast';

/**
 * On a job from a source: which fields an admin edited by hand (its runs leave them alone) and
 * Unlock, after which the next run writes them from the source again (docs/product.md#job-sources).
 */
export function LockedFields({ job }: { job: AdminJobDto }) {
  const toast = useToast();
  const [unlock, { isLoading }] = useUnlockJobFieldsMutation();
  if (!job.sourceId || job.lockedFields.length === 0) return null;
  const fields = job.lockedFields.join(', ');
  const name = `${job.positionTitle}, ${job.teamName}`;
  return (
    <Flex gap={4} align="center" wrap style={{ marginTop: 4 }}>
      <Tooltip title="Edited by hand: the source's runs leave these fields alone">
        <Tag icon={<LockOutlined aria-hidden />} aria-label={`Locked fields of ${name}: ${fields}`}>
          {fields}
        </Tag>
      </Tooltip>
      <Button
        size="small"
        type="link"
        loading={isLoading}
        aria-label={`Unlock the edited fields of ${name}`}
        onClick={() =>
          unlock({ id: job.id })
            .unwrap()
            .then(() =>
              toast({
                title: 'Fields Unlocked',
                description: 'The next run of its source writes them again.',
                variant: 'success',
              }),
            )
            .catch((err: unknown) =>
              toast({
                title: 'Unlock Failed',
                description: (err as ApiError).message,
                variant: 'destructive',
              }),
            )
        }
      >
        Unlock
      </Button>
    </Flex>
  );
}
