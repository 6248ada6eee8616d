import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardBrandIcon } from './CardBrandIcon';
import { cardBrands, detectCardBrand } from './card-brand-logic';

const meta = {
  title: 'Cashier/CardBrandIcon',
  component: CardBrandIcon,
  tags: ['autodocs'],
  argTypes: {
    brand: { control: 'inline-radio', options: cardBrands },
    size: { control: { type: 'range', min: 16, max: 96, step: 4 } },
  },
  args: { brand: 'visa', size: 24, decorative: false },
} satisfies Meta<typeof CardBrandIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Visa: Story = { args: { brand: 'visa', size: 48 } };

export const Mastercard: Story = { args: { brand: 'mastercard', size: 48 } };

/** Beside a visible brand name the icon is decorative, so screen readers do not hear the name twice. */
export const DecorativeBesideText: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CardBrandIcon {...args} decorative />
      Visa ending 4242
    </span>
  ),
};

/** `detectCardBrand` picks the icon while the number is typed. */
export const DetectedFromNumber: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {['4111 1111', '5500 0000', '2221 0000', '3782 8224'].map((prefix) => {
        const brand = detectCardBrand(prefix);
        return (
          <li key={prefix} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <code>{prefix}</code>
            {brand ? <CardBrandIcon {...args} brand={brand} /> : <span>no icon</span>}
          </li>
        );
      })}
    </ul>
  ),
};

const sizes = [16, 24, 32, 48] as const;

/** Every brand at every common size, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${sizes.length}, max-content)`, gap: 16 }}>
      {cardBrands.map((brand) =>
        sizes.map((size) => <CardBrandIcon key={`${brand}-${size}`} brand={brand} size={size} />),
      )}
    </div>
  ),
};
