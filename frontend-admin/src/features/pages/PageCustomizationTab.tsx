import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useLazyGetCustomPageQuery, useListCustomPagesQuery } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CustomPageDto, CustomPageSummaryDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { FooterSectionCard } from './FooterSectionCard';
import { FOOTER_SECTIONS, OTHER_SECTION, sectionOf } from './footer-sections';
import { PageDialog } from './PageDialog';
import { CardTitle } from '../../components/CardTitle';

/** Dialog state: closed, creating, or editing a loaded page. */
type Dialog = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; page: CustomPageDto };

export function PageCustomizationTab() {
  const toast = useToast();
  const { data: pages, isLoading, error } = useListCustomPagesQuery();
  const [loadPage] = useLazyGetCustomPageQuery();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });

  const edit = async (summary: CustomPageSummaryDto) => {
    try {
      const page = await loadPage({ slug: summary.slug }).unwrap();
      setDialog({ mode: 'edit', page });
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  const others = (pages ?? []).filter((p) => sectionOf(p.footerSection) === OTHER_SECTION.value);

  return (
    <Card
      title={<CardTitle>Page Customization</CardTitle>}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ mode: 'create' })}
        >
          Create Page
        </Button>
      }
    >
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>
        Footer Link Sections
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Active pages appear in their footer column, ordered by display order. Dashed tiles are
        standard pages that do not exist yet: click one to create it from a template.
      </Typography.Paragraph>
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <Typography.Text type="danger">{(error as ApiError).message}</Typography.Text>
      ) : (
        <Row gutter={[16, 16]}>
          {FOOTER_SECTIONS.map((section) => (
            <Col key={section.value} xs={24} md={8}>
              <FooterSectionCard
                section={section}
                pages={(pages ?? []).filter((p) => sectionOf(p.footerSection) === section.value)}
                allPages={pages ?? []}
                onEdit={edit}
              />
            </Col>
          ))}
          {others.length > 0 && (
            <Col xs={24}>
              <FooterSectionCard
                section={OTHER_SECTION}
                pages={others}
                allPages={pages ?? []}
                onEdit={edit}
              />
            </Col>
          )}
        </Row>
      )}
      {dialog.mode !== 'closed' && (
        <PageDialog
          key={dialog.mode === 'edit' ? dialog.page.id : 'new'}
          page={dialog.mode === 'edit' ? dialog.page : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
    </Card>
  );
}
