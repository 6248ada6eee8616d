import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { Select } from './Select';

const currencies = [
  { value: 'USD', label: 'USD' },
  { value: 'EUR', label: 'EUR' },
  { value: 'GBP', label: 'GBP' },
];

function Controlled() {
  const [currency, setCurrency] = useState('');
  return (
    <>
      <Select
        label="Currency"
        placeholder="Choose a currency"
        options={currencies}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
      />
      <p>Chosen: {currency || 'none'}</p>
    </>
  );
}

describe('Select', () => {
  it('is found by its label and lets the visitor pick an option', async () => {
    const user = userEvent.setup();
    render(<Select label="Currency" name="currency" options={currencies} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('USD');
    await user.selectOptions(select, 'EUR');
    expect(select).toHaveValue('EUR');
    expect(select).toHaveAttribute('name', 'currency');
  });

  it('marks an option written in another language with its lang', () => {
    render(
      <Select
        label="Language"
        options={[
          { value: 'en', label: 'English', lang: 'en' },
          { value: 'de', label: 'Deutsch', lang: 'de' },
        ]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  });

  it('given a placeholder, starts on it and shows it muted until a choice is made', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('data-placeholder-shown');
    await user.selectOptions(select, 'GBP');
    expect(screen.getByText('Chosen: GBP')).toBeInTheDocument();
    expect(select).not.toHaveAttribute('data-placeholder-shown');
  });

  it('given required and a placeholder, the placeholder cannot be chosen back', () => {
    render(<Select label="Currency" required placeholder="Choose a currency" options={currencies} />);
    expect(screen.getByRole('option', { name: 'Choose a currency' })).toBeDisabled();
  });

  it('describes itself with its hint and announces its error', () => {
    render(
      <Select
        label="Currency"
        hint="Used for every deposit"
        errorMessage="Currency is required"
        options={currencies}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Used for every deposit Currency is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Currency is required');
  });

  it("works with react-hook-form's register: name, onChange, onBlur and ref reach the select", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <Select
        label="Currency"
        name="currency"
        placeholder="Choose"
        options={currencies}
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(ref.current).toBe(select);
    await user.selectOptions(select, 'EUR');
    expect(select).not.toHaveAttribute('data-placeholder-shown');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations plain, with a placeholder, a hint, an error and disabled', async () => {
    const { container } = render(
      <>
        <Select label="Plain" options={currencies} />
        <Select label="Placeholder" placeholder="Choose" options={currencies} />
        <Select label="Error" hint="Hint" errorMessage="Required" options={currencies} />
        <Select label="Disabled" disabled options={currencies} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
