import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { SideMenu } from '../SideMenu';
import { AppShell } from './AppShell';
import { setAppShellBottomInset } from './bottom-inset';

function Page(props: { skipLinkLabel?: string }) {
  return (
    <AppShell
      {...props}
      header={<Header logo={<a href="/">Royale Casino</a>} onMenuClick={() => {}} />}
      sideMenu={<SideMenu sections={[{ items: [{ href: '/', label: 'Lobby', isActive: true }] }]} />}
      footer={<Footer groups={[{ title: 'Casino', links: [{ label: 'About', href: '/en/about' }] }]} />}
    >
      <h1>Lobby</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('given a page, lays out banner, navigation, main and contentinfo landmarks', async () => {
    const { container } = render(<Page />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Lobby' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a keyboard user starts tabbing, the skip link comes first and moves focus to main', async () => {
    const user = userEvent.setup();
    render(<Page skipLinkLabel="Zum Inhalt" />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('given a bottom inset, keeps that room below the footer and ends the side column above it; null gives it back', () => {
    const { container } = render(<Page />);
    const shell = container.firstElementChild as HTMLElement;
    const sideColumn = screen.getByRole('link', { name: 'Lobby' }).closest('[data-casino-bottom-inset]') as HTMLElement;

    setAppShellBottomInset('168px');
    expect(shell.style.paddingBottom).toBe('168px');
    expect(sideColumn.style.maxHeight).toBe('calc(100dvh - 232px)');
    expect(document.documentElement.getAttribute('style')).toBeNull();

    setAppShellBottomInset(null);
    expect(shell.style.paddingBottom).toBe('');
    expect(sideColumn.style.maxHeight).toBe('');
  });
});
