import styled from 'styled-components';
import { useAppConfig } from '../../app/AppConfigContext';
import { ButtonLink } from '../../components/Button';
import { Container, Main } from '../../components/Layout';
import { useDocumentHead } from '../../lib/use-document-head';

const Box = styled.div`
  padding: 96px 0;
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.8rem, 5vw, 2.6rem);
  }
  p {
    margin: 0 0 28px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export function NotFoundPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Page Not Found - ${siteName}` });
  return (
    <Main>
      <Container>
        <Box>
          <h1>404 Page Not Found</h1>
          <p>The address may be mistyped, or the page may have moved.</p>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </Box>
      </Container>
    </Main>
  );
}
