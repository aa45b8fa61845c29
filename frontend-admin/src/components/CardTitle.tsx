import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A card's title as a heading (level 2 for a tab's own cards, deeper inside them), so screen
 * reader users can jump between the sections of a tab; it keeps the card header's look.
 */
export function CardTitle({ level = 2, children }: { level?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Typography.Title
      level={level}
      style={{ fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', margin: 0 }}
    >
      {children}
    </Typography.Title>
  );
}
