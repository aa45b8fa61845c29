import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListCustomPagesQuery } from '../api/api';
import { useAppConfig } from '../app/AppConfigContext';
import { footerColumns } from '../lib/footer-links';
import { Container } from './Layout';

export const SUPPORT_EMAIL = 'support@gridiron-careers.example';

const SOCIAL_LINKS = [
  { label: 'X (Twitter)', href: 'https://x.com/', short: 'X' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', short: 'in' },
  { label: 'Instagram', href: 'https://www.instagram.com/', short: 'IG' },
];

const Wrap = styled.footer`
  background: #0b1a33;
  color: #c9d3e1;
  padding: 48px 0 24px;
  a {
    color: #e6ecf4;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

const Column = styled.nav`
  h2 {
    margin: 0 0 12px;
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;

const About = styled.div`
  p {
    margin: 0 0 12px;
  }
  strong {
    color: #fff;
    font-size: 1.1rem;
  }
`;

const Bottom = styled.div`
  margin-top: 40px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  font-size: 0.9rem;
`;

const Social = styled.ul`
  display: flex;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.1);
    font-weight: 700;
    font-size: 0.85rem;
  }
`;

/**
 * Footer: Job Seekers, Organizations and Company columns with the active custom pages,
 * social links and the copyright line; the home variant adds a description, Quick Links and the
 * support contact.
 */
export function Footer({ variant = 'app' }: { variant?: 'home' | 'app' }) {
  const { siteName } = useAppConfig();
  const { data: pages = [] } = useDeferredValue(useListCustomPagesQuery());
  const columns = footerColumns(pages);
  return (
    <Wrap>
      <Container>
        <Grid $columns={variant === 'home' ? 4 : 3}>
          <About>
            <p>
              <strong>{siteName}</strong>
            </p>
            {variant === 'home' && (
              <>
                <p>
                  Your gateway to American football careers: coaching, front office, analytics,
                  marketing and operations jobs with professional teams, since 2024.
                </p>
                <p>
                  Contact: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                </p>
              </>
            )}
          </About>
          {variant === 'home' && (
            <Column aria-label="Quick Links">
              <h2>Quick Links</h2>
              <ul>
                <li>
                  <Link to="/jobs">Browse Jobs</Link>
                </li>
                <li>
                  <Link to="/auth">Sign Up</Link>
                </li>
              </ul>
            </Column>
          )}
          {columns.map((column) => (
            <Column key={column.section} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </Column>
          ))}
        </Grid>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {siteName}. All rights reserved.
          </span>
          <Social aria-label="Social links">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.href}>
                {/* The short mark is decoration; the name is the network's (a visible "in" that
                    announces "LinkedIn" would not match what voice control users say). */}
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  <span aria-hidden="true">{s.short}</span>
                  <span className="visually-hidden">{s.label}</span>
                </a>
              </li>
            ))}
          </Social>
        </Bottom>
      </Container>
    </Wrap>
  );
}
