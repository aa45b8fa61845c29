import { useDeferredValue, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useListTeamsQuery } from '../../api/api';
import { CardGrid } from '../../components/CardGrid';
import { Container, SectionHead } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { TeamLogo } from '../../components/TeamLogo';
import { TEAMS_TEXTS } from './teams-texts';

const Section = styled.section`
  padding: 56px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  scroll-margin-top: 72px;
`;

/** Team tiles: two columns from 600 px, three from 1024 px. */
const TEAM_COLUMNS = { sm: 2, lg: 3 };

/** The count moves under the name when the tile is too narrow for both (a 320 px screen). */
const TeamLink = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 14px;
  height: 100%;
  padding: 14px 16px;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: border-color 150ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.88rem;
  }
`;

const Names = styled.span`
  flex: 1 1 0;
  min-width: 8rem;
`;

const Count = styled.span`
  margin-left: auto;
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** The home page's #teams section: every partner team, its open-job count, a link to its page. */
export function TeamsSection() {
  // Deferred: the list renders as a background transition when it arrives (decision 0086).
  const { data: teams, isLoading } = useDeferredValue(useListTeamsQuery());
  const { hash } = useLocation();
  // The header's Teams link lands here. Sections above (stats, featured jobs) may still be
  // loading and push this one down: follow them until the page settles or the reader acts.
  useEffect(() => {
    if (hash !== '#teams' || !teams) return;
    const scroll = () => document.getElementById('teams')?.scrollIntoView?.({ block: 'start' });
    scroll();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, 3000);
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { once: true, passive: true }));
    return () => {
      window.clearTimeout(timer);
      stop();
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [hash, teams]);
  return (
    <Section id="teams" aria-labelledby="teams-title">
      <Container>
        <SectionHead>
          <h2 id="teams-title">{TEAMS_TEXTS.sectionTitle}</h2>
          <p>{TEAMS_TEXTS.sectionSubtitle}</p>
        </SectionHead>
        {isLoading ? (
          <SkeletonBlock $height="160px" />
        ) : teams && teams.length > 0 ? (
          <CardGrid $columns={TEAM_COLUMNS} $gap={14}>
            {teams.map((team) => (
              <li key={team.slug}>
                <TeamLink to={`/teams/${team.slug}`}>
                  <TeamLogo
                    teamName={team.name}
                    logoUrl={team.logoUrl}
                    initials={team.initials}
                    size={44}
                  />
                  <Names>
                    <strong>{team.name}</strong>
                    <small>{[team.level, team.location].filter(Boolean).join(' · ')}</small>
                  </Names>
                  <Count>{TEAMS_TEXTS.openJobs(team.openJobs)}</Count>
                </TeamLink>
              </li>
            ))}
          </CardGrid>
        ) : (
          <Empty>{TEAMS_TEXTS.noTeams}</Empty>
        )}
      </Container>
    </Section>
  );
}
