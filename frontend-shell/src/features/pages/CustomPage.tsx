import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCustomPageQuery } from '../../api/api';
import { useAppConfig } from '../../app/AppConfigContext';
import { ButtonLink } from '../../components/Button';
import { Container, Main, Message } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { useDocumentHead } from '../../lib/use-document-head';
import { pageHtml } from './page-html';

export const PAGE_TEXTS = {
  notFound: 'Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
  unavailable: 'Page Unavailable',
  unavailableBody: 'This page is currently unavailable. Please check back later.',
  back: 'Back to Jobs',
} as const;

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  padding: 32px 0 56px;
  h1 {
    margin: 24px 0 16px;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
  }
`;

const Body = styled.div`
  padding: 24px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow-wrap: anywhere;
  img {
    height: auto;
  }
  > :first-child {
    margin-top: 0;
  }
`;

const Bottom = styled.div`
  margin-top: 24px;
`;

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <Message>
      <h1>{title}</h1>
      <p>{body}</p>
      <ButtonLink to="/jobs">{PAGE_TEXTS.back}</ButtonLink>
    </Message>
  );
}

/** /page/{slug}: skeleton, not found, unavailable, or the page's HTML content. */
export function CustomPage() {
  const { slug = '' } = useParams();
  const { siteName } = useAppConfig();
  const { data, isLoading, isError } = useGetCustomPageQuery({ slug: encodeURIComponent(slug) });
  const title = isLoading
    ? siteName
    : isError || !data
      ? `${PAGE_TEXTS.notFound} - ${siteName}`
      : `${data.title} - ${siteName}`;
  useDocumentHead({ title });

  let body;
  if (isLoading) {
    body = (
      <Article aria-busy="true" data-testid="page-skeleton">
        <span className="visually-hidden" role="status">
          Loading page
        </span>
        <SkeletonBlock $width="140px" $height="44px" />
        <SkeletonBlock $width="60%" $height="2.2rem" style={{ margin: '24px 0 16px' }} />
        <SkeletonBlock $height="240px" />
      </Article>
    );
  } else if (isError || !data) {
    // 'Page not found' on a 404, 'Failed to load page' otherwise: both show the same screen.
    body = <Notice title={PAGE_TEXTS.notFound} body={PAGE_TEXTS.notFoundBody} />;
  } else if (!data.isActive) {
    body = <Notice title={PAGE_TEXTS.unavailable} body={PAGE_TEXTS.unavailableBody} />;
  } else {
    body = (
      <Article>
        <ButtonLink to="/jobs" $variant="outline" $size="sm">
          ← {PAGE_TEXTS.back}
        </ButtonLink>
        <h1>{data.title}</h1>
        <Body dangerouslySetInnerHTML={{ __html: pageHtml(data.content ?? '') }} />
        <Bottom>
          <ButtonLink to="/jobs" $variant="outline" $size="sm">
            ← {PAGE_TEXTS.back}
          </ButtonLink>
        </Bottom>
      </Article>
    );
  }
  return (
    <Main>
      <Container>{body}</Container>
    </Main>
  );
}
