import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { toolsState } from '../../../../test/responsible-gaming-state';
import { siteSettings } from '../../../../test/site-settings';
import { RealityCheckWatch } from './reality-check-watch';

const START = Date.parse('2026-11-20T12:00:00.000Z');
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the fake clock and lets React and the queries settle. */
const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
};

function api(realityCheckMinutes: 15 | null) {
  return fakeApi((url) => {
    if (url.pathname === '/api/me/responsible-gaming') return ok(toolsState({ realityCheckMinutes }));
    if (url.pathname === '/api/me/responsible-gaming/play-session') {
      return ok({
        since: url.searchParams.get('since'),
        staked: 1_500,
        won: 500,
        net: -1_000,
        rounds: 7,
        currency: 'USD',
      });
    }
    return undefined;
  });
}

describe('RealityCheckWatch (fake clock)', () => {
  it('every 15 minutes shows the session time and net result; Continue waits for the next whole interval', async () => {
    const requests = api(15);
    renderLobby(<RealityCheckWatch startedAt={START} onStop={() => undefined} />);
    await advance(15 * MIN - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 15:00.');
    expect(dialog).toHaveTextContent('Staked$15.00');
    expect(dialog).toHaveTextContent('Won$5.00');
    expect(dialog).toHaveTextContent('Net result-$10.00');
    const session = requests.find((r) => r.url.pathname.endsWith('/play-session'));
    expect(session?.url.searchParams.get('since')).toBe('2026-11-20T12:00:00.000Z');

    // Reading the check for 2 minutes does not push the next one back.
    await advance(2 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(13 * MIN - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toHaveTextContent('playing for 30:00');
  });

  it('Stop playing hands control back to the game page', async () => {
    api(15);
    const onStop = vi.fn();
    renderLobby(<RealityCheckWatch startedAt={START} onStop={onStop} />);
    await advance(15 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('when off, never opens; when required, off becomes the default interval', async () => {
    api(null);
    const { unmount } = renderLobby(<RealityCheckWatch startedAt={START} onStop={() => undefined} />);
    await advance(120 * MIN);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderLobby(<RealityCheckWatch startedAt={Date.now()} onStop={() => undefined} />, { site: siteSettings('GB') });
    await advance(60 * MIN);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toHaveTextContent('playing for 1:00:00');
  });
});
