import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GEO_PENDING_ATTRIBUTE } from '@/lib/document/boot-attributes';
import { fakeApi, renderLobby } from '../../../../test/render-lobby';
import { siteSettings } from '../../../../test/site-settings';
import { GeoBlockGate } from './geo-block-gate';

const blocked = siteSettings('INTL', { country: 'FR', countryBlocked: true });
const lobby = (
  <GeoBlockGate>
    <p>The lobby</p>
  </GeoBlockGate>
);

describe('GeoBlockGate', () => {
  it('given a visitor from a blocked country, shows the geo-block page with a way to log in instead of the lobby', async () => {
    fakeApi(() => undefined);
    renderLobby(lobby, { user: null, site: blocked });
    expect(screen.queryByText('The lobby')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not available in your country' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/is not available in France/);
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-modal', 'login');
  });

  it.each([
    ['a visitor on an informational page', null, '/en/responsible-gaming'],
    ['a logged-in player', undefined, '/'],
  ])('lets %s through', (_, user, path) => {
    fakeApi(() => undefined);
    renderLobby(lobby, { user, path, site: blocked });
    expect(screen.getByText('The lobby')).toBeInTheDocument();
  });

  it('lets a visitor from a served country through', () => {
    fakeApi(() => undefined);
    renderLobby(lobby, { user: null, site: siteSettings() });
    expect(screen.getByText('The lobby')).toBeInTheDocument();
  });

  describe('given the boot script hid the content for a blocked visitor', () => {
    const hidden = () => document.documentElement.hasAttribute(GEO_PENDING_ATTRIBUTE);
    afterEach(() => document.documentElement.removeAttribute(GEO_PENDING_ATTRIBUTE));

    it('shows it again together with the geo-block page', () => {
      document.documentElement.setAttribute(GEO_PENDING_ATTRIBUTE, '');
      fakeApi(() => undefined);
      renderLobby(lobby, { user: null, site: blocked });
      expect(screen.getByRole('heading', { level: 1, name: 'Not available in your country' })).toBeInTheDocument();
      expect(hidden()).toBe(false);
    });

    it('keeps it hidden while the session check runs, then shows a logged-in player the lobby', () => {
      document.documentElement.setAttribute(GEO_PENDING_ATTRIBUTE, '');
      fakeApi(() => undefined);
      const view = renderLobby(lobby, { user: null, site: blocked, status: 'loading' });
      expect(hidden()).toBe(true);
      view.unmount();
      renderLobby(lobby, { site: blocked });
      expect(screen.getByText('The lobby')).toBeInTheDocument();
      expect(hidden()).toBe(false);
    });
  });
});
