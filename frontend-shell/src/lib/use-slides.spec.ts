import { act, renderHook } from '@testing-library/react';
import { useSlides } from './use-slides';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useSlides', () => {
  it('autoplays every interval and wraps around', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useSlides(3, 5000, false));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(10000));
    expect(result.current.index).toBe(0);
  });

  it('arrows wrap both ways, and manual moves restart the interval', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useSlides(3, 4000, false));
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(3000));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it('does not autoplay while paused, with one slide, or with reduced motion', () => {
    mockReducedMotion(false);
    const paused = renderHook(() => useSlides(3, 4000, true));
    const single = renderHook(() => useSlides(1, 4000, false));
    mockReducedMotion(true);
    const reduced = renderHook(() => useSlides(3, 4000, false));
    act(() => jest.advanceTimersByTime(20000));
    expect(paused.result.current.index).toBe(0);
    expect(single.result.current.index).toBe(0);
    expect(reduced.result.current.index).toBe(0);
    expect(reduced.result.current.autoplay).toBe(false);
  });
});
