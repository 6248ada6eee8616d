import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  argTypes: {
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
    icon: { control: false },
  },
  args: {
    title: 'Something went wrong',
    message: 'Failed to load game data',
    retryLabel: 'Try again',
    isRetrying: false,
    announce: true,
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** While a new attempt runs the button shows a spinner and ignores presses. */
export const Retrying: Story = { args: { isRetrying: true } };

/** Without `onRetry` there is nothing to press. */
export const WithoutRetry: Story = { args: { onRetry: undefined, message: 'Failed to fetch transactions' } };

/** Every state, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
      <ErrorState {...args} announce={false} />
      <ErrorState {...args} announce={false} isRetrying />
      <ErrorState {...args} announce={false} onRetry={undefined} />
      <ErrorState {...args} announce={false} message={undefined} icon={null} />
    </div>
  ),
};
