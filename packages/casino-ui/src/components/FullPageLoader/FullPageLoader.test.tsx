import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { FullPageLoader } from './FullPageLoader';

describe('FullPageLoader', () => {
  it('shows and announces "Loading..." by default', () => {
    render(<FullPageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('shows the label it is given', () => {
    render(<FullPageLoader label="Opening the cashier..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the cashier...');
  });

  it('has no axe violations', async () => {
    const { container } = render(<FullPageLoader />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
