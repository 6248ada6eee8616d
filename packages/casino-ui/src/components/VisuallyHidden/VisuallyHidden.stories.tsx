import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is in the accessibility tree only (inspect it with the Accessibility panel). */
export const Playground: Story = {};

/** The usual use: naming a button that shows only an icon. */
export const IconButtonLabel: Story = {
  render: (args) => (
    <button type="button" style={{ minWidth: 24, minHeight: 24 }}>
      <span aria-hidden="true">★</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: 'Add to favourites' },
};
