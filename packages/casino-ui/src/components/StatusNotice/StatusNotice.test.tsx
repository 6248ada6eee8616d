import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { CasinoUIProvider } from '../../theme/CasinoUIProvider';
import { StatusNotice } from './StatusNotice';

describe('StatusNotice', () => {
  it('given a slow load, says so politely and starts over when the visitor asks', async () => {
    const onAction = vi.fn();
    const { container } = render(<StatusNotice onAction={onAction} />);

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('This is taking longer than usual');
    expect(status).toHaveTextContent('Still trying. You can wait or start again.');
    // The button is outside the announced text.
    expect(status).not.toContainElement(screen.getByRole('button', { name: 'Try again' }));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['block', 'banner'] as const)(
    'as a %s, shows the texts it is given and no button without onAction',
    (variant) => {
      render(
        <StatusNotice variant={variant} title="Your account could not be loaded" message="The request timed out." />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Your account could not be loaded');
      expect(screen.getByRole('status')).toHaveTextContent('The request timed out.');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('ignores presses while the action runs', async () => {
    const onAction = vi.fn();
    render(<StatusNotice onAction={onAction} isActing />);
    await userEvent.click(screen.getByRole('button'));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('takes its default texts from the provider, so an app can translate them', () => {
    render(
      <CasinoUIProvider
        messages={{ statusNotice: { title: 'Das dauert länger als üblich', action: 'Erneut versuchen' } }}
      >
        <StatusNotice onAction={() => {}} />
      </CasinoUIProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Das dauert länger als üblich');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
