import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { FollowTeamButton } from '../alerts/FollowTeamButton';
import { useGetTeamQuery, type TeamDetailDto } from '../../api/api';
import { errorStatus } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button, ButtonLink } from '../../components/Button';
import { CardGrid } from '../../components/CardGrid';
import { Container, Main, Message } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { TeamLogo } from '../../components/TeamLogo';
import { useDocumentHead } from '../../lib/use-document-head';
import { JobCard } from '../jobs/JobCard';
import { JobPayItems } from '../jobs/pay/JobPayItems';
import { writeJobSearch } from '../jobs/facets/job-search-params';
import { TEAMS_TEXTS } from './teams-texts';

const Hero = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px;
  padding: 40px 0 28px;
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.6rem, 4vw, 2.3rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const CountLine = styled.p`
  && {
    margin-top: 8px;
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
`;

/** Following the team is the page's own action: under its name, before the jobs. */
const Follow = styled.div`
  margin-top: 14px;
`;

const SectionTitle = styled.h2`
  margin: 8px 0 16px;
  font-size: 1.3rem;
`;

/** The team's open jobs: two columns from 768 px, three from 1024 px. */
const JOB_COLUMNS = { md: 2, lg: 3 };

const Callout = styled.section`
  max-width: 640px;
  margin: 8px 0 0;
  padding: 24px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 18px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 24px;
  padding-bottom: 56px;
`;

function OpenJobs({ team }: { team: TeamDetailDto }) {
  if (team.jobs === null) {
    // A visitor: the count and a sign-up call to action (the board is for members).
    return (
      <Callout aria-labelledby="team-cta">
        <h2 id="team-cta">
          {team.openJobs > 0 ? TEAMS_TEXTS.visitorTitle(team.openJobs) : TEAMS_TEXTS.noOpenJobs}
        </h2>
        <p>{TEAMS_TEXTS.visitorBody}</p>
        <ButtonLink to="/auth" $variant="accent">
          {TEAMS_TEXTS.signUp}
        </ButtonLink>
      </Callout>
    );
  }
  return (
    <section aria-labelledby="team-jobs">
      <SectionTitle id="team-jobs">{TEAMS_TEXTS.openPositions}</SectionTitle>
      {team.jobs.length === 0 ? (
        <p>{TEAMS_TEXTS.noOpenJobs}</p>
      ) : (
        <CardGrid $columns={JOB_COLUMNS}>
          {team.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} variant="board" details={<JobPayItems job={job} />} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/** /teams/{slug}: logo, level, location, and the open jobs (members) or their count (visitors). */
export function TeamPage() {
  const { slug = '' } = useParams();
  const { siteName } = useAppConfig();
  const {
    data: team,
    error,
    isLoading,
    isError,
    refetch,
  } = useGetTeamQuery({
    slug: encodeURIComponent(slug),
  });
  const missing = isError && [400, 404].includes(errorStatus(error) ?? 0);
  useDocumentHead({
    title: team
      ? `${team.name} - ${siteName}`
      : missing
        ? `${TEAMS_TEXTS.notFound} - ${siteName}`
        : siteName,
  });

  if (isLoading) {
    return (
      <Main aria-busy="true">
        <Container>
          <Hero>
            <SkeletonBlock $width="96px" $height="96px" />
            <div style={{ flex: 1 }}>
              <SkeletonBlock $width="50%" $height="2rem" />
              <SkeletonBlock $width="30%" style={{ marginTop: 10 }} />
            </div>
          </Hero>
        </Container>
      </Main>
    );
  }
  if (!team) {
    return (
      <Main>
        <Container>
          <Message role={missing ? undefined : 'alert'}>
            <h1>{missing ? TEAMS_TEXTS.notFound : TEAMS_TEXTS.failed}</h1>
            {missing ? (
              <>
                <p>{TEAMS_TEXTS.notFoundBody}</p>
                <ButtonLink to="/#teams">{TEAMS_TEXTS.allTeams}</ButtonLink>
              </>
            ) : (
              <Button type="button" $variant="outline" onClick={() => refetch()}>
                {TEAMS_TEXTS.retry}
              </Button>
            )}
          </Message>
        </Container>
      </Main>
    );
  }
  return (
    <Main>
      <Container>
        <Hero>
          <TeamLogo
            teamName={team.name}
            logoUrl={team.logoUrl}
            initials={team.initials}
            size={96}
          />
          <div>
            <h1>{team.name}</h1>
            <p>{[team.level, team.location].filter(Boolean).join(' · ')}</p>
            <CountLine>{TEAMS_TEXTS.openJobs(team.openJobs)}</CountLine>
            <Follow>
              <FollowTeamButton teamName={team.name} />
            </Follow>
          </div>
        </Hero>
        <OpenJobs team={team} />
        <Actions>
          {team.jobs !== null && team.openJobs > 0 && (
            <ButtonLink to={`/jobs?${writeJobSearch({ teamName: team.name })}`} $variant="outline">
              {TEAMS_TEXTS.seeOnBoard}
            </ButtonLink>
          )}
          <ButtonLink to="/#teams" $variant="ghost">
            {TEAMS_TEXTS.allTeams}
          </ButtonLink>
        </Actions>
      </Container>
    </Main>
  );
}
