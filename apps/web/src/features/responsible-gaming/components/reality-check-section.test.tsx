import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLobby } from '../../../../test/render-lobby';
import { RealityCheckSection } from './reality-check-section';

afterEach(() => vi.unstubAllGlobals());

describe('RealityCheckSection', () => {
  it('where reality checks are required, offers no "Off" and starts a player who chose none at the default', () => {
    renderLobby(<RealityCheckSection minutes={null} required />);
    const select = screen.getByLabelText('Remind me every');
    expect(within(select).queryByRole('option', { name: 'Off' })).not.toBeInTheDocument();
    expect(select).toHaveValue('60');
  });

  it('elsewhere, shows the saved choice, "Off" included', () => {
    renderLobby(<RealityCheckSection minutes={null} required={false} />);
    expect(screen.getByLabelText('Remind me every')).toHaveValue('off');
  });
});
