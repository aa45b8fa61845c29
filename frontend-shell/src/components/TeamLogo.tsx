import { useState } from 'react';
import styled from 'styled-components';

const Box = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  letter-spacing: 0.03em;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #fff;
  }
`;

interface Props {
  teamName: string;
  logoUrl?: string | null;
  /** As the API gives them: the one initials rule lives in the backend. */
  initials: string;
  size?: number;
}

/** The team's display logo, or its initials when there is none or it fails to load. */
export function TeamLogo({ teamName, logoUrl, initials, size = 48 }: Props) {
  const [failed, setFailed] = useState(false);
  const showImage = !!logoUrl && !failed;
  return (
    <Box $size={size} aria-hidden={showImage ? undefined : true}>
      {showImage ? (
        <img
          src={logoUrl}
          alt={`${teamName} logo`}
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        initials
      )}
    </Box>
  );
}
