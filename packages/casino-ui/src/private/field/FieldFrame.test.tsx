import { render, screen } from '@testing-library/react';
import { FieldFrame } from './FieldFrame';
import { useFieldDescription } from './use-field-description';

type ProbeProps = { hint?: string; errorMessage?: string; describedBy?: string; isInvalid?: boolean };

/** A field wired the way TextField and Select wire theirs. */
function Probe({ hint, errorMessage, describedBy, isInvalid }: ProbeProps) {
  const field = useFieldDescription({
    id: 'email',
    hint,
    errorMessage,
    describedBy,
    ariaInvalid: undefined,
    isInvalid,
  });
  return (
    <FieldFrame
      label="Email"
      labelProps={{ htmlFor: field.id }}
      hint={hint}
      errorMessage={errorMessage}
      hintProps={field.hintProps}
      errorProps={field.errorProps}
    >
      <input id={field.id} aria-invalid={field.invalid || undefined} aria-describedby={field.describedBy} />
    </FieldFrame>
  );
}

describe('FieldFrame with useFieldDescription', () => {
  it('names the control by its label and describes it by nothing when there is no hint or error', () => {
    render(<Probe />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes the control by the caller’s own ids first, then the hint, then the error, and announces the error', () => {
    render(<Probe describedBy="outside" hint="We never share it" errorMessage="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-describedby', 'outside email-hint email-error');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('marks the control invalid for another reason without showing an error', () => {
    render(<Probe isInvalid />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['', undefined])('treats the error message %j as no error', (errorMessage) => {
    render(<Probe errorMessage={errorMessage} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
