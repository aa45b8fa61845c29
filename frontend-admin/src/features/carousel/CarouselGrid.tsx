import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Card, Col, Empty, Popconfirm, Row, Skeleton, Typography } from 'antd';
import { useDeleteCarouselImageMutation, useListCarouselImagesQuery } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { CarouselImageDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { FallbackImage } from '../../components/FallbackImage';

/** Shown when an image cannot be loaded. */
export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">' +
      '<rect width="300" height="200" fill="#f1f5f9"/>' +
      '<text x="150" y="105" font-family="sans-serif" font-size="16" fill="#64748b" text-anchor="middle">Image unavailable</text>' +
      '</svg>',
  );

export const EMPTY_CAROUSEL_TEXT =
  'No carousel images yet. Add your first image above to get started.';

const byOrder = (a: CarouselImageDto, b: CarouselImageDto) =>
  Number(a.sortOrder) - Number(b.sortOrder) || a.createdAt.localeCompare(b.createdAt);

export function CarouselGrid() {
  const { data, isLoading, error } = useListCarouselImagesQuery();
  if (isLoading) return <Skeleton active />;
  if (error) return <Typography.Text type="danger">{(error as ApiError).message}</Typography.Text>;
  if (!data?.length) return <Empty description={EMPTY_CAROUSEL_TEXT} />;
  return (
    <Row gutter={[16, 16]}>
      {[...data].sort(byOrder).map((image) => (
        <Col key={image.id} xs={24} sm={12} lg={8} style={{ display: 'flex' }}>
          <CarouselCard image={image} />
        </Col>
      ))}
    </Row>
  );
}

function CarouselCard({ image }: { image: CarouselImageDto }) {
  const toast = useToast();
  const [deleteImage, { isLoading }] = useDeleteCarouselImageMutation();
  const remove = async () => {
    try {
      await deleteImage({ id: image.id }).unwrap();
      toast({ title: 'Success', description: 'Carousel image deleted', variant: 'success' });
    } catch (err) {
      toast({
        title: 'Delete Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };
  return (
    <Card
      size="small"
      style={{ width: '100%' }}
      cover={
        <FallbackImage
          src={image.imageUrl ?? IMAGE_PLACEHOLDER}
          fallback={IMAGE_PLACEHOLDER}
          alt={image.altText || image.originalFileName || 'Carousel image'}
          style={{ height: 180, width: '100%', objectFit: 'cover', display: 'block' }}
        />
      }
    >
      <Typography.Paragraph
        strong={!!image.altText}
        italic={!image.altText}
        style={{ marginBottom: 4 }}
      >
        {image.altText || 'No alt text'}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        Order: {image.sortOrder}
      </Typography.Text>
      {image.originalFileName && (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
          {image.originalFileName}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        Added {new Date(image.createdAt).toLocaleDateString()}
      </Typography.Text>
      <Popconfirm
        title="Delete this image?"
        description="It disappears from the home page carousel."
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button danger icon={<DeleteOutlined />} loading={isLoading} style={{ marginTop: 12 }}>
          Delete
        </Button>
      </Popconfirm>
    </Card>
  );
}
