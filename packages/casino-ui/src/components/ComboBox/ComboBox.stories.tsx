import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, type ComboBoxItem } from './ComboBox';

// Flags as inline SVG data so stories never reach the network.
const flagOf = (stripes: [string, string, string], vertical = false) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3">${stripes
      .map((color, index) =>
        vertical
          ? `<rect x="${index}" width="1" height="3" fill="${color}"/>`
          : `<rect y="${index}" width="3" height="1" fill="${color}"/>`,
      )
      .join('')}</svg>`,
  )}`;

const countries: ComboBoxItem[] = [
  { id: 'at', label: 'Austria', description: '+43', imageSrc: flagOf(['#c8102e', '#ffffff', '#c8102e']) },
  { id: 'de', label: 'Germany', description: '+49', imageSrc: flagOf(['#000000', '#dd0000', '#ffce00']) },
  { id: 'fr', label: 'France', description: '+33', imageSrc: flagOf(['#0055a4', '#ffffff', '#ef4135'], true) },
  { id: 'ie', label: 'Ireland', description: '+353', imageSrc: flagOf(['#169b62', '#ffffff', '#ff883e'], true) },
  { id: 'it', label: 'Italy', description: '+39', imageSrc: flagOf(['#009246', '#ffffff', '#ce2b37'], true) },
  { id: 'nl', label: 'Netherlands', description: '+31', imageSrc: flagOf(['#ae1c28', '#ffffff', '#21468b']) },
];

const states: ComboBoxItem[] = [
  { id: 'by', label: 'Bavaria' },
  { id: 'be', label: 'Berlin' },
  { id: 'hh', label: 'Hamburg' },
];

const openList = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
};

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  argTypes: { items: { control: 'object' } },
  args: {
    label: 'Country',
    items: countries,
    placeholder: 'Start typing a country',
    isLoading: false,
    loadingText: 'Loading...',
    emptyText: 'No results',
    required: true,
    disabled: false,
    onSelectionChange: fn(),
  },
  parameters: { fieldWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      // Room below for the open list, so story screenshots and axe see it.
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The list open, with flags and dialling codes; Ireland chosen. */
export const Open: Story = {
  args: { defaultSelectedKey: 'ie' },
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    await expect(within(document.body).getByRole('listbox')).toBeVisible();
  },
};

/** Typed text filters the list. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'la');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zz');
    await expect(within(document.body).getByText('No results')).toBeVisible();
  },
};

/** States are being fetched for the chosen country (geo service calls, docs/product.md#calls). */
export const Loading: Story = {
  args: { label: 'State', items: [], isLoading: true, placeholder: undefined },
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
  },
};

export const WithError: Story = { args: { errorMessage: 'Country is required', hint: 'Where you live' } };

export const Disabled: Story = { args: { disabled: true, defaultSelectedKey: 'de' } };

/** Controlled, as with react-hook-form's `Controller`; states load after a country is chosen. */
export const CountryThenState: Story = {
  render: function Render() {
    const [country, setCountry] = useState<string | null>(null);
    const [state, setState] = useState<string | null>(null);
    const [loading, setLoading] = useState(false);
    const [stateItems, setStateItems] = useState<ComboBoxItem[]>([]);
    useEffect(() => {
      setState(null);
      setStateItems([]);
      if (country === null) return;
      setLoading(true);
      const timer = setTimeout(() => {
        setStateItems(country === 'de' ? states : []);
        setLoading(false);
      }, 1000);
      return () => clearTimeout(timer);
    }, [country]);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ComboBox label="Country" items={countries} selectedKey={country} onSelectionChange={setCountry} />
        <ComboBox
          label="State"
          items={stateItems}
          selectedKey={state}
          onSelectionChange={setState}
          isLoading={loading}
          disabled={country === null}
          hint="Choose Germany to see states"
        />
      </div>
    );
  },
};

// Made-up regions for stories only: as many as the United States has states and territories, to show a long list.
const manyRegions: ComboBoxItem[] = Array.from({ length: 66 }, (_, index) => ({
  id: `region-${index + 1}`,
  label: `Region ${String(index + 1).padStart(2, '0')}`,
}));

/**
 * A long list (66 regions) for a field near the bottom of the frame: under 200 px free below and more above, so it
 * opens upward (docs/product.md#dialogs-and-widgets, the search popover's rule), at most 320 px tall, and scrolls on its own. The wheel at its
 * end does not scroll the page (which would close it).
 */
export const LongListNearBottom: Story = {
  args: { label: 'State / region', items: manyRegions, placeholder: undefined },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  decorators: [
    (Story) => (
      <div style={{ height: 'calc(100dvh - 32px)', display: 'flex', alignItems: 'flex-end' }}>
        <div style={{ width: '100%', marginBottom: 24 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    const list = within(document.body).getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.parentElement).toHaveAttribute('data-direction', 'up');
    await expect(list.parentElement?.getBoundingClientRect().height).toBeLessThanOrEqual(320);
  },
};

const closedStates = [
  { name: 'empty', props: {} },
  { name: 'chosen', props: { defaultSelectedKey: 'fr' } },
  { name: 'placeholder', props: { placeholder: 'Start typing a country' } },
  { name: 'hint', props: { hint: 'Where you live' } },
  { name: 'error', props: { errorMessage: 'Country is required' } },
  { name: 'loading', props: { isLoading: true, items: [] } },
  { name: 'disabled', props: { disabled: true, defaultSelectedKey: 'de' } },
] as const;

/**
 * Every closed state, for visual diffs. The open states are the `Open`, `Filtered`, `NoResults` and `Loading`
 * stories: an open combo box hides the rest of the page from screen readers (react-aria), so it cannot share a page
 * with other fields and still pass axe.
 */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {closedStates.map((state) => (
        <ComboBox key={state.name} label={`Country ${state.name}`} items={countries} {...state.props} />
      ))}
    </div>
  ),
};
