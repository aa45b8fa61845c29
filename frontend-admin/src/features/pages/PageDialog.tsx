import { Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useCreateCustomPageMutation, useUpdateCustomPageMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CustomPageDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { FOOTER_SECTIONS, type FooterSection } from './footer-sections';
import { slugify } from './slug';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

interface PageDialogProps {
  /** The page being edited (with its content), or null to create one. */
  page: CustomPageDto | null;
  onClose: () => void;
}

/**
 * Create Page / Edit Page. The slug follows the title (slugified) until the admin types a slug of
 * their own; a page whose slug already differs from its title's keeps it.
 */
export function PageDialog({ page, onClose }: PageDialogProps) {
  const toast = useToast();
  const [createPage, { isLoading: creating }] = useCreateCustomPageMutation();
  const [updatePage, { isLoading: updating }] = useUpdateCustomPageMutation();
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [slugIsOwn, setSlugIsOwn] = useState(page ? page.slug !== slugify(page.title) : false);
  const [footerSection, setFooterSection] = useState<FooterSection | null>(
    page ? (page.footerSection ?? null) : 'job-seekers',
  );
  const [footerOrder, setFooterOrder] = useState<number | null>(
    page ? Number(page.footerOrder) || 0 : 1,
  );
  const [content, setContent] = useState(page?.content ?? '');
  const [isActive, setIsActive] = useState(page?.isActive ?? true);
  const slugInvalid = slug !== '' && !SLUG_PATTERN.test(slug);

  const changeTitle = (value: string) => {
    setTitle(value);
    if (!slugIsOwn) setSlug(slugify(value));
  };
  const changeSlug = (value: string) => {
    setSlug(value);
    setSlugIsOwn(value !== slugify(title));
  };

  const submit = async () => {
    if (!title.trim() || !slug.trim() || !content.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    if (slugInvalid) return;
    const fields = {
      title: title.trim(),
      slug,
      content,
      footerSection,
      footerOrder: String(footerOrder ?? 1),
      isActive,
    };
    try {
      if (page) {
        await updatePage({ id: page.id, updateCustomPageDto: fields }).unwrap();
        toast({
          title: 'Page Updated',
          description: `"${fields.title}" has been saved.`,
          variant: 'success',
        });
      } else {
        await createPage({ createCustomPageDto: fields }).unwrap();
        toast({
          title: 'Page Created',
          description: `"${fields.title}" has been created.`,
          variant: 'success',
        });
      }
      onClose();
    } catch (err) {
      toast({
        title: page ? 'Update Failed' : 'Creation Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open
      width={720}
      title={page ? 'Edit Page' : 'Create Page'}
      okText={page ? 'Save Page' : 'Create Page'}
      confirmLoading={creating || updating}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Page Title" htmlFor="page-title" required>
          <Input
            id="page-title"
            value={title}
            maxLength={200}
            placeholder="e.g. About Us"
            onChange={(e) => changeTitle(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="URL Slug"
          htmlFor="page-slug"
          required
          validateStatus={slugInvalid ? 'error' : undefined}
          help={
            slugInvalid
              ? 'Use lowercase letters, digits and single hyphens (e.g. about-us)'
              : `Page will be accessible at /page/${slug || '{slug}'}`
          }
        >
          <Input
            id="page-slug"
            value={slug}
            maxLength={200}
            placeholder="about-us"
            onChange={(e) => changeSlug(e.target.value)}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item label="Footer Section" htmlFor="page-section" style={{ minWidth: 220 }}>
            <Select
              id="page-section"
              value={footerSection}
              placeholder="No section (listed under Company)"
              onChange={setFooterSection}
              options={FOOTER_SECTIONS.map(({ value, label }) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item label="Display Order" htmlFor="page-order">
            <InputNumber
              id="page-order"
              min={0}
              precision={0}
              value={footerOrder}
              onChange={(value) => setFooterOrder(typeof value === 'number' ? value : null)}
            />
          </Form.Item>
          <Form.Item label="Active" htmlFor="page-active">
            <Switch
              id="page-active"
              checked={isActive}
              onChange={setIsActive}
              checkedChildren="Visible"
              unCheckedChildren="Hidden"
            />
          </Form.Item>
        </div>
        <Form.Item
          label="Page Content"
          htmlFor="page-content"
          required
          extra="HTML is allowed (headings, paragraphs, lists, links, emphasis, images); line breaks are kept."
        >
          <Input.TextArea
            id="page-content"
            value={content}
            autoSize={{ minRows: 8, maxRows: 20 }}
            onChange={(e) => setContent(e.target.value)}
          />
        </Form.Item>
        {!isActive && (
          <Typography.Text type="warning">
            Inactive pages are not listed in the footer; visitors see &lsquo;Page
            Unavailable&rsquo;.
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
