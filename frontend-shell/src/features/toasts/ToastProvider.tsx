import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import type { AdminToast } from '../../contract/admin-remote';

export type Toast = AdminToast;

/** One toast at a time, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

interface ShownToast extends Toast {
  id: number;
}

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}

const Region = styled.div`
  position: fixed;
  z-index: 100;
  right: 16px;
  bottom: 16px;
  left: 16px;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
  ${({ theme }) => theme.media.sm} {
    left: auto;
    width: 380px;
  }
`;

const Card = styled.div<{ $variant: Toast['variant'] }>`
  pointer-events: auto;
  width: 100%;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.color.danger};
      border-color: ${theme.color.danger};
      color: #fff;
    `}
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left: 4px solid ${theme.color.success};
    `}
`;

const Texts = styled.div`
  flex: 1;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
    font-size: 0.9rem;
    opacity: 0.9;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 2px 6px;
  border-radius: 4px;
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const notify = useCallback(
    (next: Toast) => setToast({ ...next, id: Date.now() + Math.random() }),
    [],
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region aria-live="polite" role="region" aria-label="Notifications">
        {toast && (
          <Card
            key={toast.id}
            $variant={toast.variant}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
          >
            <Texts>
              <p>
                <strong>{toast.title}</strong>
              </p>
              {toast.description && <p>{toast.description}</p>}
            </Texts>
            <Close type="button" aria-label="Dismiss notification" onClick={() => setToast(null)}>
              ×
            </Close>
          </Card>
        )}
      </Region>
    </ToastContext.Provider>
  );
}
