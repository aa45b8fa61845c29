import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useListCarouselImagesQuery } from '../../api/api';
import { carouselSlides } from '../../lib/carousel-order';
import { isKeyboardFocus } from '../../lib/keyboard-focus';
import { useSlides } from '../../lib/use-slides';
import { SlideArrow, SlideDots } from './SlideControls';

/** Hero carousel: autoplay every 5000 ms, slide transition 500 ms, image height 400px. */
export const HERO_AUTOPLAY_MS = 5000;
export const CAROUSEL_HEIGHT = 400;

const Frame = styled.section`
  position: relative;
  height: ${CAROUSEL_HEIGHT}px;
  overflow: hidden;
  background: linear-gradient(135deg, #013369 0%, #0b1a33 100%);
  color: #fff;
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  height: 100%;
  transform: translateX(${({ $index }) => -$index * 100}%);
  transition: transform 500ms ease;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  img {
    display: block;
    width: 100%;
    height: ${CAROUSEL_HEIGHT}px;
    object-fit: cover;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(1, 21, 48, 0.55) 0%, rgba(1, 21, 48, 0.78) 100%);
  pointer-events: none;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 56px 56px;
  text-align: center;
  @media (max-width: 599px) {
    padding: 16px 16px 60px;
  }
`;

const Empty = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 16px;
  margin: 0;
  text-align: center;
  font-size: 0.9rem;
  opacity: 0.8;
`;

const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 14px;
  display: flex;
  justify-content: center;
`;

/* On small screens the arrows sit in the bottom corners, beside the dots, clear of the text. */
const Arrows = styled.div`
  @media (max-width: 599px) {
    button {
      top: auto;
      bottom: 4px;
      transform: none;
    }
  }
`;

/**
 * The hero over the carousel: active images by order, arrows and dots when more than
 * one, wrapping, autoplay (paused while hovered or focused, off with reduced motion).
 */
export function HeroCarousel({ children }: { children: ReactNode }) {
  const { data, isLoading } = useListCarouselImagesQuery();
  const slides = carouselSlides(data ?? []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, next, prev, goTo } = useSlides(
    slides.length,
    HERO_AUTOPLAY_MS,
    hovered || focused,
  );
  const many = slides.length > 1;
  return (
    <Frame
      aria-roledescription="carousel"
      aria-label="Featured images"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus inside pauses autoplay (a mouse click on an arrow does not).
      onFocus={(e) => setFocused(isKeyboardFocus(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Track $index={index} aria-live={hovered || focused ? 'polite' : 'off'}>
        {slides.map((image, i) => (
          <Slide
            key={image.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
          >
            <img
              src={image.imageUrl ?? ''}
              alt={image.altText ?? ''}
              width={1536}
              height={1024}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          </Slide>
        ))}
      </Track>
      <Shade />
      <Overlay>{children}</Overlay>
      {!isLoading && slides.length === 0 && <Empty>No carousel images available</Empty>}
      {many && (
        <>
          <Arrows>
            <SlideArrow direction="prev" label="Previous image" onClick={prev} tone="light" />
            <SlideArrow direction="next" label="Next image" onClick={next} tone="light" />
          </Arrows>
          <Dots>
            <SlideDots
              count={slides.length}
              index={index}
              onSelect={goTo}
              label="image"
              tone="light"
            />
          </Dots>
        </>
      )}
    </Frame>
  );
}
