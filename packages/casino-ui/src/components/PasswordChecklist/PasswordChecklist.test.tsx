import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { EXAMPLE_PASSWORD_POLICY } from '../../private/example-password-policy';
import { PasswordInput } from '../PasswordInput';
import { PasswordChecklist } from './PasswordChecklist';

function SignUpPassword() {
  const [password, setPassword] = useState('');
  return (
    <>
      <PasswordInput
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby="password-rules"
      />
      <PasswordChecklist
        policy={EXAMPLE_PASSWORD_POLICY}
        id="password-rules"
        password={password}
        announceChanges={false}
      />
    </>
  );
}

describe('PasswordChecklist', () => {
  it('given an empty password, shows every rule as not met', () => {
    render(<PasswordChecklist policy={EXAMPLE_PASSWORD_POLICY} password="" />);
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    for (const listItem of items) expect(listItem).toHaveTextContent(/: not met$/);
  });

  it('when the visitor types a valid password, every rule turns met', async () => {
    const user = userEvent.setup();
    render(<SignUpPassword />);
    await user.type(screen.getByLabelText('Password'), 'Lucky7stars');
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getByText('At least 8 characters')).toHaveTextContent('At least 8 characters: met');
    expect(within(list).queryAllByText(/not met/)).toHaveLength(0);
  });

  it('given a forbidden character, shows only that rule as not met', () => {
    render(<PasswordChecklist policy={EXAMPLE_PASSWORD_POLICY} password="Lucky7 stars" />);
    expect(screen.getByText('Only letters, numbers and !@#$%^&_*')).toHaveTextContent(': not met');
    expect(screen.getAllByText(/: met$/)).toHaveLength(5);
  });

  it('describes the password field when linked by id', () => {
    render(<SignUpPassword />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('At least 8 characters'),
    );
  });

  it('is a polite live region unless told otherwise', () => {
    const { rerender } = render(<PasswordChecklist policy={EXAMPLE_PASSWORD_POLICY} password="" />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    rerender(<PasswordChecklist policy={EXAMPLE_PASSWORD_POLICY} password="" announceChanges={false} />);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-live');
  });

  it('takes translated labels', () => {
    render(
      <PasswordChecklist
        policy={EXAMPLE_PASSWORD_POLICY}
        password="abc"
        labels={{ minLength: 'Mindestens 8 Zeichen' }}
        listLabel="Passwortregeln"
        metLabel="erfüllt"
        notMetLabel="nicht erfüllt"
      />,
    );
    expect(screen.getByRole('list', { name: 'Passwortregeln' })).toBeInTheDocument();
    expect(screen.getByText('Mindestens 8 Zeichen')).toHaveTextContent('Mindestens 8 Zeichen: nicht erfüllt');
    expect(screen.getByText('At least one letter')).toHaveTextContent(': erfüllt');
  });

  it('shows and checks the numbers of the policy it is given, in translated texts too', () => {
    render(
      <PasswordChecklist
        password="Lucky7stars"
        policy={{ minLength: 12, specialCharacters: '-' }}
        labels={{ minLength: 'Mindestens {minLength} Zeichen' }}
      />,
    );
    expect(screen.getByText('Mindestens 12 Zeichen')).toHaveTextContent(': not met');
    expect(screen.getByText('Only letters, numbers and -')).toHaveTextContent(': met');
  });

  it.each(['', 'abc', 'Lucky7stars'])('has no axe violations with password %j', async (password) => {
    const { container } = render(<PasswordChecklist policy={EXAMPLE_PASSWORD_POLICY} password={password} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
