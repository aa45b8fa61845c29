import { Card, Space } from 'antd';
import { CarouselGrid } from './CarouselGrid';
import { CarouselUploader } from './CarouselUploader';

export function CarouselTab() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CarouselUploader />
      <Card title="Current Carousel Images">
        <CarouselGrid />
      </Card>
    </Space>
  );
}
