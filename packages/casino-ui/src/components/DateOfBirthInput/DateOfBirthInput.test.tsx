import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { DateOfBirthInput, type DateOfBirthInputHandle } from './DateOfBirthInput';

function SignUpDate({ initial = null }: { initial?: string | null }) {
  const [date, setDate] = useState<string | null>(initial);
  return (
    <>
      <DateOfBirthInput value={date} onChange={setDate} maxValue="2026-11-22" />
      <p>Value: {date ?? 'null'}</p>
    </>
  );
}

const segmentNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('aria-label')?.replace(/[,\s]+$/, ''));

describe('DateOfBirthInput', () => {
  it('is a group labelled Date of birth with month, day and year segments in en-US order', () => {
    render(<DateOfBirthInput />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(segmentNames(group)).toEqual(['month', 'day', 'year']);
  });

  it('follows the locale: day, month, year for en-GB', () => {
    render(<DateOfBirthInput locale="en-GB" />);
    expect(segmentNames(screen.getByRole('group', { name: 'Date of birth' }))).toEqual(['day', 'month', 'year']);
  });

  it('given a visitor typing 05 17 1990, reports the ISO date 1990-05-17', async () => {
    const user = userEvent.setup();
    render(<SignUpDate />);
    await user.click(screen.getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('05171990');
    expect(screen.getByText('Value: 1990-05-17')).toBeInTheDocument();
  });

  it('shows a controlled ISO value in the segments and clears to null', async () => {
    const user = userEvent.setup();
    render(<SignUpDate initial="1990-05-17" />);
    const [month, day, year] = screen.getAllByRole('spinbutton');
    expect(month).toHaveAttribute('aria-valuenow', '5');
    expect(day).toHaveAttribute('aria-valuenow', '17');
    expect(year).toHaveAttribute('aria-valuenow', '1990');
    await user.click(year as HTMLElement);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(screen.getByText('Value: null')).toBeInTheDocument();
    // The other segments keep what was typed; typing the year again reports the date again.
    expect(month).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('1990');
    expect(screen.getByText('Value: 1990-05-17')).toBeInTheDocument();
  });

  it('given a new value from outside (a form reset), shows it', () => {
    const { rerender } = render(<DateOfBirthInput value="1990-05-17" onChange={() => {}} />);
    rerender(<DateOfBirthInput value="1985-01-02" onChange={() => {}} />);
    expect(screen.getAllByRole('spinbutton')[2]).toHaveAttribute('aria-valuenow', '1985');
    rerender(<DateOfBirthInput value={null} onChange={() => {}} />);
    expect(screen.getAllByRole('spinbutton')[2]).not.toHaveAttribute('aria-valuenow');
  });

  it('given a date after maxValue, marks the field invalid with the out-of-range message', () => {
    render(<DateOfBirthInput defaultValue="2030-01-01" maxValue="2026-11-22" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid date of birth');
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('given an error message, announces it and describes the segments with hint and error', () => {
    render(<DateOfBirthInput hint="You must be 18 or older" errorMessage="You must be at least 18 years old" />);
    expect(screen.getByRole('alert')).toHaveTextContent('You must be at least 18 years old');
    const month = screen.getAllByRole('spinbutton')[0] as HTMLElement;
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(month).toHaveAccessibleDescription(expect.stringContaining('You must be at least 18 years old'));
    expect(month).toHaveAccessibleDescription(expect.stringContaining('You must be 18 or older'));
  });

  it('submits the ISO date under its name and is required', () => {
    const { container } = render(<DateOfBirthInput name="dateOfBirth" defaultValue="1990-05-17" />);
    expect(container.querySelector('input[name="dateOfBirth"]')).toHaveValue('1990-05-17');
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-required', 'true');
  });

  it('gives react-hook-form a ref whose focus() moves to the first segment, and reports blur once', async () => {
    const user = userEvent.setup();
    const ref = createRef<DateOfBirthInputHandle>();
    const onBlur = vi.fn();
    render(
      <>
        <DateOfBirthInput ref={ref} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    act(() => ref.current?.focus());
    expect(screen.getAllByRole('spinbutton')[0]).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations empty, filled, with an error and disabled', async () => {
    const { container } = render(
      <>
        <DateOfBirthInput label="Empty" />
        <DateOfBirthInput label="Filled" defaultValue="1990-05-17" hint="As on your ID" />
        <DateOfBirthInput label="Error" errorMessage="You must be at least 18 years old" />
        <DateOfBirthInput label="Disabled" disabled defaultValue="1990-05-17" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
