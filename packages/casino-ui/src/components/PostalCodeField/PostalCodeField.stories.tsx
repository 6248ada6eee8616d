import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { textFieldStatuses } from '../TextField';
import { PostalCodeField, type PostalCodeLookupStatus } from './PostalCodeField';
import { postalCodeLookupStatuses } from './PostalCodeField.css';

const meta = {
  title: 'Forms/PostalCodeField',
  component: PostalCodeField,
  tags: ['autodocs'],
  argTypes: {
    lookupStatus: { control: 'inline-radio', options: postalCodeLookupStatuses },
    status: { control: 'inline-radio', options: textFieldStatuses },
  },
  args: { label: 'Postal code', name: 'postalCode', lookupStatus: 'idle', disabled: false },
  parameters: { fieldWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LookingUp: Story = { args: { lookupStatus: 'looking-up', defaultValue: '10115' } };

export const Filled: Story = { args: { lookupStatus: 'filled', defaultValue: '10115' } };

/** The geo service answered 400 for this country (docs/product.md#calls): the visitor fills state and city by hand. */
export const NotSupported: Story = { args: { lookupStatus: 'not-supported', defaultValue: 'D02 X285' } };

export const WithError: Story = { args: { errorMessage: 'Postal code is required' } };

/** Type five characters: after the look-up debounce (800 ms, docs/product.md#debounces) and a simulated answer, the indicator moves. */
export const Simulated: Story = {
  render: function Render(args) {
    const [zip, setZip] = useState('');
    const [lookup, setLookup] = useState<PostalCodeLookupStatus>('idle');
    useEffect(() => {
      if (zip.trim().length < 5) {
        setLookup('idle');
        return;
      }
      const start = setTimeout(() => setLookup('looking-up'), 800);
      const end = setTimeout(() => setLookup(zip.startsWith('0') ? 'not-supported' : 'filled'), 1800);
      return () => {
        clearTimeout(start);
        clearTimeout(end);
      };
    }, [zip]);
    return (
      <PostalCodeField
        {...args}
        value={zip}
        onChange={(event) => setZip(event.target.value)}
        lookupStatus={lookup}
        hint="Codes starting with 0 simulate an unsupported country"
      />
    );
  },
};

/** Every look-up state × field state, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {postalCodeLookupStatuses.flatMap((lookupStatus) => [
        <PostalCodeField
          key={`${lookupStatus}-plain`}
          label={`Postal code ${lookupStatus}`}
          lookupStatus={lookupStatus}
          defaultValue="10115"
        />,
        <PostalCodeField
          key={`${lookupStatus}-error`}
          label={`${lookupStatus} with error`}
          lookupStatus={lookupStatus}
          errorMessage="Postal code is required"
        />,
        <PostalCodeField
          key={`${lookupStatus}-disabled`}
          label={`${lookupStatus} disabled`}
          lookupStatus={lookupStatus}
          disabled
          defaultValue="10115"
        />,
      ])}
    </div>
  ),
};
