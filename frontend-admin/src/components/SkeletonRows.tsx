import { Skeleton } from 'antd';

/** Admin lists show 5 skeleton rows while they load. */
export const ADMIN_SKELETON_ROWS = 5;

export function SkeletonRows({ label }: { label: string }) {
  return (
    <div aria-label={label} aria-busy="true">
      {Array.from({ length: ADMIN_SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} active avatar paragraph={{ rows: 1 }} />
      ))}
    </div>
  );
}
