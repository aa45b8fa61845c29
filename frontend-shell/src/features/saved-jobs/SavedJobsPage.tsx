import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api/base-api';
import type { SavedJobDto } from '../../api/generated';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button, ButtonLink } from '../../components/Button';
import { Badge, Container, Main, Message } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { jobPath } from '../../lib/job-path';
import { localDate } from '../../lib/relative-date';
import { useDocumentHead } from '../../lib/use-document-head';
import { useToast } from '../toasts/ToastProvider';
import { useListSavedJobsQuery, useUnsaveJobMutation } from './saved-jobs-api';

const Head = styled.header`
  padding: 40px 0 24px;
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 48px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled.li<{ $closed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
  padding: 16px 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  opacity: ${({ $closed }) => ($closed ? 0.75 : 1)};
  > div {
    flex: 1 1 240px;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    color: inherit;
  }
`;

function SavedRow({ job }: { job: SavedJobDto }) {
  const [unsave, { isLoading }] = useUnsaveJobMutation();
  const notify = useToast();
  const remove = () =>
    unsave({ jobId: job.id })
      .unwrap()
      .catch((error: unknown) =>
        notify({
          title: 'Could not remove',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      );
  return (
    <Row $closed={job.closed}>
      <div>
        <h2>
          <Link to={jobPath(job)}>{job.positionTitle}</Link>
        </h2>
        <p>
          {job.teamName} · {job.location}
          {!job.closed && job.validThrough && ` · Closes ${localDate(job.validThrough)}`}
        </p>
      </div>
      {job.closed && <Badge $tone="muted">Closed</Badge>}
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        onClick={remove}
        disabled={isLoading}
        aria-label={`Remove ${job.positionTitle} from saved jobs`}
      >
        Remove
      </Button>
    </Row>
  );
}

/** /saved-jobs: a member's saved jobs, open ones first, closed ones marked (docs/product.md#saved-jobs). */
export function SavedJobsPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Saved jobs - ${siteName}`, meta: { robots: 'noindex' } });
  // Fetched afresh on each visit: a saved job may have closed since the bookmarks were loaded.
  const { data, isLoading, isError, error } = useListSavedJobsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (isLoading) {
    body = <SkeletonBlock $height="200px" aria-busy="true" />;
  } else if (isError || !data) {
    body = (
      <Message role="alert">
        <p>{errorMessage(error)}</p>
      </Message>
    );
  } else if (!data.length) {
    body = (
      <Message>
        <h2>No saved jobs yet</h2>
        <p>Use the bookmark on a job to keep it here.</p>
        <ButtonLink to="/jobs">Browse jobs</ButtonLink>
      </Message>
    );
  } else {
    body = (
      <List aria-label="Saved jobs">
        {data.map((job) => (
          <SavedRow key={job.id} job={job} />
        ))}
      </List>
    );
  }
  return (
    <Main>
      <Container>
        <Head>
          <h1>Saved jobs</h1>
          <p>Jobs you bookmarked; closed ones stay until you remove them.</p>
        </Head>
        {body}
      </Container>
    </Main>
  );
}
