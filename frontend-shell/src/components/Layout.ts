import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  padding: 0 16px;
  ${({ theme }) => theme.media.md} {
    padding: 0 24px;
  }
`;

/** The centred title and introduction of a page section (the home page's sections). */
export const SectionHead = styled.header`
  text-align: center;
  margin-bottom: 28px;
  h2 {
    margin: 0 0 8px;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** A centred message in place of a page's content: not found, closed, failed to load. */
export const Message = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: 72px 0;
  text-align: center;
  h1 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export const Main = styled.main.attrs({ id: 'main', tabIndex: -1 })`
  &:focus {
    outline: none;
  }
  flex: 1;
`;

export const Badge = styled.span<{ $tone?: 'gold' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  background: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.background : '#fff4cc')};
  color: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : '#7a5a00')};
  border: 1px solid ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.border : '#f2d36b')};
`;
