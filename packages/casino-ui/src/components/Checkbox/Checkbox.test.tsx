import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when the visitor clicks its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox name="terms">I accept the terms and conditions</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText('I accept the terms and conditions'));
    expect(checkbox).toBeChecked();
  });

  it('toggles with the Space key', async () => {
    const user = userEvent.setup();
    render(<Checkbox>Remember me</Checkbox>);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('given an error message, marks itself invalid and announces the error', () => {
    render(<Checkbox errorMessage="You must accept the terms">I accept the terms</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
    expect(screen.getByRole('alert')).toHaveTextContent('You must accept the terms');
  });

  it("works with react-hook-form's register: name, onChange, onBlur and ref reach the input", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <Checkbox name="terms" ref={ref} onChange={onChange} onBlur={onBlur}>
        I accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(ref.current).toBe(checkbox);
    await user.click(checkbox);
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations unchecked, checked, disabled and with an error', async () => {
    const { container } = render(
      <>
        <Checkbox>Unchecked</Checkbox>
        <Checkbox defaultChecked>Checked</Checkbox>
        <Checkbox disabled>Disabled</Checkbox>
        <Checkbox errorMessage="Required" hint="Read them first">
          With error
        </Checkbox>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
