import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { type ToastOptions, ToastProvider, useToast } from './Toast';
import { toastTones } from './toast-logic';

/** Sample messages from the product's error texts (docs/product.md#error-texts), one per tone. */
const samples: Record<(typeof toastTones)[number], { title: string; description: string }> = {
  info: { title: 'Balance refreshed', description: 'Your balance now includes the last round.' },
  success: { title: 'Withdrawal cancelled successfully', description: 'The amount is back in your balance.' },
  error: { title: 'Failed to activate promotion', description: 'Something went wrong. Try again in a moment.' },
};

function TriggerButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {toastTones.map((tone) => (
        <Button
          key={tone}
          variant={tone === 'error' ? 'danger' : 'secondary'}
          onPress={() => toast.show({ ...samples[tone], tone })}
        >
          {`Show ${tone}`}
        </Button>
      ))}
    </div>
  );
}

/** Shows the given toasts once on mount, so a story opens with them on screen. */
function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    // The ref keeps Strict Mode's second effect run from doubling the toasts.
    if (shown.current) return;
    shown.current = true;
    for (const options of toasts) toast.show(options);
  }, [toast, toasts]);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  argTypes: {
    children: { control: false },
    maxVisible: { control: { type: 'number', min: 1, max: 6 } },
    durationMs: { control: { type: 'number', min: 1000, step: 1000 } },
    errorDurationMs: { control: { type: 'number', min: 1000, step: 1000 } },
  },
  args: {
    children: <TriggerButtons />,
    maxVisible: 3,
    durationMs: 5000,
    errorDurationMs: null,
    regionLabel: 'Notifications',
    dismissLabel: 'Dismiss',
  },
  parameters: {
    layout: 'fullscreen',
    // Toasts are fixed to the viewport: in the docs page each story gets its own frame so they do not pile up.
    docs: { story: { inline: false, iframeHeight: 460 } },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button to show a toast of that tone; hover or focus the toasts to pause their timers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByText(samples.success.title);
    await expect(toast).toBeVisible();
    // The pointer over the toasts pauses their timers: the toast stays for the reviewer and the visual test alike.
    await userEvent.hover(toast);
  },
};

/** Errors interrupt the screen reader (`role="alert"`) and stay until dismissed, unless `errorDurationMs` is set. */
export const ErrorStaysUntilDismissed: Story = {
  args: {
    children: (
      <>
        <TriggerButtons />
        <ShowOnMount toasts={[{ ...samples.error, tone: 'error' }]} />
      </>
    ),
  },
};

/** Only `maxVisible` toasts show; the rest wait and come in, newest first, as others close. */
export const Queue: Story = {
  args: {
    maxVisible: 2,
    durationMs: 4000,
    children: (
      <>
        <TriggerButtons />
        <ShowOnMount
          toasts={[
            { title: 'First of four', tone: 'info' },
            { title: 'Second of four', tone: 'info' },
            { title: 'Third of four', tone: 'success' },
            { title: 'Fourth of four', tone: 'success' },
          ]}
        />
      </>
    ),
  },
  // Paused at the start (pointer over the toasts), so the queue always shows the newest two; move the pointer away
  // to watch the older ones come in.
  play: async ({ canvasElement }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await userEvent.hover(await within(region).findByText('Fourth of four'));
  },
};

/** Texts come from the app's translations; messages are passed to `show` already translated. */
export const Translated: Story = {
  args: {
    regionLabel: 'Notificaciones',
    dismissLabel: 'Cerrar',
    children: <ShowOnMount toasts={[{ title: 'Retiro cancelado con éxito', tone: 'success', durationMs: null }]} />,
  },
};

/** One toast of every tone, with and without a description, kept open, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  args: {
    maxVisible: 6,
    children: (
      <ShowOnMount
        toasts={toastTones.flatMap((tone) => [
          { title: samples[tone].title, tone, durationMs: null },
          { ...samples[tone], tone, durationMs: null },
        ])}
      />
    ),
  },
};
