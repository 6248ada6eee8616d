import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value, range and label to assistive technology', () => {
    render(<ProgressBar label="Upload" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('Upload')).toBeVisible();
  });

  it('given step text, shows it and reads it as the value instead of a percentage', () => {
    render(<ProgressBar label="Sign-up progress" value={1} minValue={0} maxValue={2} valueText="Step 1 of 2" />);
    const bar = screen.getByRole('progressbar', { name: 'Sign-up progress' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 2');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('given hideLabel, keeps the name for screen readers only', () => {
    render(<ProgressBar label="Sign-up progress" hideLabel value={50} />);
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toBeInTheDocument();
  });

  it('clamps a value outside the range', () => {
    render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no axe violations with a visible label, a hidden label and step text', async () => {
    const { container } = render(
      <>
        <ProgressBar label="Upload" value={40} />
        <ProgressBar label="Sign-up progress" hideLabel value={1} maxValue={2} valueText="Step 1 of 2" />
        <ProgressBar label="Wagering" hideLabel value={0} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
