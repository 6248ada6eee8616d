import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Header } from './Header';

describe('Header', () => {
  it('given a visitor on a phone, shows the banner with logo, search, actions and a menu button that opens the menu', async () => {
    const onMenuClick = vi.fn();
    const { container } = render(
      <Header
        logo={<a href="/">Royale Casino</a>}
        search={<input type="search" aria-label="Search Games" />}
        actions={
          <>
            <button type="button">Log in</button>
            <button type="button">Sign up</button>
          </>
        }
        onMenuClick={onMenuClick}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toContainElement(screen.getByRole('link', { name: 'Royale Casino' }));
    expect(screen.getByRole('searchbox', { name: 'Search Games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();

    // jsdom lays pages out 1024 px wide, the desktop layout, where CSS hides the menu button (the side column shows
    // the menu); found by its label, it can still be pressed as on a phone.
    const menuButton = screen.getByLabelText('Open menu');
    expect(menuButton.tagName).toBe('BUTTON');
    expect(menuButton).not.toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(onMenuClick).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the translated menu label and reflects an open menu', () => {
    render(<Header onMenuClick={() => {}} menuLabel="Menü öffnen" isMenuOpen />);
    expect(screen.getByLabelText('Menü öffnen')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no menu button when there is nothing to open', () => {
    render(<Header logo="Royale" />);
    expect(screen.queryByRole('button', { hidden: true })).not.toBeInTheDocument();
  });

  it('keeps a search shown from desktops only in the page, hidden below 1024 px', () => {
    render(<Header search={<input aria-label="Search games" />} searchFrom="desktop" />);
    expect(screen.getByLabelText('Search games').parentElement).toHaveAttribute('data-from', 'desktop');
  });
});
