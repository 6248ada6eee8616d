import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState<(typeof options)[number]['value']>('system');
  return (
    <SegmentedControl
      label="Appearance"
      hint="System follows your device."
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a labelled radio group with one radio per option, described by its hint', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Appearance' });
    expect(group).toHaveAccessibleDescription('System follows your device.');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('given a click on a segment, when controlled, then that segment is chosen and reported', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('dark');
  });

  it('given the keyboard, Tab reaches the chosen segment and arrow keys move the choice', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('light');
  });

  it('when disabled, offers no segment', () => {
    render(<SegmentedControl label="Appearance" options={options} defaultValue="light" disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
