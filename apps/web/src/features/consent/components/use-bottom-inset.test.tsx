import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBottomInset } from './use-bottom-inset';

/** A shell as casino-ui's AppShell marks it, and a bar fixed over the bottom whose top is at `top`. */
function Page({ active, top }: { active: boolean; top: number }) {
  const bar = useRef<HTMLDivElement>(null);
  useBottomInset(bar, active);
  return (
    <div data-testid="shell" data-casino-bottom-inset="shell">
      <div
        ref={(element) => {
          bar.current = element;
          if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
        }}
      />
    </div>
  );
}

let reports: Array<() => void> = [];

beforeEach(() => {
  reports = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        reports.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
});

afterEach(() => vi.unstubAllGlobals());

describe('useBottomInset', () => {
  it("keeps the bar's height below the shell and the focus clear of it, on the shell, not as a root property", () => {
    const { getByTestId, rerender } = render(<Page active top={632} />);
    for (const report of reports) report();
    const root = document.documentElement;
    expect(getByTestId('shell').style.paddingBottom).toBe('168px');
    expect(root.style.scrollPaddingBottom).toBe('168px');
    expect(root.style.getPropertyValue('--casino-bottom-inset')).toBe('');

    rerender(<Page active={false} top={632} />);
    expect(getByTestId('shell').style.paddingBottom).toBe('');
    expect(root.style.scrollPaddingBottom).toBe('');
  });
});
