import { Tooltip, type TooltipProps } from 'antd';

/** Tooltips open after 700 ms (Ant Design's default is 100 ms). */
export const TOOLTIP_DELAY_SECONDS = 0.7;

export function Hint(props: TooltipProps) {
  return <Tooltip mouseEnterDelay={TOOLTIP_DELAY_SECONDS} {...props} />;
}
