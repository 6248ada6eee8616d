import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../test/axe';
import { PostalCodeField } from './PostalCodeField';
import { postalCodeLookupStatuses } from './PostalCodeField.css';

describe('PostalCodeField', () => {
  it('is a text field labelled Postal code with postal-code autocomplete', async () => {
    const user = userEvent.setup();
    render(<PostalCodeField name="postalCode" />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(input, '10115');
    expect(input).toHaveValue('10115');
  });

  it('given idle, the status region exists but says nothing', () => {
    render(<PostalCodeField />);
    const statuses = screen.getAllByRole('status');
    expect(statuses.some((region) => region.getAttribute('data-lookup-status') === 'idle')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).not.toHaveAccessibleDescription();
  });

  it.each([
    ['looking-up', 'Looking up address...'],
    ['filled', 'Address filled in'],
    ['not-supported', 'Automatic look-up not available for this country'],
  ] as const)('given look-up %s, announces "%s" and describes the field with it', (status, text) => {
    render(<PostalCodeField lookupStatus={status} />);
    const region = screen.getAllByRole('status').find((item) => item.getAttribute('data-lookup-status') === status);
    expect(region).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(text);
  });

  it('when the look-up progresses, the same live region changes its text', () => {
    const { rerender } = render(<PostalCodeField lookupStatus="idle" />);
    const region = screen.getAllByRole('status').find((item) => item.hasAttribute('data-lookup-status'));
    rerender(<PostalCodeField lookupStatus="looking-up" />);
    expect(region).toHaveTextContent('Looking up address...');
    rerender(<PostalCodeField lookupStatus="filled" />);
    expect(region).toHaveTextContent('Address filled in');
  });

  it('takes translated texts and keeps the error wiring of TextField', () => {
    render(
      <PostalCodeField
        label="Postleitzahl"
        lookupStatus="filled"
        lookupLabels={{ filled: 'Adresse ausgefüllt' }}
        errorMessage="Postal code is required"
        hint="5 digits"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Postleitzahl' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Adresse ausgefüllt 5 digits Postal code is required');
  });

  it("works with react-hook-form's register: the ref, onChange and onBlur reach the input", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<PostalCodeField name="postalCode" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(ref.current).toBe(input);
    await user.type(input, '1');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it.each(postalCodeLookupStatuses)('has no axe violations with look-up %s', async (status) => {
    const { container } = render(<PostalCodeField lookupStatus={status} hint="As on your bill" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
