import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.5; }`;

export const SkeletonBlock = styled.div<{ $width?: string; $height?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
