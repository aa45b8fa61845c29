import styled from 'styled-components';

type Breakpoint = 'sm' | 'md' | 'lg';
const BREAKPOINTS: Breakpoint[] = ['sm', 'md', 'lg'];

/**
 * A list of cards in a grid: one column on phones, then `$columns[breakpoint]` columns from each
 * breakpoint up; `$gap` in pixels (20 unless given).
 */
export const CardGrid = styled.ul<{
  $columns: Partial<Record<Breakpoint, number>>;
  $gap?: number;
}>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap = 20 }) => $gap}px;
  /* minmax(0, 1fr): a card's longest word never widens its column past the page's margins. */
  grid-template-columns: minmax(0, 1fr);
  ${({ theme, $columns }) =>
    BREAKPOINTS.filter((b) => $columns[b]).map(
      (b) => `${theme.media[b]} { grid-template-columns: repeat(${$columns[b]}, minmax(0, 1fr)); }`,
    )}
`;
