import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useGetPageContentQuery, useUpdatePageContentMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import { useToast } from '../../app/toast';
import { CONTENT_PAGES, NOT_IMPLEMENTED_TEXT, type ContentField } from './content-fields';
import { getPath, mergeEdits, type ContentObject, type ContentValue } from './content-paths';
import { CardTitle } from '../../components/CardTitle';

const EMPTY: ContentObject = {};

/** The fields of one page key; edits are held until Save Changes. */
export function ContentEditor({ pageKey }: { pageKey: string }) {
  const page = CONTENT_PAGES.find((p) => p.key === pageKey);
  const toast = useToast();
  const { data, error, isLoading, isFetching, refetch } = useGetPageContentQuery(
    { pageKey },
    { skip: !page },
  );
  const [updatePageContent, { isLoading: saving }] = useUpdatePageContentMutation();
  const [edits, setEdits] = useState<Record<string, ContentValue>>({});

  const loadError = error as ApiError | undefined;
  // No content saved yet for this key (404) means: start from empty fields.
  const saved = useMemo<ContentObject>(
    () => (data?.content as ContentObject | undefined) ?? EMPTY,
    [data],
  );

  if (!page) {
    return (
      <Card>
        <Empty description={NOT_IMPLEMENTED_TEXT} />
      </Card>
    );
  }

  const savedValue = (field: ContentField): ContentValue => {
    const value = getPath(saved, field.path);
    if (field.kind === 'number') return typeof value === 'number' ? value : null;
    return typeof value === 'string' ? value : '';
  };
  const valueOf = (field: ContentField) =>
    field.path in edits ? edits[field.path] : savedValue(field);
  const edit = (field: ContentField, value: ContentValue) =>
    setEdits((current) => {
      const next = { ...current };
      if (value === savedValue(field)) delete next[field.path];
      else next[field.path] = value;
      return next;
    });
  const hasEdits = Object.keys(edits).length > 0;

  const save = async () => {
    try {
      await updatePageContent({
        pageKey,
        updateSiteContentDto: { content: mergeEdits(saved, edits) },
      }).unwrap();
      setEdits({});
      toast({
        title: 'Content Saved',
        description: `${page.label} content has been updated.`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Save Failed',
        description: `Failed to save content: ${(err as ApiError).message}`,
        variant: 'destructive',
      });
    }
  };

  const actions = (
    <Space>
      {hasEdits && <Tag color="orange">Unsaved changes</Tag>}
      <Button
        icon={<ReloadOutlined />}
        onClick={() => refetch()}
        loading={isFetching && !isLoading}
      >
        Refresh
      </Button>
      {hasEdits && (
        <Button type="primary" icon={<SaveOutlined />} onClick={save} loading={saving}>
          Save Changes
        </Button>
      )}
    </Space>
  );

  if (isLoading) {
    return (
      <Card title={<CardTitle>{page.label} Content</CardTitle>} extra={actions}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {page.label} Content
        </Typography.Title>
        {actions}
      </Flex>
      {loadError && loadError.status !== 404 && (
        <Alert
          type="error"
          showIcon
          title="Could not load the content"
          description={loadError.message}
        />
      )}
      {page.sections.map((section) => (
        <Card
          key={section.title}
          title={<CardTitle level={3}>{section.title}</CardTitle>}
          size="small"
        >
          <Form layout="vertical" component="div">
            {section.fields.map((field) => (
              <Form.Item
                key={field.path}
                label={field.label}
                htmlFor={`content-${field.path}`}
                extra={field.help ?? <code>{field.path}</code>}
                style={{ marginBottom: 16 }}
              >
                {field.kind === 'number' ? (
                  <InputNumber
                    id={`content-${field.path}`}
                    min={0}
                    precision={0}
                    style={{ width: 200 }}
                    value={valueOf(field) as number | null}
                    onChange={(value) => edit(field, typeof value === 'number' ? value : null)}
                  />
                ) : field.kind === 'multiline' ? (
                  <Input.TextArea
                    id={`content-${field.path}`}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    value={valueOf(field) as string}
                    onChange={(e) => edit(field, e.target.value)}
                  />
                ) : (
                  <Input
                    id={`content-${field.path}`}
                    value={valueOf(field) as string}
                    onChange={(e) => edit(field, e.target.value)}
                  />
                )}
              </Form.Item>
            ))}
          </Form>
        </Card>
      ))}
    </Space>
  );
}
