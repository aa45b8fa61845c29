import { App } from 'antd';
import { useCallback } from 'react';
import type { AdminToast } from '../contract';

/** Toast settings: one toast at a time, shown for 5000 ms. */
export const TOAST_CONFIG = { maxCount: 1, duration: 5, placement: 'bottomRight' as const };

/** Shows a toast (title + description) as an Ant Design notification. */
export function useToast(): (toast: AdminToast) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: AdminToast) => {
      const show =
        variant === 'destructive'
          ? notification.error
          : variant === 'success'
            ? notification.success
            : notification.info;
      show({ title, description, role: variant === 'destructive' ? 'alert' : 'status' });
    },
    [notification],
  );
}
