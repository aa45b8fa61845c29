/** The one styled-components theme of the shell. */
export const theme = {
  color: {
    primary: '#013369',
    primaryDark: '#00224a',
    accent: '#d50a0a',
    accentDark: '#a80808',
    gold: '#f2b705',
    text: '#17202e',
    muted: '#4f5b6b',
    border: '#d9dee6',
    surface: '#ffffff',
    background: '#f4f6f9',
    success: '#1f7a3d',
    danger: '#b42318',
    focus: '#f2b705',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    raised: '0 12px 24px rgba(16, 24, 40, 0.12)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  width: { content: '1200px' },
  media: {
    sm: '@media (min-width: 600px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    /** Where the header's links fit on one line beside the member's greeting and actions. */
    xl: '@media (min-width: 1200px)',
  },
} as const;

export type Theme = typeof theme;
