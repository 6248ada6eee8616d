import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';
import { skeletonVariants } from './Skeleton.css';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    width: { control: 'text' },
    height: { control: 'text' },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
  args: { variant: 'block', width: 240, height: 120, lines: 1 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A game tile's picture while it loads. */
export const Block: Story = { args: { variant: 'block', width: 150, height: 200 } };

/** A paragraph: the last line is shorter so it reads as text. */
export const Text: Story = { args: { variant: 'text', width: 280, height: undefined, lines: 3 } };

/** An avatar or a provider logo. */
export const Circle: Story = { args: { variant: 'circle', width: 48, height: 48 } };

/** Every shape side by side, for visual diffs. */
export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {skeletonVariants.map((variant) => (
        <div key={variant} style={{ width: 200 }}>
          <p>{variant}</p>
          <Skeleton
            variant={variant}
            height={variant === 'block' ? 120 : undefined}
            lines={variant === 'text' ? 3 : 1}
          />
        </div>
      ))}
    </div>
  ),
};
