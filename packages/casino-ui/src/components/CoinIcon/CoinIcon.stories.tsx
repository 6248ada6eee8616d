import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoinIcon } from './CoinIcon';
import { coinCodes, coinNames } from './coins';

const meta = {
  title: 'Cashier/CoinIcon',
  component: CoinIcon,
  tags: ['autodocs'],
  argTypes: {
    coin: { control: 'select', options: coinCodes },
    size: { control: { type: 'range', min: 16, max: 96, step: 4 } },
  },
  args: { coin: 'btc', size: 24, decorative: false },
} satisfies Meta<typeof CoinIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every coin the cashier offers (docs/product.md#entities) with its name, as a deposit method list shows them (icon decorative beside the name). */
export const AllCoins: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {coinCodes.map((coin) => (
        <li key={coin} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <CoinIcon {...args} coin={coin} decorative />
          {coinNames[coin]}
        </li>
      ))}
    </ul>
  ),
};

/** The marks stay legible from 16 px (inline in text) to 48 px (a selected method). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {[16, 24, 32, 48].map((size) => (
        <CoinIcon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

const sizes = [16, 24, 32, 48] as const;

/** Every coin at every common size, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${sizes.length}, max-content)`, gap: 16 }}>
      {coinCodes.map((coin) => sizes.map((size) => <CoinIcon key={`${coin}-${size}`} coin={coin} size={size} />))}
    </div>
  ),
};
