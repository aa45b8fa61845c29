import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetJobQuery, type JobDetailDto } from '../../api/api';
import { useAppConfig } from '../../app/AppConfigContext';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { Badge, Container, Main, Message } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { TeamLogo } from '../../components/TeamLogo';
import { CalendarIcon, PinIcon } from '../../components/icons';
import { applyPath } from '../../lib/apply-path';
import { isJobId, jobPath } from '../../lib/job-path';
import { localDate } from '../../lib/relative-date';
import { useDocumentHead, type HeadTags } from '../../lib/use-document-head';
import { useSession } from '../session/use-session';
import { JobPayItems } from '../jobs/pay/JobPayItems';
import { SaveJobButton } from '../saved-jobs/SaveJobButton';
import { useRecordJobView } from '../tracking/use-record-job-view';
import { JOB_PAGE_TEXTS, jobPageDescription, jobPageTitle } from './job-page-texts';
import { MoreTeamJobs } from './MoreTeamJobs';
import { SignUpCallToAction } from './SignUpCallToAction';

const Article = styled.article`
  max-width: 900px;
  margin: 0 auto;
  padding: 24px 0 56px;
`;

const Card = styled.div`
  margin-top: 20px;
  padding: 24px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.md} {
    padding: 32px;
  }
`;

/** Logo, titles, badge in a row; on a phone the titles take their own full-width line. */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-start;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2.1rem);
    line-height: 1.2;
    overflow-wrap: break-word;
  }
  ${({ theme }) => theme.media.md} {
    flex-wrap: nowrap;
  }
`;

const Titles = styled.div`
  order: 3;
  flex: 1 1 100%;
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    order: 0;
    flex: 1 1 auto;
  }
`;

const TopBadge = styled(Badge)`
  margin-left: auto;
`;

const Team = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
  font-size: 1.05rem;
`;

const Meta = styled.ul`
  list-style: none;
  margin: 20px 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  color: ${({ theme }) => theme.color.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Closed = styled.div`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fdecea;
  border: 1px solid #f5c2bd;
  color: ${({ theme }) => theme.color.danger};
  h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Description = styled.section`
  margin-top: 28px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
    line-height: 1.6;
  }
`;

/** Head tags of a job page the server writes and the shell does not manage. */
const SERVER_ONLY_TAGS = [
  'jsonld:jobposting',
  'property:og:image',
  'property:og:type',
  'property:og:site_name',
  'name:twitter:card',
];

/** The head the server writes for crawlers, kept while the page is shown in the browser. */
function headTags(job: JobDetailDto | undefined, siteName: string, publicUrl: string): HeadTags {
  if (!job) return { title: siteName };
  const title = jobPageTitle(job, siteName);
  const description = jobPageDescription(job);
  const url = `${publicUrl}${jobPath(job)}`;
  return {
    title,
    meta: {
      description,
      ...(job.closed ? { robots: 'noindex' } : {}),
      'twitter:title': title,
      'twitter:description': description,
    },
    properties: { 'og:title': title, 'og:description': description, 'og:url': url },
    canonical: url,
  };
}

function JobDetails({ job }: { job: JobDetailDto }) {
  const session = useSession();
  return (
    <>
      <Card>
        <Top>
          <TeamLogo
            teamName={job.teamName}
            logoUrl={job.teamLogoUrl}
            initials={job.teamInitials}
            size={72}
          />
          <Titles>
            <h1>{job.positionTitle}</h1>
            <Team>{job.teamName}</Team>
          </Titles>
          {job.isFeatured && !job.closed && <TopBadge>Featured</TopBadge>}
          <SaveJobButton job={job} />
        </Top>
        <Meta>
          <li>
            <PinIcon />
            {job.location}
          </li>
          <JobPayItems job={job} />
          <li>
            <CalendarIcon />
            {JOB_PAGE_TEXTS.posted} {localDate(job.datePosted)}
          </li>
          {job.validThrough && !job.closed && (
            <li>
              <CalendarIcon />
              {JOB_PAGE_TEXTS.closes} {localDate(job.validThrough)}
            </li>
          )}
        </Meta>
        {job.closed || !job.applyUrl ? (
          <Closed role="status">
            <h2>{JOB_PAGE_TEXTS.closed}</h2>
            <p>{JOB_PAGE_TEXTS.closedBody}</p>
            <ButtonLink to="/jobs" $variant="outline" $size="sm">
              {JOB_PAGE_TEXTS.closedCta}
            </ButtonLink>
          </Closed>
        ) : (
          <ButtonAnchor
            href={applyPath(job.id)}
            target="_blank"
            rel="noopener"
            $variant="accent"
            $size="lg"
            aria-label={`${JOB_PAGE_TEXTS.apply}: ${job.positionTitle} at ${job.teamName} (opens in a new tab)`}
          >
            {JOB_PAGE_TEXTS.apply}
          </ButtonAnchor>
        )}
        <Description aria-labelledby="job-description">
          <h2 id="job-description">{JOB_PAGE_TEXTS.description}</h2>
          <p>{job.description?.trim() || JOB_PAGE_TEXTS.noDescription}</p>
        </Description>
      </Card>
      {session.status === 'signed-in' && (
        <MoreTeamJobs teamName={job.teamName} currentId={job.id} />
      )}
      {session.status === 'signed-out' && <SignUpCallToAction />}
    </>
  );
}

/**
 * /jobs/{id}/{slug}: one job's public page (search engines list it). Open jobs show Apply Now;
 * closed ones say so; members see more jobs of the team, visitors an invitation to sign up.
 */
export function JobPage() {
  const { id } = useParams();
  const { siteName, publicUrl } = useAppConfig();
  const valid = isJobId(id);
  const { data, isLoading, isError } = useGetJobQuery({ id: id ?? '' }, { skip: !valid });
  const missing = !valid || isError;
  useRecordJobView(data?.id);

  const head = missing
    ? { title: `${JOB_PAGE_TEXTS.notFound} - ${siteName}`, meta: { robots: 'noindex' } }
    : headTags(data, siteName, publicUrl);
  useDocumentHead(head);
  // Tags only the server writes (JSON-LD, share image...) describe this job: drop them when the
  // page goes, so the next page does not inherit them.
  useEffect(
    () => () => {
      for (const key of SERVER_ONLY_TAGS) {
        document.head.querySelector(`[data-seo="${key}"]`)?.remove();
      }
    },
    [],
  );

  let body;
  if (missing) {
    body = (
      <Message>
        <h1>{JOB_PAGE_TEXTS.notFound}</h1>
        <p>{JOB_PAGE_TEXTS.notFoundBody}</p>
        <ButtonLink to="/jobs">{JOB_PAGE_TEXTS.back}</ButtonLink>
      </Message>
    );
  } else if (isLoading || !data) {
    body = (
      <Article aria-busy="true" data-testid="job-skeleton">
        <span className="visually-hidden" role="status">
          Loading job
        </span>
        <SkeletonBlock $width="140px" $height="36px" />
        <SkeletonBlock $height="320px" style={{ marginTop: 20 }} />
      </Article>
    );
  } else {
    body = (
      <Article>
        <ButtonLink to="/jobs" $variant="outline" $size="sm">
          ← {JOB_PAGE_TEXTS.back}
        </ButtonLink>
        <JobDetails job={data} />
      </Article>
    );
  }
  return (
    <Main>
      <Container>{body}</Container>
    </Main>
  );
}
