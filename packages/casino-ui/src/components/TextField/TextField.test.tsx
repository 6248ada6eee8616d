import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { TextField } from './TextField';
import { textFieldStatuses } from './TextField.css';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Amount" inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
      <p>You typed: {value}</p>
    </>
  );
}

describe('TextField', () => {
  it('is found by its visible label and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" name="email" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('describes the field with its hint', () => {
    render(<TextField label="Username" hint="3 to 20 letters or digits" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('3 to 20 letters or digits');
  });

  it('given an error message, marks the field invalid and announces the error', () => {
    render(<TextField label="Email" errorMessage="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it.each([
    ['validating', 'Checking'],
    ['valid', 'Valid'],
    ['invalid', 'Invalid'],
  ] as const)('given status %s, tells screen readers "%s"', (status, text) => {
    render(<TextField label="Username" status={status} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(text);
  });

  it('given status invalid, marks the field invalid', () => {
    render(<TextField label="Username" status="invalid" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInvalid();
  });

  it('works as a controlled input', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    expect(screen.getByText('You typed: 25')).toBeInTheDocument();
  });

  it("works with react-hook-form's register: name, onChange, onBlur and ref reach the input", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField label="Email" name="email" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    await user.type(input, 'a');
    await user.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows adornments', () => {
    render(<TextField label="Amount" startAdornment="$" endAdornment="USD" />);
    expect(screen.getByText('$')).toBeVisible();
    expect(screen.getByText('USD')).toBeVisible();
  });

  it.each(textFieldStatuses)('has no axe violations with status %s, a hint and an error', async (status) => {
    const { container } = render(
      <TextField
        label="Username"
        status={status}
        hint="Letters and digits"
        errorMessage={status === 'invalid' ? 'Taken' : undefined}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
