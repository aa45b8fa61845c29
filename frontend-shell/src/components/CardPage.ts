import styled from 'styled-components';
import { Main } from './Layout';

/**
 * A page holding one centred card: sign-in, password reset, address confirmation. The card is as
 * tall as its content (a short message does not stretch it down to the footer).
 */
export const CardPage = styled(Main)`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 40px 16px 64px;
`;

export const Card = styled.div`
  width: 100%;
  max-width: 480px;
  padding: 28px 24px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    margin: 0 0 4px;
    font-size: 1.6rem;
    text-align: center;
  }
  > p {
    margin: 0 0 20px;
    text-align: center;
    color: ${({ theme }) => theme.color.muted};
  }
`;
