import { Avatar } from 'antd';
import { useState } from 'react';

/** Initials fall back to the first two letters of the team name, or 'TM'. */
export function fallbackInitials(teamName: string | null | undefined): string {
  const letters = (teamName ?? '').replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2);
  return letters ? letters.toUpperCase() : 'TM';
}

interface TeamBadgeProps {
  teamName: string;
  logoUrl?: string | null;
  initials?: string | null;
  size?: number;
}

/** A team's logo, or its initials when there is none or the image fails to load. */
export function TeamBadge({ teamName, logoUrl, initials, size = 40 }: TeamBadgeProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const text = initials || fallbackInitials(teamName);
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <Avatar
        shape="square"
        size={size}
        src={logoUrl}
        alt={`${teamName} logo`}
        style={{ background: '#fff', border: '1px solid #e5e7eb', flex: 'none' }}
        onError={() => {
          setFailedUrl(logoUrl);
          return false;
        }}
      />
    );
  }
  return (
    <Avatar
      shape="square"
      size={size}
      aria-label={`${teamName} initials`}
      style={{ background: '#013369', fontWeight: 600, flex: 'none' }}
    >
      {text}
    </Avatar>
  );
}
