import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobDto } from '../../api/api';
import { ButtonAnchor } from '../../components/Button';
import { Badge } from '../../components/Layout';
import { TeamLogo } from '../../components/TeamLogo';
import { CalendarIcon, PinIcon } from '../../components/icons';
import { applyPath } from '../../lib/apply-path';
import { jobPath } from '../../lib/job-path';
import { localDate, relativeDate } from '../../lib/relative-date';
import { SaveJobButton } from '../saved-jobs/SaveJobButton';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding: 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Top = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
`;

/** Under the team's name, so that the title keeps the card's width beside the logo. */
const FeaturedBadge = styled(Badge)`
  margin-top: 6px;
`;

/** The title leads to the job's own page. */
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.92rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;

/** The description is clamped to 3 lines. */
const Description = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: 4px;
`;

interface Props {
  job: JobDto;
  /** 'board': relative date and description (jobs page); 'featured': local date (home slider). */
  variant: 'board' | 'featured';
  headingLevel?: 'h2' | 'h3';
  /**
   * More items for the details list after the location (the board's pay and workplace; the home
   * page's slider passes none, so its bundle does not carry them).
   */
  details?: ReactNode;
}

export function JobCard({ job, variant, headingLevel = 'h3', details }: Props) {
  const Heading = headingLevel;
  return (
    <Card aria-label={`${job.positionTitle} at ${job.teamName}`}>
      <Top>
        <TeamLogo teamName={job.teamName} logoUrl={job.teamLogoUrl} initials={job.teamInitials} />
        <Titles>
          <Heading>
            <TitleLink to={jobPath(job)}>{job.positionTitle}</TitleLink>
          </Heading>
          <p>{job.teamName}</p>
          {(job.isFeatured || variant === 'featured') && <FeaturedBadge>Featured</FeaturedBadge>}
        </Titles>
        <SaveJobButton job={job} />
      </Top>
      <Meta>
        <li>
          <PinIcon />
          {job.location}
        </li>
        {details}
        <li>
          <CalendarIcon />
          {variant === 'board'
            ? `Posted ${relativeDate(job.datePosted)}`
            : localDate(job.datePosted)}
        </li>
      </Meta>
      {variant === 'board' && job.description && <Description>{job.description}</Description>}
      <Actions>
        <ButtonAnchor
          href={applyPath(job.id)}
          target="_blank"
          rel="noopener"
          $variant="accent"
          aria-label={`Apply Now: ${job.positionTitle} at ${job.teamName} (opens in a new tab)`}
        >
          Apply Now
        </ButtonAnchor>
      </Actions>
    </Card>
  );
}
