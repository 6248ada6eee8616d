import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../test/axe';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until the visitor asks to see it', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps what was typed when toggled', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" />);
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');
  });

  it('forwards its ref to the input and defaults autoComplete to current-password', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordInput label="Password" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current).toHaveAttribute('autocomplete', 'current-password');
  });

  it('takes translated toggle labels', () => {
    render(<PasswordInput label="Contraseña" showLabel="Mostrar contraseña" hideLabel="Ocultar contraseña" />);
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('has no axe violations, hidden or shown, with an error', async () => {
    const { container } = render(
      <>
        <PasswordInput label="Password" errorMessage="At least 8 characters" />
        <PasswordInput label="Repeat password" defaultRevealed />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
