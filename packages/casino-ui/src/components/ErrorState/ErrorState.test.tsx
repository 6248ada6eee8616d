import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('given a failed load, announces the error and retries when the visitor asks', async () => {
    const onRetry = vi.fn();
    const { container } = render(<ErrorState message="Failed to load game data" onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Failed to load game data');
    // The button is outside the announced text.
    expect(alert).not.toContainElement(screen.getByRole('button', { name: 'Try again' }));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the texts it is given and stays quiet when announce is off', () => {
    render(<ErrorState title="Oops" retryLabel="Reload" onRetry={() => {}} announce={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows no button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
