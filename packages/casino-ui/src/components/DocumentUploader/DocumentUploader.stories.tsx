import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { DocumentUploader, type UploadProgress } from './DocumentUploader';

const MESSAGES = {
  choose: 'Choose a file',
  takePhoto: 'Take a photo',
  dropHere: 'or drop it here',
  uploading: 'Uploading passport.jpg',
  cancel: 'Cancel',
};

const meta = {
  title: 'Forms/DocumentUploader',
  component: DocumentUploader,
  tags: ['autodocs'],
  args: {
    label: 'Passport: the photo page',
    hint: 'JPEG, PNG or PDF, up to 10 MB',
    accept: 'image/jpeg,image/png,application/pdf',
    messages: MESSAGES,
    onFile: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A file on its way: the bar shows the bytes sent, and Cancel stops the upload. */
export const Uploading: Story = {
  args: { progress: { loaded: 1_300_000, total: 3_400_000 }, progressText: '1.3 MB of 3.4 MB', onCancel: fn() },
};

export const Refused: Story = {
  args: { error: 'Please send a JPEG, PNG or PDF file.' },
};

/** Picking a file starts a simulated upload that fills in a few seconds, as the real one reports progress. */
export const SimulatedUpload: Story = {
  render: function SimulatedUploadStory(args) {
    const [progress, setProgress] = useState<UploadProgress | null>(null);
    useEffect(() => {
      if (!progress || progress.loaded >= progress.total) return;
      const timer = setTimeout(() => setProgress({ ...progress, loaded: progress.loaded + progress.total / 10 }), 300);
      return () => clearTimeout(timer);
    }, [progress]);
    return (
      <DocumentUploader
        {...args}
        progress={progress && progress.loaded < progress.total ? progress : null}
        onFile={(file) => setProgress({ loaded: 0, total: Math.max(file.size, 1) })}
        onCancel={() => setProgress(null)}
      />
    );
  },
};
