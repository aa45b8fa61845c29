import { escapeMarkup } from './markup';

/**
 * A square logo showing a team's initials, in the board's colours: the image a team without a
 * logo file gets in its job pages' structured data and social previews.
 */
export function initialsLogoSvg(initials: string): string {
  const size = initials.length > 2 ? 84 : 112;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    '<rect width="256" height="256" rx="40" fill="#013369"/>' +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeMarkup(initials)}</text>` +
    '</svg>'
  );
}
