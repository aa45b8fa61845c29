import { Card, Space } from 'antd';
import { CarouselGrid } from './CarouselGrid';
import { CarouselUploader } from './CarouselUploader';
import { CardTitle } from '../../components/CardTitle';

export function CarouselTab() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CarouselUploader />
      <Card title={<CardTitle>Current Carousel Images</CardTitle>}>
        <CarouselGrid />
      </Card>
    </Space>
  );
}
