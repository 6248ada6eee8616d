import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, SearchX } from 'lucide-react';
import { ButtonLink } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: {
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
    icon: { control: false },
    action: { control: false },
  },
  args: {
    title: 'No games found matching your criteria.',
    description: 'Try adjusting your search or filters.',
    icon: <SearchX size={28} />,
    titleAs: 'h2',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The search dialog with no results (docs/product.md#dialogs-and-widgets). */
export const NoSearchResults: Story = {};

/** An empty favourites page with a way forward. */
export const WithAction: Story = {
  args: {
    icon: <Heart size={28} />,
    title: 'No favourites yet',
    description: 'Tap the heart on any game to keep it here.',
    action: <ButtonLink href="/">Browse games</ButtonLink>,
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, title: 'Nothing here yet' } };

/** With and without each optional part, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
      <EmptyState {...args} />
      <EmptyState {...args} action={<ButtonLink href="/">Browse games</ButtonLink>} />
      <EmptyState {...args} icon={undefined} />
      <EmptyState title={args.title} />
    </div>
  ),
};
