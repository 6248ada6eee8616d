import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderLobby } from '../../../test/render-lobby';
import { SideMenuDrawerOnDemand } from './side-menu-drawer-on-demand';

afterEach(() => vi.unstubAllGlobals());

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenuDrawerOnDemand
        open={open}
        onOpenChange={setOpen}
        sections={[{ items: [{ label: 'Slots', href: '/categories/slots' }] }]}
        label="Main menu"
        title="Menu"
        closeLabel="Close menu"
      />
    </>
  );
}

describe('SideMenuDrawerOnDemand', () => {
  it('given a menu never opened, then no drawer is there; when the visitor opens it, it shows its links and closes again', async () => {
    fakeApi(() => undefined);
    renderLobby(<Menu />, { user: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'Slots' }));

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
