import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { PromotionSelect } from './PromotionSelect';

const promotions = [
  { alias: 'welcome-100', title: 'Welcome bonus 100%', description: 'Doubles your first deposit up to $200.' },
  { alias: 'weekly-cashback', title: 'Weekly cashback' },
];

function DepositForm() {
  const [alias, setAlias] = useState<string | null>(null);
  return (
    <>
      <PromotionSelect promotions={promotions} value={alias} onChange={setAlias} />
      <p>Sent: {alias === null ? 'null' : alias}</p>
    </>
  );
}

describe('PromotionSelect', () => {
  it('offers "No promotion" first and starts on it', () => {
    render(<PromotionSelect promotions={promotions} />);
    const select = screen.getByRole('combobox', { name: 'Promotion' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No promotion',
      'Welcome bonus 100%',
      'Weekly cashback',
    ]);
    expect(select).toHaveDisplayValue('No promotion');
  });

  it('given a player picking a promotion, reports its alias and shows its description; back to none gives null', async () => {
    const user = userEvent.setup();
    render(<DepositForm />);
    const select = screen.getByRole('combobox', { name: 'Promotion' });
    await user.selectOptions(select, 'Welcome bonus 100%');
    expect(screen.getByText('Sent: welcome-100')).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('Doubles your first deposit up to $200.');
    await user.selectOptions(select, 'No promotion');
    expect(screen.getByText('Sent: null')).toBeInTheDocument();
    expect(select).not.toHaveAccessibleDescription();
  });

  it('keeps its own value when uncontrolled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PromotionSelect promotions={promotions} defaultValue="weekly-cashback" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Promotion' });
    expect(select).toHaveDisplayValue('Weekly cashback');
    await user.selectOptions(select, 'Welcome bonus 100%');
    expect(select).toHaveDisplayValue('Welcome bonus 100%');
    expect(onChange).toHaveBeenCalledWith('welcome-100');
  });

  it('given an alias no longer offered, shows "No promotion"', () => {
    render(<PromotionSelect promotions={promotions} value="ended-promo" />);
    expect(screen.getByRole('combobox', { name: 'Promotion' })).toHaveDisplayValue('No promotion');
  });

  it('takes translated texts, an error and forwards its ref to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <PromotionSelect
        ref={ref}
        promotions={promotions}
        label="Aktion"
        noPromotionLabel="Keine Aktion"
        errorMessage="Failed to activate promotion"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Aktion' });
    expect(ref.current).toBe(select);
    expect(select).toHaveDisplayValue('Keine Aktion');
    expect(select).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to activate promotion');
  });

  it('has no axe violations with none chosen, one chosen and an error', async () => {
    const { container } = render(
      <>
        <PromotionSelect promotions={promotions} label="None chosen" />
        <PromotionSelect promotions={promotions} label="Chosen" value="welcome-100" />
        <PromotionSelect promotions={promotions} label="Error" errorMessage="Something went wrong" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
