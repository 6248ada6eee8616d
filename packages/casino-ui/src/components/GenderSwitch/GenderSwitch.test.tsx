import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { type Gender, GenderSwitch } from './GenderSwitch';

function Controlled() {
  const [gender, setGender] = useState<Gender | null>(null);
  return (
    <>
      <GenderSwitch value={gender} onValueChange={setGender} />
      <p>Gender: {gender ?? 'none'}</p>
    </>
  );
}

describe('GenderSwitch', () => {
  it('is a required radio group named Gender with Male and Female, none chosen at first', () => {
    render(<GenderSwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAttribute('value', 'm');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveAttribute('value', 'f');
  });

  it('given a click on Female, reports f', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('Female'));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByText('Gender: f')).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('Male'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Gender: f')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
  });

  it("works with react-hook-form's register: name, onChange, onBlur and the ref reach both radios", async () => {
    const user = userEvent.setup();
    const refs: HTMLInputElement[] = [];
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <GenderSwitch
        name="gender"
        ref={(element) => {
          if (element) refs.push(element);
        }}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const male = screen.getByRole('radio', { name: 'Male' });
    const female = screen.getByRole('radio', { name: 'Female' });
    expect(refs).toEqual([male, female]);
    expect(male).toHaveAttribute('name', 'gender');
    await user.click(male);
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('m');
    expect(onBlur).toHaveBeenCalled();
  });

  it('given an error, marks the group invalid and announces it', () => {
    render(<GenderSwitch errorMessage="Gender is required" />);
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Gender is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Gender is required');
  });

  it('takes translated labels', () => {
    render(<GenderSwitch label="Geschlecht" maleLabel="Männlich" femaleLabel="Weiblich" defaultValue="m" />);
    expect(screen.getByRole('radiogroup', { name: 'Geschlecht' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Männlich' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weiblich' })).not.toBeChecked();
  });

  it('has no axe violations empty, chosen, with an error and disabled', async () => {
    const { container } = render(
      <>
        <GenderSwitch label="Empty" />
        <GenderSwitch label="Chosen" defaultValue="f" />
        <GenderSwitch label="Error" hint="As on your ID" errorMessage="Gender is required" />
        <GenderSwitch label="Disabled" disabled defaultValue="m" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
