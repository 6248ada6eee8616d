import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { AmountInput } from './AmountInput';
import { parseAmountToMinorUnits } from './amount-input-logic';

function DepositForm({ min, max }: { min?: number; max?: number }) {
  const [amount, setAmount] = useState('');
  const parsed = parseAmountToMinorUnits(amount, 'USD');
  return (
    <>
      <AmountInput value={amount} onValueChange={setAmount} min={min} max={max} />
      <p>Minor units: {parsed.ok ? parsed.minorUnits : parsed.error}</p>
    </>
  );
}

describe('AmountInput', () => {
  it('is a text box named Amount with a decimal keypad and the currency symbol', () => {
    render(<AmountInput currency="EUR" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('€')).toBeVisible();
  });

  it('offers the quick amounts', () => {
    render(<AmountInput />);
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    expect(group).toBeInTheDocument();
    for (const name of ['$20', '$50', '$100', '$500', '$1,000'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('given a player pressing $100, fills in 100 and marks that button pressed', async () => {
    const user = userEvent.setup();
    render(<DepositForm />);
    await user.click(screen.getByRole('button', { name: '$100' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(screen.getByText('Minor units: 10000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('given typing, reports the text and reads it as minor units', async () => {
    const user = userEvent.setup();
    render(<DepositForm />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25.5');
    expect(screen.getByText('Minor units: 2550')).toBeInTheDocument();
  });

  it('given an amount under the minimum, shows the minimum message after leaving the field', async () => {
    const user = userEvent.setup();
    render(<DepositForm min={10} max={5000} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum amount is $10');
    expect(input).toBeInvalid();
  });

  it('given an amount over the maximum, shows the translated maximum message', async () => {
    const user = userEvent.setup();
    render(<AmountInput max={500} maxMessage="Höchstbetrag 500 $" />);
    await user.click(screen.getByRole('button', { name: '$1,000' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstbetrag 500 $');
  });

  it.each(['abc', '-5', '10.505'])('given %j, says the amount is not valid once the field is left', async (text) => {
    const user = userEvent.setup();
    render(<AmountInput />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), text);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid amount');
  });

  it("works with react-hook-form's register: a quick amount reaches onChange and the input's value", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<AmountInput name="amount" ref={ref} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(ref.current).toBe(input);
    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(input).toHaveValue('50');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('50');
  });

  it('takes its own quick amounts and none at all', () => {
    const { rerender } = render(<AmountInput currency="GBP" quickAmounts={[10, 25]} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['£10', '£25']);
    rerender(<AmountInput quickAmounts={[]} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('has no axe violations empty, filled, with an error and disabled', async () => {
    const { container } = render(
      <>
        <AmountInput label="Empty" />
        <AmountInput label="Filled" defaultValue="100" hint="Between $10 and $5,000" />
        <AmountInput label="Error" errorMessage="Minimum amount is $10" />
        <AmountInput label="Disabled" disabled />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
