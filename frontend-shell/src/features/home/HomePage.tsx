import { useDeferredValue, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useListFeaturedJobsQuery } from '../../api/api';
import { useAppConfig } from '../../app/AppConfigContext';
import { ButtonLink } from '../../components/Button';
import { Container, Main, SectionHead } from '../../components/Layout';
import { SkeletonBlock } from '../../components/Skeleton';
import { text, usePageContent, type HomepageContent } from '../content/use-page-content';
import { HomeSeo } from '../seo/HomeSeo';
import { TeamsSection } from '../teams/TeamsSection';
import { FeaturedJobsSlider } from './FeaturedJobsSlider';
import { HeroCarousel } from './HeroCarousel';
import { StatsSection } from './StatsSection';
import { HOME_TEXTS } from './home-texts';

const Hero = styled.div`
  max-width: 760px;
  h1 {
    margin: 0 0 10px;
    font-size: clamp(1.5rem, 5vw, 2.8rem);
    line-height: 1.15;
    text-shadow: 0 2px 12px rgba(0, 0, 0, 0.35);
  }
  p {
    margin: 0 auto 20px;
    max-width: 640px;
    font-size: clamp(0.95rem, 2.4vw, 1.15rem);
    opacity: 0.95;
    /* Long admin texts stay inside the 400px hero on small screens. */
    display: -webkit-box;
    -webkit-line-clamp: 4;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const HeroButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
  @media (max-width: 599px) {
    flex-direction: column;
    align-items: center;
    a {
      min-height: 44px;
      font-size: 1rem;
    }
  }
`;

const Section = styled.section<{ $tone?: 'white' }>`
  padding: 56px 0;
  background: ${({ $tone, theme }) => ($tone === 'white' ? theme.color.surface : 'transparent')};
  scroll-margin-top: 72px;
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  max-width: 560px;
  margin: 0 auto;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 32px;
`;

const AboutGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  article {
    padding: 20px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
  }
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * The admin's texts of the home page. Each section reads them itself, deferred, so that their
 * arrival re-renders a few texts in a background transition, not the whole page at once in one
 * long task (docs/decisions/0086-home-page-main-thread.md).
 */
function useHomepageContent(): HomepageContent | null {
  return useDeferredValue(usePageContent<HomepageContent>('homepage').content);
}

function HeroTexts() {
  const hero = useHomepageContent()?.hero;
  const secondary = hero?.secondaryButtonText?.trim();
  return (
    <Hero>
      <h1>{text(hero?.title, HOME_TEXTS.heroTitle)}</h1>
      <p>{text(hero?.subtitle, HOME_TEXTS.heroSubtitle)}</p>
      <HeroButtons>
        <ButtonLink to="/jobs" $variant="accent" $size="lg">
          {text(hero?.primaryButtonText, HOME_TEXTS.primaryButton)}
        </ButtonLink>
        {secondary && (
          <ButtonLink to="/jobs" $variant="light" $size="lg">
            {secondary}
          </ButtonLink>
        )}
      </HeroButtons>
    </Hero>
  );
}

function FeaturedSection() {
  const featured = useHomepageContent()?.featuredJobs;
  const title = text(featured?.title, HOME_TEXTS.featuredTitle);
  const subtitle = text(featured?.subtitle, HOME_TEXTS.featuredSubtitle);
  const { data, isLoading } = useDeferredValue(useListFeaturedJobsQuery());
  const jobs = data ?? [];
  return (
    <Section id="featured" aria-labelledby="featured-title">
      <Container>
        <SectionHead>
          <h2 id="featured-title">{title}</h2>
          <p>{subtitle}</p>
        </SectionHead>
        {isLoading ? (
          <SkeletonBlock $height="220px" style={{ maxWidth: 640, margin: '0 auto' }} />
        ) : jobs.length > 0 ? (
          <FeaturedJobsSlider jobs={jobs} />
        ) : (
          <Empty>{HOME_TEXTS.noFeatured}</Empty>
        )}
        <Center>
          <ButtonLink to="/jobs" $size="lg">
            View All NFL Jobs
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
}

/** Scrolls to #teams or #about when the address names one (header links from other pages). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const el = document.getElementById(hash.slice(1));
    el?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

export function HomePage() {
  const { siteName } = useAppConfig();
  useScrollToHash();
  return (
    <Main>
      <HomeSeo />
      <HeroCarousel>
        <HeroTexts />
      </HeroCarousel>
      <StatsSection />
      <FeaturedSection />
      <TeamsSection />
      <Section id="about" $tone="white" aria-labelledby="about-title">
        <Container>
          <SectionHead>
            <h2 id="about-title">About {siteName}</h2>
            <p>{HOME_TEXTS.tagline}</p>
          </SectionHead>
          <AboutGrid>
            {HOME_TEXTS.about.map((item) => (
              <article key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.body}</p>
              </article>
            ))}
          </AboutGrid>
        </Container>
      </Section>
    </Main>
  );
}
