import { render } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('given content that is loading, it draws a placeholder that assistive technology skips', async () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.getAttribute('style')).toContain('120px');
    expect(placeholder.getAttribute('style')).toContain('2rem');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws one bar per requested line of text', () => {
    const { container } = render(<Skeleton variant="text" lines={4} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper.children).toHaveLength(4);
  });

  it('draws a circle', () => {
    const { container } = render(<Skeleton variant="circle" width={32} height={32} />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});
