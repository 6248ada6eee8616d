import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentStatus } from './DocumentStatus';
import { documentStatuses } from './document-status-logic';

const LABELS = {
  'not-submitted': 'Not submitted',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
} as const;

const meta = {
  title: 'Feedback/DocumentStatus',
  component: DocumentStatus,
  tags: ['autodocs'],
  argTypes: { status: { control: 'select', options: documentStatuses } },
  args: { status: 'pending', label: 'Pending review' },
} satisfies Meta<typeof DocumentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every status, for visual diffs: the words say it, the tint and the icon repeat it. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {documentStatuses.map((status) => (
        <DocumentStatus key={status} status={status} label={LABELS[status]} />
      ))}
    </div>
  ),
};
