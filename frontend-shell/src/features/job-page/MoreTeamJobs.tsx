import styled from 'styled-components';
import { useListJobsQuery } from '../../api/api';
import { ButtonLink } from '../../components/Button';
import { CardGrid } from '../../components/CardGrid';
import { SkeletonBlock } from '../../components/Skeleton';
import { JobCard } from '../jobs/JobCard';
import { JobPayItems } from '../jobs/pay/JobPayItems';
import { JOB_PAGE_TEXTS } from './job-page-texts';

/** How many other jobs of the team the page shows. */
export const MORE_JOBS_SHOWN = 3;

const Section = styled.section`
  margin-top: 40px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.35rem;
  }
`;

const Grid = styled(CardGrid)`
  margin-bottom: 20px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** Members see the team's other open jobs (the board is members-only, so visitors do not). */
export function MoreTeamJobs({ teamName, currentId }: { teamName: string; currentId: string }) {
  // The team filter matches anywhere in the name: keep only this exact team.
  const { data, isLoading, isError } = useListJobsQuery({
    teamName,
    limit: MORE_JOBS_SHOWN + 5,
  });
  const jobs = (data ?? [])
    .filter((j) => j.teamName === teamName && j.id !== currentId)
    .slice(0, MORE_JOBS_SHOWN);
  if (isError) return null;
  return (
    <Section aria-labelledby="more-team-jobs">
      <h2 id="more-team-jobs">{JOB_PAGE_TEXTS.moreAtTeam(teamName)}</h2>
      {isLoading ? (
        <SkeletonBlock $height="180px" aria-hidden="true" />
      ) : jobs.length ? (
        <Grid $columns={{ md: MORE_JOBS_SHOWN }} $gap={16}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} variant="board" details={<JobPayItems job={job} />} />
            </li>
          ))}
        </Grid>
      ) : (
        <Muted>{JOB_PAGE_TEXTS.noMoreAtTeam(teamName)}</Muted>
      )}
      <ButtonLink to="/jobs" $variant="outline">
        {JOB_PAGE_TEXTS.browseAll}
      </ButtonLink>
    </Section>
  );
}
