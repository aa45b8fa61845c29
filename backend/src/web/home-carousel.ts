import type { CarouselImageDto } from '../carousel/dto/carousel-image.dto';
import escapeHtml from 'escape-html';
import type { PageExtras } from './shell-html.service';

/** The header bar and the carousel's first image, as the shell draws them (HeroCarousel). */
function heroPlaceholder(src: string): string {
  return [
    '<div aria-hidden="true">',
    '<div style="height:64px;background:#013369"></div>',
    '<div style="position:relative;height:400px;overflow:hidden;background:linear-gradient(135deg,#013369 0%,#0b1a33 100%)">',
    `<img src="${src}" alt="" width="1536" height="1024" fetchpriority="high" decoding="async" style="display:block;width:100%;height:400px;object-fit:cover">`,
    '<div style="position:absolute;inset:0;background:linear-gradient(180deg,rgba(1,21,48,.55) 0%,rgba(1,21,48,.78) 100%)"></div>',
    '</div></div>',
  ].join('');
}

/**
 * The home page's extras for its carousel: the active images in the run-time config (the first
 * render shows them without a request), a high-priority preload of the first one, and that image
 * under the header bar inside `#root`. It is the page's largest paint: the browser paints it as
 * soon as it arrives instead of after the script has loaded and rendered; the shell's first render
 * replaces it with the same image at the same place.
 */
export function homeCarouselExtras(images: CarouselImageDto[]): PageExtras {
  const first = images.find((image) => image.isActive && image.imageUrl);
  if (!first?.imageUrl) return { config: { carousel: images } };
  const src = escapeHtml(first.imageUrl);
  return {
    config: { carousel: images },
    // The body's margin is the shell's (GlobalStyle) from the first paint on.
    head: `<link rel="preload" as="image" href="${src}" fetchpriority="high"><style>body{margin:0}</style>`,
    root: heroPlaceholder(src),
  };
}
