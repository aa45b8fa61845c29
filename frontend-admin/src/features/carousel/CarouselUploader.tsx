import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Button, Card, Col, Form, Input, InputNumber, Row, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import {
  useCreateCarouselImageMutation,
  useCreateCarouselUploadUrlMutation,
} from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import { useToast } from '../../app/toast';
import { imageProblem } from '../uploads/image-upload';
import { useSignedUpload } from '../uploads/useSignedUpload';
import { CardTitle } from '../../components/CardTitle';

/** Choose an image (drop or click), check it, preview it, then run the upload flow. */
export function CarouselUploader() {
  const toast = useToast();
  const upload = useSignedUpload();
  const [createUploadUrl] = useCreateCarouselUploadUrlMutation();
  const [createCarouselImage] = useCreateCarouselImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [altText, setAltText] = useState('');
  const [sortOrder, setSortOrder] = useState<number | null>(1);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  };

  const select = (chosen: File) => {
    const problem = imageProblem(chosen);
    if (problem) toast(problem);
    else choose(chosen);
    return false as const; // never let the Upload component send the file itself
  };

  const submit = async () => {
    if (!file || sortOrder === null) return;
    setBusy(true);
    let imagePath: string;
    try {
      imagePath = await upload(file, (fileName) =>
        createUploadUrl({ createUploadUrlDto: { fileName } }).unwrap(),
      );
    } catch (err) {
      choose(null);
      toast({
        title: 'Upload Failed',
        description: (err as Error).message,
        variant: 'destructive',
      });
      setBusy(false);
      return;
    }
    try {
      await createCarouselImage({
        createCarouselImageDto: {
          imagePath,
          originalFileName: file.name,
          altText: altText.trim() || file.name,
          sortOrder: String(sortOrder),
        },
      }).unwrap();
      toast({
        title: 'Success',
        description: 'Carousel image added successfully',
        variant: 'success',
      });
      choose(null);
      setAltText('');
      setSortOrder(1);
    } catch (err) {
      choose(null);
      toast({
        title: 'Add Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<CardTitle>Add Carousel Image</CardTitle>}>
      <Typography.Paragraph type="secondary">
        Recommended image size: 1536x1024 pixels (3:2 aspect ratio). JPEG, PNG, WebP, GIF or AVIF,
        at most 5MB.
      </Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Upload.Dragger
            name="image"
            multiple={false}
            showUploadList={false}
            beforeUpload={select}
            disabled={busy}
            aria-label="Carousel image file"
          >
            {preview ? (
              <img
                src={preview}
                alt="Preview of the chosen image"
                style={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain' }}
              />
            ) : (
              <>
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">Click or drag an image here to upload</p>
                <p className="ant-upload-hint">Images only, up to 5MB</p>
              </>
            )}
          </Upload.Dragger>
          {file && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              Selected: {file.name}{' '}
              <Button type="link" size="small" onClick={() => choose(null)} disabled={busy}>
                Remove
              </Button>
            </Typography.Text>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form layout="vertical" component="div">
            <Form.Item
              label="Alt Text"
              htmlFor="carousel-alt"
              extra="Defaults to the file name when empty."
            >
              <Input
                id="carousel-alt"
                value={altText}
                maxLength={500}
                placeholder="Describe the image for screen readers"
                onChange={(e) => setAltText(e.target.value)}
              />
            </Form.Item>
            <Form.Item
              label="Display Order"
              htmlFor="carousel-order"
              validateStatus={sortOrder === null ? 'error' : undefined}
              help={sortOrder === null ? 'Display order must be a number of at least 1' : undefined}
            >
              <InputNumber
                id="carousel-order"
                min={1}
                precision={0}
                value={sortOrder}
                onChange={(value) => setSortOrder(typeof value === 'number' ? value : null)}
              />
            </Form.Item>
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={!file || sortOrder === null}
              loading={busy}
              onClick={submit}
            >
              Upload Image
            </Button>
          </Form>
        </Col>
      </Row>
    </Card>
  );
}
