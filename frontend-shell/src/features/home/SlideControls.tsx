import styled, { css } from 'styled-components';

type Tone = 'light' | 'dark';

const Arrow = styled.button<{ $side: 'left' | 'right'; $tone: Tone }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  transform: translateY(-50%);
  z-index: 2;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${({ $tone, theme }) =>
    $tone === 'light'
      ? css`
          background: rgba(255, 255, 255, 0.2);
          color: #fff;
          &:hover {
            background: rgba(255, 255, 255, 0.35);
          }
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.primary};
          box-shadow: ${theme.shadow.card};
          border: 1px solid ${theme.color.border};
          &:hover {
            background: ${theme.color.background};
          }
        `}
`;

export function SlideArrow({
  direction,
  label,
  onClick,
  tone,
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  tone: Tone;
}) {
  return (
    <Arrow
      type="button"
      $side={direction === 'prev' ? 'left' : 'right'}
      $tone={tone}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </Arrow>
  );
}

const DotList = styled.div`
  display: flex;
  gap: 2px;
  z-index: 2;
`;

const Dot = styled.button<{ $active: boolean; $tone: Tone }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $active, $tone, theme }) =>
      $tone === 'light'
        ? $active
          ? '#fff'
          : 'rgba(255, 255, 255, 0.45)'
        : $active
          ? theme.color.primary
          : theme.color.border};
    transform: scale(${({ $active }) => ($active ? 1.2 : 1)});
  }
`;

export function SlideDots({
  count,
  index,
  onSelect,
  label,
  tone,
}: {
  count: number;
  index: number;
  onSelect: (i: number) => void;
  label: string;
  tone: Tone;
}) {
  return (
    <DotList>
      {Array.from({ length: count }, (_, i) => (
        <Dot
          key={i}
          type="button"
          $active={i === index}
          $tone={tone}
          aria-label={`Show ${label} ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </DotList>
  );
}
