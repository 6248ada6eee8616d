import { render, screen } from '@testing-library/react';
import { lagoonTheme } from '../themes/lagoon/theme.css';
import { lagoonTokens } from '../themes/lagoon/tokens';
import { royaleTheme } from '../themes/royale/theme.css';
import { CasinoUIProvider } from './CasinoUIProvider';
import { makeLinkComponent, useLinkComponent } from './link';
import { usePortalContainer } from './portal';

function LinkProbe() {
  const Link = useLinkComponent();
  return <Link href="/favorites">Favorites</Link>;
}

function PortalProbe() {
  const container = usePortalContainer();
  return <span data-testid="portal-probe">{container?.className}</span>;
}

describe('CasinoUIProvider', () => {
  it('given no theme, adds no brand class, so a provider inside another keeps the outer brand', () => {
    render(
      <CasinoUIProvider theme={lagoonTheme}>
        <CasinoUIProvider>Lobby</CasinoUIProvider>
      </CasinoUIProvider>,
    );
    const inner = screen.getByText('Lobby');
    expect(inner).not.toHaveClass(royaleTheme);
    expect(inner).not.toHaveClass(lagoonTheme);
    expect(inner.closest(`.${lagoonTheme}`)).not.toBeNull();
  });

  it('applies the brand class it is given', () => {
    render(<CasinoUIProvider theme={lagoonTheme}>Lobby</CasinoUIProvider>);
    const root = screen.getByText('Lobby');
    expect(root).toHaveClass(lagoonTheme);
    expect(root).not.toHaveClass(royaleTheme);
  });

  it('given run-time tokens, sets them as inline CSS variables', () => {
    render(
      <CasinoUIProvider tokens={{ ...lagoonTokens, color: { ...lagoonTokens.color, primary: '#123456' } }}>
        Lobby
      </CasinoUIProvider>,
    );
    expect(screen.getByText('Lobby').getAttribute('style')).toContain('#123456');
  });

  it("renders library links through the app's link component", () => {
    const AppLink = makeLinkComponent((props, ref) => <a ref={ref} data-app-link {...props} />);
    render(
      <CasinoUIProvider linkComponent={AppLink}>
        <LinkProbe />
      </CasinoUIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('data-app-link');
  });

  it('keeps the outer link component in a nested provider that only changes the brand', () => {
    const AppLink = makeLinkComponent((props, ref) => <a ref={ref} data-app-link {...props} />);
    render(
      <CasinoUIProvider linkComponent={AppLink}>
        <CasinoUIProvider theme={lagoonTheme}>
          <LinkProbe />
        </CasinoUIProvider>
      </CasinoUIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('data-app-link');
  });

  it('offers its root element as the portal container for overlays', () => {
    render(
      <CasinoUIProvider className="app-root">
        <PortalProbe />
      </CasinoUIProvider>,
    );
    expect(screen.getByTestId('portal-probe')).toHaveTextContent('app-root');
  });

  it.each([
    { colorScheme: 'light', want: 'light' },
    { colorScheme: 'dark', want: 'dark' },
    { colorScheme: undefined, want: null },
  ] as const)('given colorScheme $colorScheme, marks its root $want', ({ colorScheme, want }) => {
    render(<CasinoUIProvider colorScheme={colorScheme}>Lobby</CasinoUIProvider>);
    expect(screen.getByText('Lobby').getAttribute('data-color-scheme')).toBe(want);
  });
});
