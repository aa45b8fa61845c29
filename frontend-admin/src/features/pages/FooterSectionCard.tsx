import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { Hint } from '../../components/Hint';
import { useCreateCustomPageMutation, useDeleteCustomPageMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CustomPageSummaryDto } from '../../api/generated';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { STANDARD_PAGES, type StandardPage } from './standard-pages';
import { CardTitle } from '../../components/CardTitle';

/** Footer order is numeric; a missing one sorts last (999). */
export const orderOf = (page: Pick<CustomPageSummaryDto, 'footerOrder'>) => {
  const order = Number.parseFloat(page.footerOrder ?? '');
  return Number.isFinite(order) ? order : 999;
};

/** A standard page exists when a page has its slug or its title. */
export const standardPageExists = (standard: StandardPage, pages: CustomPageSummaryDto[]) =>
  pages.some(
    (p) =>
      p.slug === standard.slug || p.title.trim().toLowerCase() === standard.title.toLowerCase(),
  );

interface FooterSectionCardProps {
  section: { value: string; label: string };
  pages: CustomPageSummaryDto[];
  allPages: CustomPageSummaryDto[];
  onEdit: (page: CustomPageSummaryDto) => void;
}

export function FooterSectionCard({ section, pages, allPages, onEdit }: FooterSectionCardProps) {
  const sorted = [...pages].sort(
    (a, b) => orderOf(a) - orderOf(b) || a.title.localeCompare(b.title),
  );
  const suggestions = STANDARD_PAGES.filter(
    (s) => s.section === section.value && !standardPageExists(s, allPages),
  );
  const nextOrder =
    sorted.reduce((max, p) => Math.max(max, orderOf(p) === 999 ? 0 : orderOf(p)), 0) + 1;

  return (
    <Card
      size="small"
      title={<CardTitle level={4}>{section.label}</CardTitle>}
      style={{ height: '100%' }}
      role="region"
      aria-label={`${section.label} pages`}
    >
      <Flex vertical gap={8}>
        {sorted.map((page) => (
          <PageRow key={page.id} page={page} onEdit={onEdit} />
        ))}
        {suggestions.map((s) => (
          <SuggestionTile key={s.slug} standard={s} order={nextOrder} />
        ))}
        {sorted.length === 0 && suggestions.length === 0 && (
          <Typography.Text type="secondary">No pages in this section.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function PageRow({
  page,
  onEdit,
}: {
  page: CustomPageSummaryDto;
  onEdit: (p: CustomPageSummaryDto) => void;
}) {
  const toast = useToast();
  const [deletePage, { isLoading }] = useDeleteCustomPageMutation();
  const remove = async () => {
    try {
      await deletePage({ id: page.id }).unwrap();
      toast({
        title: 'Page Deleted',
        description: `"${page.title}" has been deleted.`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Delete Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: '8px 10px' }}
      data-testid={`page-${page.slug}`}
    >
      <div style={{ minWidth: 0 }}>
        <Space size={6} wrap>
          <Typography.Text strong>{page.title}</Typography.Text>
          {!page.isActive && <Tag color="red">Inactive</Tag>}
        </Space>
        <Typography.Text
          type="secondary"
          style={{ display: 'block', fontSize: 12, overflowWrap: 'break-word' }}
        >
          /page/{page.slug} · order {page.footerOrder}
        </Typography.Text>
      </div>
      <Space size={2}>
        <Hint title="Preview">
          <Button
            type="text"
            icon={<EyeOutlined />}
            href={`/page/${page.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Preview ${page.title}`}
          />
        </Hint>
        <Hint title="Edit">
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={() => onEdit(page)}
            aria-label={`Edit ${page.title}`}
          />
        </Hint>
        <Popconfirm
          title="Delete this page?"
          description="Its link disappears from the footer."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={remove}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            loading={isLoading}
            aria-label={`Delete ${page.title}`}
          />
        </Popconfirm>
      </Space>
    </Flex>
  );
}

const tileStyle = {
  border: '1px dashed #94a3b8',
  borderRadius: 8,
  padding: '8px 10px',
  width: '100%',
  textAlign: 'left' as const,
  background: 'transparent',
  height: 'auto',
  whiteSpace: 'normal' as const,
  justifyContent: 'flex-start',
};

/** A dashed tile for a standard page that does not exist yet; one click creates it. */
function SuggestionTile({ standard, order }: { standard: StandardPage; order: number }) {
  const toast = useToast();
  const { navigate } = useSession();
  const [createPage, { isLoading }] = useCreateCustomPageMutation();

  if (!standard.template) {
    const href = standard.href ?? '/';
    return (
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
        style={{ ...tileStyle, display: 'block', color: 'inherit' }}
        data-testid="suggestion-tile"
      >
        <Space>
          <LinkOutlined aria-hidden />
          <span>
            <Typography.Text strong>{standard.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {standard.description} ({standard.href})
            </Typography.Text>
          </span>
        </Space>
      </a>
    );
  }

  const create = async () => {
    try {
      await createPage({
        createCustomPageDto: {
          title: standard.title,
          slug: standard.slug,
          content: standard.template!,
          footerSection: standard.section,
          footerOrder: String(order),
          isActive: true,
        },
      }).unwrap();
      toast({
        title: 'Page Created',
        description: `"${standard.title}" has been created from a template. Edit it to make it yours.`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Creation Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Button style={tileStyle} onClick={create} loading={isLoading} data-testid="suggestion-tile">
      <Space align="start">
        <PlusOutlined aria-hidden />
        <span>
          <Typography.Text strong>{standard.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {standard.description} · click to create
          </Typography.Text>
        </span>
      </Space>
    </Button>
  );
}
