import { useState } from 'react';
import styled from 'styled-components';
import type { JobDto } from '../../api/api';
import { isKeyboardFocus } from '../../lib/keyboard-focus';
import { useSlides } from '../../lib/use-slides';
import { JobCard } from '../jobs/JobCard';
import { SlideArrow, SlideDots } from './SlideControls';

/** Featured slider: autoplay every 4000 ms; slide transition 500 ms. */
export const FEATURED_AUTOPLAY_MS = 4000;

const Frame = styled.div`
  position: relative;
  max-width: 760px;
  margin: 0 auto;
  padding: 0 52px;
  ${({ theme }) => theme.media.md} {
    padding: 0 60px;
  }
  @media (max-width: 420px) {
    padding: 0 0 56px;
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  transform: translateX(${({ $index }) => -$index * 100}%);
  transition: transform 500ms ease;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  padding: 2px;
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 12px;
`;

const NarrowArrows = styled.div`
  @media (max-width: 420px) {
    button {
      top: auto;
      bottom: 0;
      transform: none;
    }
  }
`;

/** One featured job at a time: arrows and dots, wraps, autoplays, pauses while hovered. */
export function FeaturedJobsSlider({ jobs }: { jobs: JobDto[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, next, prev, goTo } = useSlides(
    jobs.length,
    FEATURED_AUTOPLAY_MS,
    hovered || focused,
  );
  const many = jobs.length > 1;
  return (
    <Frame
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured jobs"
      data-testid="featured-slider"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus inside pauses autoplay (a mouse click on an arrow does not).
      onFocus={(e) => setFocused(isKeyboardFocus(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Viewport>
        <Track $index={index} aria-live={hovered || focused ? 'polite' : 'off'}>
          {jobs.map((job, i) => (
            <Slide
              key={job.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${jobs.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <JobCard job={job} variant="featured" />
            </Slide>
          ))}
        </Track>
      </Viewport>
      {many && (
        <>
          <NarrowArrows>
            <SlideArrow direction="prev" label="Previous job" onClick={prev} tone="dark" />
            <SlideArrow direction="next" label="Next job" onClick={next} tone="dark" />
          </NarrowArrows>
          <Dots>
            <SlideDots count={jobs.length} index={index} onSelect={goTo} label="job" tone="dark" />
          </Dots>
        </>
      )}
    </Frame>
  );
}
