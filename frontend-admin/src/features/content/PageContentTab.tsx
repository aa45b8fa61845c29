import { Card, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { CONTENT_PAGES } from './content-fields';
import { ContentEditor } from './ContentEditor';

/** Page Content: pick Homepage or Jobs Page and edit its texts. */
export function PageContentTab({ initialPageKey = 'homepage' }: { initialPageKey?: string }) {
  const [pageKey, setPageKey] = useState(initialPageKey);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Space wrap align="center">
          <Typography.Text strong>Page:</Typography.Text>
          <Segmented
            aria-label="Page"
            value={pageKey}
            onChange={(value) => setPageKey(String(value))}
            options={CONTENT_PAGES.map((page) => ({ label: page.label, value: page.key }))}
          />
        </Space>
      </Card>
      {/* A new key per page: unsaved edits reset when the page changes. */}
      <ContentEditor key={pageKey} pageKey={pageKey} />
    </Space>
  );
}
