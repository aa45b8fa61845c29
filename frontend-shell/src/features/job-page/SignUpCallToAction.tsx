import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { JOB_PAGE_TEXTS } from './job-page-texts';

const Box = styled.aside`
  margin-top: 40px;
  padding: 28px 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 1.35rem;
  }
  p {
    margin: 0 auto 20px;
    max-width: 560px;
    opacity: 0.9;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/** For visitors: the board is members-only, so the page invites them to sign up. */
export function SignUpCallToAction() {
  return (
    <Box aria-labelledby="job-signup-cta">
      <h2 id="job-signup-cta">{JOB_PAGE_TEXTS.ctaTitle}</h2>
      <p>{JOB_PAGE_TEXTS.ctaBody}</p>
      <Actions>
        <ButtonLink to="/auth?tab=signup" $variant="accent">
          {JOB_PAGE_TEXTS.ctaSignUp}
        </ButtonLink>
        <ButtonLink to="/auth" $variant="light">
          {JOB_PAGE_TEXTS.ctaSignIn}
        </ButtonLink>
      </Actions>
    </Box>
  );
}
