import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { CardBrandIcon } from './CardBrandIcon';
import { cardBrands } from './card-brand-logic';

describe('CardBrandIcon', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
  ] as const)('given brand %s, is an image named %s', (brand, name) => {
    render(<CardBrandIcon brand={brand} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('takes a translated name', () => {
    render(<CardBrandIcon brand="visa" label="Tarjeta Visa" />);
    expect(screen.getByRole('img', { name: 'Tarjeta Visa' })).toBeInTheDocument();
  });

  it('given decorative, is hidden from assistive technology', () => {
    const { container } = render(<CardBrandIcon brand="mastercard" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the 3:2 card shape at any size', () => {
    const { container } = render(<CardBrandIcon brand="visa" size={32} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('height', '32');
    expect(svg).toHaveAttribute('width', '48');
  });

  it('has no axe violations, named and decorative', async () => {
    const { container } = render(
      <>
        {cardBrands.map((brand) => (
          <CardBrandIcon key={brand} brand={brand} />
        ))}
        {cardBrands.map((brand) => (
          <CardBrandIcon key={`${brand}-decorative`} brand={brand} decorative />
        ))}
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
