import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { chooseFile, fileInputIn, imageFile } from '../../test/files';
import { renderInAdmin } from '../../test/render';
import { CarouselTab } from './CarouselTab';
import { IMAGE_PLACEHOLDER } from './CarouselGrid';

const IMAGE = {
  id: 'img-1',
  imageUrl: '/uploads/carousel/a.png',
  imagePath: 'carousel/a.png',
  originalFileName: 'stadium-night.png',
  altText: null,
  sortOrder: '2',
  isActive: true,
  createdAt: '2026-11-01T10:00:00Z',
};

function fakeCarousel(overrides: Record<string, FakeRoute> = {}, images: unknown[] = [IMAGE]) {
  return fakeApi({
    'GET /api/carousel-images': { json: images },
    'POST /api/admin/carousel-images/upload-url': {
      json: { uploadUrl: '/api/uploads/signed-token', imagePath: 'carousel/new.png' },
    },
    'PUT /api/uploads/signed-token': { status: 204 },
    'POST /api/admin/carousel-images': (call) => ({
      status: 201,
      json: { ...IMAGE, ...(call.body as object), id: 'img-2' },
    }),
    'DELETE /api/admin/carousel-images/img-1': { status: 204 },
    ...overrides,
  });
}

it('lists images with "No alt text", order, file name, and a placeholder for broken images', async () => {
  fakeCarousel();
  renderInAdmin(<CarouselTab />);
  expect(await screen.findByText('No alt text')).toBeInTheDocument();
  expect(screen.getByText('Order: 2')).toBeInTheDocument();
  expect(screen.getByText('stadium-night.png')).toBeInTheDocument();
  expect(screen.getByText(/Recommended image size: 1536x1024/)).toHaveTextContent(
    '(3:2 aspect ratio)',
  );
  const img = screen.getByAltText('stadium-night.png') as HTMLImageElement;
  fireEvent.error(img);
  await waitFor(() => expect(img.getAttribute('src')).toBe(IMAGE_PLACEHOLDER));
});

it('shows the empty text when there are no images', async () => {
  fakeCarousel({}, []);
  renderInAdmin(<CarouselTab />);
  expect(
    await screen.findByText('No carousel images yet. Add your first image above to get started.'),
  ).toBeInTheDocument();
});

it('refuses files that are not images or larger than 5MB', async () => {
  fakeCarousel();
  const { container } = renderInAdmin(<CarouselTab />);
  const upload = screen.getByRole('button', { name: /Upload Image/ });
  expect(upload).toBeDisabled();

  chooseFile(fileInputIn(container), new File(['a,b'], 'jobs.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
  expect(
    screen.getByText('Please select an image file (JPEG, PNG, WebP, etc.)'),
  ).toBeInTheDocument();

  chooseFile(fileInputIn(container), imageFile('huge.png', 5 * 1024 * 1024 + 1));
  expect(await screen.findByText('File Too Large')).toBeInTheDocument();
  expect(screen.getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
  expect(upload).toBeDisabled();
});

it('uploads: upload address, PUT of the file, then the record with alt text defaulting to the file name', async () => {
  const api = fakeCarousel();
  const user = userEvent.setup();
  const { container, invalidate } = renderInAdmin(<CarouselTab />);
  chooseFile(fileInputIn(container), imageFile('field.png'));
  expect(await screen.findByAltText('Preview of the chosen image')).toBeInTheDocument();
  expect(screen.getByLabelText('Display Order')).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: /Upload Image/ }));

  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/carousel-images/upload-url')[0].body).toEqual({
    fileName: 'field.png',
  });
  const put = api.callsTo('PUT /api/uploads/signed-token')[0];
  expect(put.request.headers.get('content-type')).toBe('image/png');
  expect(api.callsTo('POST /api/admin/carousel-images')[0].body).toEqual({
    imagePath: 'carousel/new.png',
    originalFileName: 'field.png',
    altText: 'field.png',
    sortOrder: '1',
  });
  expect(invalidate).toHaveBeenCalledWith(['Carousel']);
  expect(screen.queryByAltText('Preview of the chosen image')).not.toBeInTheDocument();
});

it('clears the preview and names the failed step when the upload address is refused', async () => {
  fakeCarousel({
    'POST /api/admin/carousel-images/upload-url': { status: 403, text: 'Forbidden resource' },
  });
  const user = userEvent.setup();
  const { container } = renderInAdmin(<CarouselTab />);
  chooseFile(fileInputIn(container), imageFile());
  await user.click(await screen.findByRole('button', { name: /Upload Image/ }));
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to get upload URL: 403 Forbidden resource')).toBeInTheDocument();
  expect(screen.queryByAltText('Preview of the chosen image')).not.toBeInTheDocument();
});

it('reports a refused file upload with its status', async () => {
  const api = fakeCarousel({
    'PUT /api/uploads/signed-token': { status: 415, text: 'Unsupported' },
  });
  const user = userEvent.setup();
  const { container } = renderInAdmin(<CarouselTab />);
  chooseFile(fileInputIn(container), imageFile());
  await user.click(await screen.findByRole('button', { name: /Upload Image/ }));
  expect(await screen.findByText('Failed to upload file: 415')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/carousel-images')).toHaveLength(0);
});

it('requires a display order of at least 1', async () => {
  fakeCarousel();
  const user = userEvent.setup();
  const { container } = renderInAdmin(<CarouselTab />);
  chooseFile(fileInputIn(container), imageFile());
  await user.clear(screen.getByLabelText('Display Order'));
  expect(screen.getByText('Display order must be a number of at least 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Upload Image/ })).toBeDisabled();
});

it('deletes an image after confirmation', async () => {
  const api = fakeCarousel();
  const user = userEvent.setup();
  renderInAdmin(<CarouselTab />);
  await user.click(await screen.findByRole('button', { name: /Delete/ }));
  await user.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
  await waitFor(() =>
    expect(api.callsTo('DELETE /api/admin/carousel-images/img-1')).toHaveLength(1),
  );
  expect(await screen.findByText('Carousel image deleted')).toBeInTheDocument();
});
