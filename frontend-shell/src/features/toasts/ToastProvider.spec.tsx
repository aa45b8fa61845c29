import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../app/theme';
import { TOAST_DURATION_MS, ToastProvider, useToast, type Toast } from './ToastProvider';

let notify: (t: Toast) => void = () => undefined;
function Grab() {
  const grabbed = useToast();
  useEffect(() => {
    notify = grabbed;
  }, [grabbed]);
  return null;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows one toast at a time for 5000 ms', () => {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </ThemeProvider>,
  );
  expect(TOAST_DURATION_MS).toBe(5000);
  act(() => notify({ title: 'Login failed', description: '401: nope', variant: 'destructive' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Login failed401: nope');
  act(() => notify({ title: 'Content Saved', variant: 'success' }));
  expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Content Saved');
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Content Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Content Saved')).not.toBeInTheDocument();
});
