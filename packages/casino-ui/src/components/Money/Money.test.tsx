import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { Money } from './Money';

describe('Money', () => {
  it('given a balance in cents, shows it with 2 decimals and a machine-readable value', async () => {
    const { container } = render(<Money minorUnits={123450} />);
    const amount = screen.getByText('$1,234.50');
    expect(amount.tagName).toBe('DATA');
    expect(amount).toHaveAttribute('value', '1234.5');
    expect(amount).toHaveAttribute('data-currency', 'USD');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the currency and locale it is given', () => {
    render(<Money minorUnits={2500000} currency="EUR" locale="de-DE" />);
    expect(screen.getByText('25.000,00 €')).toBeInTheDocument();
  });

  it('shows a dash rather than NaN for a broken amount', () => {
    render(<Money minorUnits={Number.NaN} />);
    expect(screen.getByText('—').tagName).toBe('SPAN');
  });
});
