import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type Ref, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { OneTimeCodeInput } from './OneTimeCodeInput';

const boxesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-hidden="true"]')].map((box) => box.textContent);

function Controlled({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const [code, setCode] = useState('');
  return (
    <>
      <OneTimeCodeInput ref={inputRef} label="Code" value={code} onValueChange={setCode} />
      <output>{code}</output>
    </>
  );
}

describe('OneTimeCodeInput', () => {
  it('is one labelled field for assistive technology, with the attributes phones need', () => {
    render(<OneTimeCodeInput label="Code from your app" hint="Six digits" />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: 'Code from your app' });
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription('Six digits');
  });

  it('fills the boxes as digits are typed, and ignores anything else', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<OneTimeCodeInput label="Code" onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText('Code'), '1a2 3');
    expect(screen.getByLabelText('Code')).toHaveValue('123');
    expect(boxesOf(container)).toEqual(['1', '2', '3', '', '', '']);
    expect(onValueChange).toHaveBeenLastCalledWith('123');
  });

  it('takes a whole code pasted in, spaces and all, and says it is complete', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = render(<OneTimeCodeInput label="Code" onComplete={onComplete} />);
    await user.click(screen.getByLabelText('Code'));
    await user.paste('123 456');
    expect(screen.getByLabelText('Code')).toHaveValue('123456');
    expect(boxesOf(container)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('pasting over digits already there replaces them with the pasted code', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput label="Code" defaultValue="99" />);
    await user.click(screen.getByLabelText('Code'));
    await user.paste('Your code: 654321');
    expect(screen.getByLabelText('Code')).toHaveValue('654321');
  });

  it('Backspace empties the last box', async () => {
    const user = userEvent.setup();
    const { container } = render(<OneTimeCodeInput label="Code" defaultValue="1234" />);
    await user.click(screen.getByLabelText('Code'));
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByLabelText('Code')).toHaveValue('12');
    expect(boxesOf(container)).toEqual(['1', '2', '', '', '', '']);
  });

  it('never takes more digits than its length', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput label="Code" length={4} />);
    await user.type(screen.getByLabelText('Code'), '123456');
    expect(screen.getByLabelText('Code')).toHaveValue('1234');
  });

  it('marks the field invalid and reads the error with it', () => {
    render(<OneTimeCodeInput label="Code" errorMessage="That code is not right" />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('That code is not right');
  });

  it('when disabled, takes nothing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<OneTimeCodeInput label="Code" disabled onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText('Code'), '123');
    expect(screen.getByLabelText('Code')).toBeDisabled();
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('works controlled, and forwards its ref to the input', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<Controlled inputRef={ref} />);
    await user.type(screen.getByLabelText('Code'), '42');
    expect(screen.getByRole('status')).toHaveTextContent('42');
    expect(ref.current).toBe(screen.getByLabelText('Code'));
  });

  it('has no axe violations, empty, filled, with an error and disabled', async () => {
    const { container } = render(
      <>
        <OneTimeCodeInput label="Empty" />
        <OneTimeCodeInput label="Filled" defaultValue="123456" />
        <OneTimeCodeInput label="Wrong" defaultValue="123" errorMessage="That code is not right" />
        <OneTimeCodeInput label="Disabled" disabled />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
