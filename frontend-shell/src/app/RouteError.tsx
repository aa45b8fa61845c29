import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ButtonLink } from '../components/Button';
import { Container, Main, Message } from '../components/Layout';
import { PageSpinner } from '../components/Spinner';
import { markReload, shouldReloadFor } from './chunk-reload';

/**
 * The router's error screen. A chunk that fails to load after a deploy (the open page asks for
 * files the new build replaced) reloads the page once to fetch the new build; any other error, or
 * a chunk still failing after that reload, shows a friendly message with a way back home.
 */
export function RouteError() {
  const error = useRouteError();
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
