import type { ConfigProviderProps, ThemeConfig } from 'antd';

/**
 * Ant Design's defaults draw secondary text, descriptions, placeholders and danger buttons in
 * shades that fall below WCAG's 4.5:1 for normal text. The tokens below keep every pair at 4.5:1
 * or more on white and on the shell's page grey (#f4f6f9): description text 6.5:1, tertiary
 * 5.3:1, placeholders 4.9:1, danger buttons and error texts 5.6:1. Disabled controls stay pale
 * (WCAG exempts them).
 */
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#013369',
    borderRadius: 8,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    colorTextDescription: '#595959',
    colorTextTertiary: '#666666',
    colorTextPlaceholder: '#6b6b6b',
    colorError: '#cf1322',
  },
};

/**
 * Card titles wrap instead of ending in an ellipsis: on a phone a title beside its buttons has
 * little room, and a cut-off section name says nothing.
 */
export const adminCardConfig: ConfigProviderProps['card'] = {
  styles: {
    title: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word', minWidth: 0 },
    header: { paddingBlock: 8 },
  },
};

/**
 * Text colours for the gold and green tags (their tints stay): Ant Design's own, derived from the
 * palette and not set by a token, reach 2.8:1 and 3.4:1; these reach 6.5:1 and 5.4:1.
 */
export const TAG_TEXT = { gold: '#874d00', green: '#237804' } as const;
