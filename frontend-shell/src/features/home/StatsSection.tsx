import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { useGetStatsQuery } from '../../api/api';
import { Container } from '../../components/Layout';
import { usePageContent, type HomepageContent } from '../content/use-page-content';
import { AnimatedCounter } from './AnimatedCounter';

/** Count-up timings: placements 3500 ms, members 4000 ms. */
export const PLACEMENTS_ANIMATION_MS = 3500;
export const MEMBERS_ANIMATION_MS = 4000;

const Section = styled.section`
  padding: 40px 0;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 24px;
    text-align: center;
    font-size: 1.5rem;
  }
`;

const Tiles = styled.dl`
  margin: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  padding: 20px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  text-align: center;
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.primary};
    font-variant-numeric: tabular-nums;
    min-height: 3rem;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
`;

/**
 * Until the stats load, an invisible section of the same size holds their place, so the sections
 * below do not jump when the tiles appear (Lighthouse's layout shift).
 */
function StatsPlaceholder() {
  return (
    <Section aria-hidden="true" style={{ visibility: 'hidden' }}>
      <Container>
        <Tiles>
          {[1, 2, 3, 4].map((tile) => (
            <Tile key={tile}>
              <dt>{'\u00a0'}</dt>
              <dd>{'\u00a0'}</dd>
            </Tile>
          ))}
        </Tiles>
      </Container>
    </Section>
  );
}

/** Shown only once the stats have loaded. */
export function StatsSection() {
  // Deferred: the tiles render as a background transition when the stats arrive (decision 0086).
  const { data } = useDeferredValue(useGetStatsQuery());
  const title = useDeferredValue(usePageContent<HomepageContent>('homepage').content)?.stats?.title;
  if (!data) return <StatsPlaceholder />;
  return (
    <Section aria-label={title || 'Statistics'}>
      <Container>
        {title && <h2>{title}</h2>}
        <Tiles>
          <Tile>
            <dt>Active Jobs</dt>
            <dd>{data.activeJobs.toLocaleString()}</dd>
          </Tile>
          <Tile>
            <dt>Partner Teams</dt>
            <dd>{data.partneredTeams.toLocaleString()}</dd>
          </Tile>
          <Tile>
            <dt>Successful Placements</dt>
            <dd>
              <AnimatedCounter
                value={data.successfulPlacements}
                durationMs={PLACEMENTS_ANIMATION_MS}
              />
            </dd>
          </Tile>
          <Tile>
            <dt>Active Members</dt>
            <dd>
              <AnimatedCounter value={data.memberCount} durationMs={MEMBERS_ANIMATION_MS} />
            </dd>
          </Tile>
        </Tiles>
      </Container>
    </Section>
  );
}
