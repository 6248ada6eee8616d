import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money';
import { moneyTones } from './Money.css';

const meta = {
  title: 'Data display/Money',
  component: Money,
  tags: ['autodocs'],
  argTypes: {
    tone: { control: 'inline-radio', options: moneyTones },
    currency: { control: 'text' },
    locale: { control: 'text' },
  },
  args: { minorUnits: 123450, currency: 'USD', locale: 'en-US', tone: 'inherit' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Euros in German: separators and symbol placement follow the locale. */
export const EuroInGerman: Story = { args: { minorUnits: 2500000, currency: 'EUR', locale: 'de-DE' } };

/** Yen has no minor unit: 1500 minor units are ¥1,500.00 (docs/product.md#formats still asks for 2 decimals). */
export const Yen: Story = { args: { minorUnits: 1500, currency: 'JPY' } };

/** A crypto ticker Intl does not know falls back to number + code. */
export const UnknownCurrency: Story = { args: { minorUnits: 5000, currency: 'USDT' } };

/** A negative amount, as in a bets history. */
export const Negative: Story = { args: { minorUnits: -2000, tone: 'negative' } };

/** Every tone, and the edge values, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    // A region that scrolls sideways on phones must take focus, so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe scrollable-region-focusable wants it reachable by keyboard.
    <section aria-label="Amounts in every tone" tabIndex={0} style={{ overflowX: 'auto' }}>
      <table>
        <tbody>
          {moneyTones.map((tone) => (
            <tr key={tone}>
              <th scope="row">{tone}</th>
              {[0, 1, -2000, 123450, 123456789012].map((minorUnits) => (
                <td key={minorUnits} style={{ paddingInline: 12 }}>
                  <Money {...args} tone={tone} minorUnits={minorUnits} />
                </td>
              ))}
              <td>
                <Money {...args} tone={tone} minorUnits={Number.NaN} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ),
};
