import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../components/Button';
import { Container, Main, Message } from '../components/Layout';
import { PageSpinner } from '../components/Spinner';
import { markReload, shouldReloadFor } from './chunk-reload';

/**
 * The router's error screen. A chunk that fails to load after a deploy (the open page asks for
 * files the new build replaced) reloads the page once to fetch the new build; any other error, or
 * a chunk still failing after that reload, shows a friendly message with a way back home.
 */
export function RouteError({ error }: { error: unknown }) {
  const reload = shouldReloadFor(error);
  useEffect(() => {
    if (!reload) return;
    markReload();
    window.location.reload();
  }, [reload]);
  if (reload) return <PageSpinner label="Loading the latest version" />;
  return (
    <Main>
      <Container>
        <Message role="alert">
          <h1>Something went wrong</h1>
          <p>This page could not be shown. Please try again in a moment.</p>
          <ButtonLink to="/" reloadDocument>
            Go to the home page
          </ButtonLink>
        </Message>
      </Container>
    </Main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  /** Another page is a fresh start: the error screen belongs to the page that failed. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * What an `errorElement` is to the data router: an error thrown while rendering a layout or its
 * page (or a page's code that failed to download) shows `RouteError` in the layout's place, until
 * the visitor goes to another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
