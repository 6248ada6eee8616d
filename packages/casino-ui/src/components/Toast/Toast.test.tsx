import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import { CasinoUIProvider } from '../../theme/CasinoUIProvider';
import { setAppShellBottomInset } from '../AppShell';
import { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './Toast';
import { bottomInsetVar } from './Toast.css';

/** A component deep in the app that uses the hook; it hands the API to the test. */
function ToastUser({ onApi }: { onApi: (api: ToastApi) => void }) {
  onApi(useToast());
  return <button type="button">Somewhere in the page</button>;
}

function Orphan() {
  useToast();
  return null;
}

/** Renders a provider and hands back the hook's API, as a component deep in the app would use it. */
function renderToasts(props: Omit<ToastProviderProps, 'children'> = {}) {
  const api: { current: ToastApi | null } = { current: null };
  const result = render(
    <ToastProvider {...props}>
      <ToastUser
        onApi={(value) => {
          api.current = value;
        }}
      />
    </ToastProvider>,
  );
  const toasts = api.current as unknown as ToastApi;
  const show = (...args: Parameters<ToastApi['show']>) => {
    let id = '';
    act(() => {
      id = toasts.show(...args);
    });
    return id;
  };
  const dismiss = (id: string) => act(() => toasts.dismiss(id));
  return { ...result, show, dismiss };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastProvider and useToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given nothing was shown, renders no notifications region', () => {
    renderToasts();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('when an info toast is shown, announces it politely and removes it after 5 seconds', () => {
    const { show } = renderToasts();
    show({ title: 'Promotion activated', description: 'Your bonus is ready', tone: 'info' });

    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Promotion activated' });
    expect(toast).toHaveAccessibleDescription('Your bonus is ready');
    expect(within(toast).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(within(toast).queryByRole('alert')).not.toBeInTheDocument();

    advance(4999);
    expect(screen.getByRole('alertdialog', { name: 'Promotion activated' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('when a success toast is shown, announces it politely too', () => {
    const { show } = renderToasts();
    show({ title: 'Withdrawal cancelled successfully', tone: 'success' });
    const toast = screen.getByRole('alertdialog', { name: 'Withdrawal cancelled successfully' });
    expect(within(toast).getByRole('status')).toHaveTextContent('Withdrawal cancelled successfully');
    expect(toast).not.toHaveAttribute('aria-describedby');
  });

  it('when an error toast is shown, announces it assertively and keeps it until the player dismisses it', () => {
    const { show } = renderToasts();
    show({ title: 'Failed to cancel withdrawal', tone: 'error' });

    const toast = screen.getByRole('alertdialog', { name: 'Failed to cancel withdrawal' });
    expect(within(toast).getByRole('alert')).toHaveTextContent('Failed to cancel withdrawal');

    advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Failed to cancel withdrawal' })).toBeInTheDocument();

    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('given durationMs on a toast or errorDurationMs on the provider, uses them', () => {
    const { show } = renderToasts({ errorDurationMs: 8000 });
    show({ title: 'Failed to fetch bets', tone: 'error' });
    show({ title: 'Saved', tone: 'success', durationMs: 2000 });

    advance(2000);
    expect(screen.queryByRole('alertdialog', { name: 'Saved' })).not.toBeInTheDocument();
    advance(5999);
    expect(screen.getByRole('alertdialog', { name: 'Failed to fetch bets' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('while the pointer is over the toasts, pauses the timer and resumes it with the time left', () => {
    const { show } = renderToasts();
    show({ title: 'Balance updated', tone: 'info' });
    advance(3000);

    fireEvent.pointerEnter(screen.getByRole('alertdialog', { name: 'Balance updated' }), { pointerType: 'mouse' });
    advance(20_000);
    expect(screen.getByRole('alertdialog', { name: 'Balance updated' })).toBeInTheDocument();

    fireEvent.pointerLeave(screen.getByRole('alertdialog', { name: 'Balance updated' }), { pointerType: 'mouse' });
    advance(1900);
    expect(screen.getByRole('alertdialog', { name: 'Balance updated' })).toBeInTheDocument();
    advance(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('while focus is in a toast, pauses the timer', () => {
    const { show } = renderToasts();
    show({ title: 'Balance updated', tone: 'info' });
    advance(1000);

    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    advance(20_000);
    expect(screen.getByRole('alertdialog', { name: 'Balance updated' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Somewhere in the page' }).focus());
    advance(4000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows at most maxVisible toasts, newest first, and brings queued ones in as others close', () => {
    const { show, dismiss } = renderToasts({ maxVisible: 2, durationMs: null });
    show({ title: 'First', tone: 'info' });
    const secondId = show({ title: 'Second', tone: 'info' });
    show({ title: 'Third', tone: 'info' });

    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    expect(screen.getAllByRole('alertdialog')[0]).toHaveAccessibleName('Third');
    expect(screen.getAllByRole('alertdialog')[1]).toHaveAccessibleName('Second');

    dismiss(secondId);
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual(['Third', 'First']);
  });

  it('defaults to three visible toasts', () => {
    const { show } = renderToasts({ durationMs: null });
    for (const title of ['One', 'Two', 'Three', 'Four']) show({ title, tone: 'info' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
  });

  it('takes translated labels', () => {
    const { show } = renderToasts({ regionLabel: 'Avisos', dismissLabel: 'Cerrar' });
    show({ title: 'Hola', tone: 'info' });
    const region = screen.getByRole('region', { name: 'Avisos' });
    expect(within(region).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it("renders into CasinoUIProvider's element so toasts keep the brand", () => {
    let toasts: ToastApi | null = null;
    const { container } = render(
      <CasinoUIProvider>
        <ToastProvider>
          <ToastUser
            onApi={(value) => {
              toasts = value;
            }}
          />
        </ToastProvider>
      </CasinoUIProvider>,
    );
    act(() => {
      toasts?.show({ title: 'Welcome back', tone: 'success' });
    });
    const providerRoot = container.firstElementChild;
    expect(providerRoot).toContainElement(screen.getByRole('region', { name: 'Notifications' }));
  });

  it('while the app keeps room over the bottom of the screen (a cookie banner), stands above it, then comes back down', () => {
    const property = bottomInsetVar.replace(/^var\((--[^,)]+).*$/, '$1');
    const lift = () => screen.getByRole('region', { name: 'Notifications' }).style.getPropertyValue(property);
    // Set before the first toast: the region, which mounts with it, still reads it.
    act(() => setAppShellBottomInset('240px'));
    try {
      const { show } = renderToasts();
      show({ title: 'Promotion activated', tone: 'info' });
      expect(lift()).toBe('240px');
      act(() => setAppShellBottomInset('180px'));
      expect(lift()).toBe('180px');
      act(() => setAppShellBottomInset(null));
      expect(lift()).toBe('');
    } finally {
      setAppShellBottomInset(null);
    }
  });

  it('throws a helpful error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('Toast accessibility', () => {
  it('given a keyboard user, reaches the toast with Tab, dismisses it with Enter and gets focus back', async () => {
    const user = userEvent.setup();
    const { show } = renderToasts({ durationMs: null });
    await user.click(screen.getByRole('button', { name: 'Somewhere in the page' }));
    show({ title: 'Failed to fetch promotions', tone: 'error' });

    await user.keyboard('{Tab}');
    expect(screen.getByRole('alertdialog', { name: 'Failed to fetch promotions' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Somewhere in the page' })).toHaveFocus();
  });

  it('has no axe violations with one toast of each tone', async () => {
    const { show } = renderToasts({ durationMs: null });
    show({ title: 'Deposit received', description: '$50.00 added to your balance', tone: 'success' });
    show({ title: 'Failed to activate promotion', tone: 'error' });
    show({ title: 'New games this week', tone: 'info' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
