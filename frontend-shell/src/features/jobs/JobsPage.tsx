import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api, useGetJobFacetsQuery, useListJobsPagesInfiniteQuery } from '../../api/api';
import { errorStatus } from '../../api/base-api';
import { useAppDispatch } from '../../app/store';
import { useAppConfig } from '../../app/AppConfigContext';
import { Button } from '../../components/Button';
import { CardGrid } from '../../components/CardGrid';
import { Container, Main } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { useDocumentHead } from '../../lib/use-document-head';
import { text, usePageContent, type JobsPageContent } from '../content/use-page-content';
import { jobListJsonLd } from '../seo/seo-tags';
import { ActiveFilters } from './facets/ActiveFilters';
import { FacetPanel } from './facets/FacetPanel';
import { FACET_TEXTS, FACETS, type Facet } from './facets/facet-options';
import { hasJobFilter, useJobSearch } from './facets/job-search-params';
import { SortSelect } from './facets/SortSelect';
import { JobCard } from './JobCard';
import { JobPayItems } from './pay/JobPayItems';
import { CreateAlertButton } from '../alerts/CreateAlertButton';
import { JobSearchForm } from './JobSearchForm';
import { JOBS_TEXTS, resultCount } from './jobs-texts';

/** 6 skeleton cards while the list loads. */
export const SKELETON_CARDS = 6;

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

/** Job cards: two columns from 768 px. */
const JOB_COLUMNS = { md: 2 };

/** Facets beside the results from 1024 px; above them (behind a Filters button) on smaller screens. */
const Body = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 20px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 290px minmax(0, 1fr);
    gap: 28px;
    align-items: start;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
`;

const FiltersToggle = styled(Button)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Status = styled.p`
  margin: 20px 0 12px;
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
  min-height: 1.5em;
`;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  height: 250px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Empty = styled.div`
  padding: 48px 16px;
  text-align: center;
  h2 {
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px 0 56px;
`;

const FACET_PANEL_ID = 'job-facets';

export function JobsPage() {
  const { siteName, publicUrl } = useAppConfig();
  const { content } = usePageContent<JobsPageContent>('jobs');
  const [search, setSearch] = useJobSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useListJobsPagesInfiniteQuery(search);
  const { sort: _sort, ...facetQuery } = search;
  // The previous counts stay (and clickable) while the counts of a new search load.
  const { data: facets, isFetching: facetsRefreshing } = useGetJobFacetsQuery(facetQuery);
  const {
    data,
    error,
    isFetching,
    isFetchingNextPage,
    isError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = query;
  const dispatch = useAppDispatch();
  // A session that ended meanwhile (401): read the user again, so the guard sends them to /auth.
  useEffect(() => {
    if (errorStatus(error) === 401) dispatch(api.util.invalidateTags(['Session']));
  }, [error, dispatch]);
  const jobs = data?.pages.flatMap((p) => p.jobs) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const loading = (isFetching && !isFetchingNextPage) || (!data && !isError);
  const title = text(content?.title, JOBS_TEXTS.title);
  const activeFacets =
    FACETS.reduce((sum, facet) => sum + (search[facet]?.length ?? 0), 0) +
    (search.payListed ? 1 : 0) +
    (search.minPay ? 1 : 0);
  const toggle = (facet: Facet, value: string) => {
    const chosen: string[] = search[facet] ?? [];
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    setSearch({ ...search, [facet]: next });
  };

  useDocumentHead({
    title: `${title} - ${siteName}`,
    jsonLd: jobs.length > 0 ? { jobs: jobListJsonLd(jobs, publicUrl) } : {},
  });

  return (
    <Main>
      <Container>
        <Head>
          <h1>{title}</h1>
          <p>{text(content?.subtitle, JOBS_TEXTS.subtitle)}</p>
        </Head>
        <JobSearchForm
          key={[search.position, search.teamName, search.location].join('\n')}
          initial={search}
          onSearch={(texts) => setSearch({ ...search, ...texts })}
          texts={{
            positionLabel: text(content?.filterLabels?.position, JOBS_TEXTS.positionLabel),
            teamLabel: text(content?.filterLabels?.team, JOBS_TEXTS.teamLabel),
            locationLabel: text(content?.filterLabels?.location, JOBS_TEXTS.locationLabel),
            positionPlaceholder: text(content?.searchPlaceholder, JOBS_TEXTS.searchPlaceholder),
            teamPlaceholder: JOBS_TEXTS.teamPlaceholder,
            locationPlaceholder: JOBS_TEXTS.locationPlaceholder,
            search: JOBS_TEXTS.search,
          }}
        />
        <Toolbar>
          <FiltersToggle
            type="button"
            $variant="outline"
            $size="sm"
            aria-expanded={filtersOpen}
            aria-controls={FACET_PANEL_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {FACET_TEXTS.filters}
            {activeFacets > 0 && ` (${activeFacets})`}
          </FiltersToggle>
          <SortSelect
            value={search.sort ?? 'newest'}
            onChange={(sort) => setSearch({ ...search, sort })}
          />
          <CreateAlertButton search={search} />
        </Toolbar>
        <Body>
          <aside aria-label={FACET_TEXTS.filters}>
            <FacetPanel
              id={FACET_PANEL_ID}
              open={filtersOpen}
              facets={facets}
              refreshing={facetsRefreshing}
              search={search}
              onToggle={toggle}
              onPayChange={(pay) => setSearch({ ...search, ...pay })}
            />
          </aside>
          <div>
            <ActiveFilters search={search} facets={facets} onChange={setSearch} />
            <Status role="status" aria-live="polite">
              {loading
                ? 'Loading jobs…'
                : isError
                  ? ''
                  : jobs.length > 0
                    ? resultCount(jobs.length, total)
                    : ''}
            </Status>
            {loading ? (
              <CardGrid $columns={JOB_COLUMNS} aria-hidden="true" data-testid="job-skeletons">
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <SkeletonCard key={i}>
                    <SkeletonBlock $width="48px" $height="48px" />
                    <SkeletonBlock $width="70%" $height="1.2rem" />
                    <SkeletonBlock $width="45%" />
                    <SkeletonBlock />
                    <SkeletonBlock $width="85%" />
                    <SkeletonBlock $width="120px" $height="44px" style={{ marginTop: 'auto' }} />
                  </SkeletonCard>
                ))}
              </CardGrid>
            ) : isError ? (
              <Empty role="alert">
                <h2>{JOBS_TEXTS.failed}</h2>
                <p>
                  <Button type="button" $variant="outline" onClick={() => refetch()}>
                    {JOBS_TEXTS.retry}
                  </Button>
                </p>
              </Empty>
            ) : jobs.length === 0 ? (
              <Empty>
                <h2>{JOBS_TEXTS.noJobs}</h2>
                <p>{hasJobFilter(search) ? JOBS_TEXTS.adjust : JOBS_TEXTS.noListings}</p>
              </Empty>
            ) : (
              <CardGrid $columns={JOB_COLUMNS}>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard
                      job={job}
                      variant="board"
                      headingLevel="h2"
                      details={<JobPayItems job={job} />}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
            <More>
              {!loading && hasNextPage && (
                <Button
                  type="button"
                  $variant="outline"
                  disabled={isFetchingNextPage}
                  onClick={() => fetchNextPage()}
                >
                  {isFetchingNextPage ? JOBS_TEXTS.loadingMore : JOBS_TEXTS.loadMore}
                </Button>
              )}
            </More>
          </div>
        </Body>
      </Container>
    </Main>
  );
}
