import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from './DateTime';

const meta = {
  title: 'Data display/DateTime',
  component: DateTime,
  tags: ['autodocs'],
  argTypes: { value: { control: 'text' }, locale: { control: 'text' }, timeZone: { control: 'text' } },
  args: { value: '2026-11-22T14:05:09Z', locale: 'en-US', timeZone: 'UTC' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** After midnight the hour is 00, never 24 or 12 AM. */
export const AfterMidnight: Story = { args: { value: '2026-11-22T00:00:01Z' } };

/** Another locale and time zone. */
export const GermanInBerlin: Story = { args: { locale: 'de-DE', timeZone: 'Europe/Berlin' } };

/** A value that is not a date shows a dash instead of "Invalid Date". */
export const Invalid: Story = { args: { value: 'not a date' } };

/** The same moment in several locales, plus an invalid value, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <ul>
      {['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP'].map((locale) => (
        <li key={locale}>
          {locale}: <DateTime {...args} locale={locale} />
        </li>
      ))}
      <li>
        invalid: <DateTime {...args} value="not a date" />
      </li>
    </ul>
  ),
};
