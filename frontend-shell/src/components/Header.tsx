import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppConfig } from '../app/AppConfigContext';
import { useSession, useSignOut } from '../features/session/use-session';
import { Button, ButtonLink } from './Button';
import { FootballIcon } from './icons';
import { Container } from './Layout';

/**
 * 'public': the home and auth header (Browse Jobs, Teams, About, Admin, Sign In, Get Started;
 * 'Welcome, {firstName}'). 'app': the board header (Home and Jobs with the current one
 * highlighted; 'Welcome, {email}', Admin, Sign out or Sign in); members also see Saved jobs and
 * Alerts (docs/product.md#header).
 */
export type HeaderVariant = 'public' | 'app';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 64px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  font-weight: 800;
  font-size: 1.15rem;
  margin-right: auto;
  border-radius: 4px;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: #fff;
`;

const linkStyle = css`
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  opacity: 0.9;
  &:hover {
    opacity: 1;
    background: rgba(255, 255, 255, 0.12);
  }
  &.active {
    opacity: 1;
    background: rgba(255, 255, 255, 0.18);
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.gold};
  }
`;

const NavItem = styled(NavLink)`
  ${linkStyle}
`;
const PlainLink = styled(Link)`
  ${linkStyle}
`;

/**
 * The links and actions on one line from 1200 px (the menu below, where an admin's links and
 * greeting would not fit): none wraps, the greeting gives up its width first.
 */
const Desktop = styled.div`
  display: none;
  align-items: center;
  gap: 8px;
  min-width: 0;
  white-space: nowrap;
  > * {
    flex: none;
  }
  ${({ theme }) => theme.media.xl} {
    display: flex;
  }
`;

/** The greeting leads to the member's email preferences. */
const Welcome = styled(Link)`
  && {
    flex: 0 1 auto;
    min-width: 5em;
  }
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  font-size: 0.95rem;
  opacity: 0.95;
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: #fff;
  font-size: 1.4rem;
  cursor: pointer;
  ${({ theme }) => theme.media.xl} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 16px 16px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  ${({ theme }) => theme.media.xl} {
    display: none;
  }
  a,
  button,
  span {
    align-self: flex-start;
  }
  span {
    padding: 8px 12px;
  }
`;

interface Item {
  label: string;
  to: string;
  nav?: boolean;
}

/**
 * Signed-in members also get their saved jobs (docs/product.md#saved-jobs) and their alerts
 * (docs/product.md#job-alerts).
 */
function items(variant: HeaderVariant, isAdmin: boolean, signedIn: boolean): Item[] {
  const saved: Item[] = signedIn
    ? [
        { label: 'Saved jobs', to: '/saved-jobs', nav: true },
        { label: 'Alerts', to: '/account/alerts', nav: true },
      ]
    : [];
  if (variant === 'app') {
    return [
      { label: 'Home', to: '/', nav: true },
      { label: 'Jobs', to: '/jobs', nav: true },
      ...saved,
    ];
  }
  const list: Item[] = [
    { label: 'Browse Jobs', to: '/jobs', nav: true },
    { label: 'Teams', to: '/#teams' },
    { label: 'About', to: '/#about' },
    ...saved,
  ];
  if (isAdmin) list.push({ label: 'Admin', to: '/admin', nav: true });
  return list;
}

function Links({ list }: { list: Item[] }) {
  return (
    <>
      {list.map((item) =>
        item.nav ? (
          <NavItem key={item.to} to={item.to} end>
            {item.label}
          </NavItem>
        ) : (
          <PlainLink key={item.to} to={item.to}>
            {item.label}
          </PlainLink>
        ),
      )}
    </>
  );
}

function Actions({ variant }: { variant: HeaderVariant }) {
  const session = useSession();
  const { signOut, pending } = useSignOut();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') {
    const { user } = session;
    return (
      <>
        <Welcome to="/account/email" title={`${user.email}: email preferences`}>
          Welcome, {variant === 'public' ? user.firstName : user.email}
        </Welcome>
        {variant === 'app' && user.isAdmin && (
          <ButtonLink to="/admin" $variant="light" $size="sm">
            Admin
          </ButtonLink>
        )}
        <Button type="button" $variant="light" $size="sm" onClick={signOut} disabled={pending}>
          {pending ? 'Signing out...' : 'Sign out'}
        </Button>
      </>
    );
  }
  if (variant === 'app') {
    return (
      <ButtonLink to="/auth" $variant="light" $size="sm">
        Sign in
      </ButtonLink>
    );
  }
  return (
    <>
      <PlainLink to="/auth">Sign In</PlainLink>
      <ButtonLink to="/auth" $variant="accent" $size="sm">
        Get Started
      </ButtonLink>
    </>
  );
}

export function Header({ variant }: { variant: HeaderVariant }) {
  const { siteName } = useAppConfig();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (open && e.key === 'Escape') {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const list = items(variant, !!session.user?.isAdmin, session.status === 'signed-in');

  // Following a link closes the mobile menu (state adjusted while rendering, not in an effect).
  const here = location.pathname + location.hash;
  const [shownAt, setShownAt] = useState(here);
  if (shownAt !== here) {
    setShownAt(here);
    setOpen(false);
  }

  return (
    <Bar onKeyDown={onKeyDown}>
      <Row>
        <Brand to="/" aria-label={`${siteName} home`}>
          <Mark aria-hidden="true">
            <FootballIcon size={24} />
          </Mark>
          <span>{siteName}</span>
        </Brand>
        <Desktop as="nav" aria-label="Main">
          <Links list={list} />
        </Desktop>
        <Desktop>
          <Actions variant={variant} />
        </Desktop>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </Toggle>
      </Row>
      {open && (
        <MobilePanel id={panelId} aria-label="Mobile">
          <Links list={list} />
          <Actions variant={variant} />
        </MobilePanel>
      )}
    </Bar>
  );
}
