import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

describe('Spinner', () => {
  it('announces "Loading" as a status by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces what is loading when given a label', () => {
    render(<Spinner label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it.each(spinnerSizes)('has no axe violations at size %s', async (size) => {
    const { container } = render(<Spinner size={size} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
