import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { LinkComponentContext, makeLinkComponent } from '../../theme/link';
import { SideMenu, type SideMenuSection } from './SideMenu';
import { SideMenuDrawer } from './SideMenuDrawer';

// A stand-in router link that does not leave the page, marked so the test can tell it was used.
const RouterLink = makeLinkComponent(({ onClick, href, ...props }, ref) => (
  <a
    ref={ref}
    data-router-link=""
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  />
));

const sections: SideMenuSection[] = [
  {
    items: [
      { href: '/', label: 'Lobby', icon: <svg />, isActive: true },
      { href: '/favorites', label: 'Favorites' },
    ],
  },
  {
    title: 'Categories',
    items: [
      { href: '/categories/slots', label: 'Slots' },
      { href: '/categories/live', label: 'Live' },
    ],
  },
];

describe('SideMenu', () => {
  it('given sections, renders a named navigation with router links and marks the current page', async () => {
    const { container } = render(
      <LinkComponentContext.Provider value={RouterLink}>
        <SideMenu sections={sections} />
      </LinkComponentContext.Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const lobby = within(nav).getByRole('link', { name: 'Lobby' });
    expect(lobby).toHaveAttribute('aria-current', 'page');
    expect(lobby).toHaveAttribute('data-router-link');
    expect(within(nav).getByRole('link', { name: 'Favorites' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/categories/slots');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reports plain clicks but not clicks that open a new tab', async () => {
    const onNavigate = vi.fn();
    render(
      <LinkComponentContext.Provider value={RouterLink}>
        <SideMenu sections={sections} onNavigate={onNavigate} />
      </LinkComponentContext.Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Slots' }));
    expect(onNavigate).toHaveBeenCalledWith('/categories/slots');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Live' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

function PhoneMenu() {
  const [open, setOpen] = useState(false);
  return (
    <LinkComponentContext.Provider value={RouterLink}>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenuDrawer open={open} onOpenChange={setOpen} sections={sections} header={<span>Royale</span>} />
    </LinkComponentContext.Provider>
  );
}

describe('SideMenuDrawer', () => {
  it('given a phone visitor, opens as a dialog with the menu, and closes with the close button, returning focus', async () => {
    const user = userEvent.setup();
    render(<PhoneMenu />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<PhoneMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Slots' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<PhoneMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the texts it is given', async () => {
    render(
      <SideMenuDrawer
        open
        onOpenChange={() => {}}
        sections={sections}
        title="Navigation"
        closeLabel="Menü schließen"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toBeInTheDocument();
  });
});
