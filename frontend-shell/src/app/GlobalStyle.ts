import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* A word wider than its box (an email address on a small phone) breaks rather than overflows. */
    overflow-wrap: break-word;
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  a { color: ${({ theme }) => theme.color.primary}; }
  img { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
  .skip-link {
    position: absolute;
    left: 8px;
    top: -60px;
    z-index: 200;
    padding: 10px 16px;
    background: #fff;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
    border-radius: 6px;
  }
  .skip-link:focus { top: 8px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
