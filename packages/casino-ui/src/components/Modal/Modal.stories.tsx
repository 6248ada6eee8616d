import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalContentProps } from './Modal';
import { modalSizes } from './Modal.css';

type PlaygroundArgs = Pick<ModalContentProps, 'size'> & {
  title: string;
  description: string;
  paragraphs: number;
};

const meta: Meta<PlaygroundArgs> = {
  title: 'Overlays/Modal',
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    paragraphs: { control: { type: 'range', min: 1, max: 30 } },
  },
  args: { size: 'md', title: 'LOG IN', description: 'Welcome back. Log in to play.', paragraphs: 2 },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
};

export default meta;
type Story = StoryObj<PlaygroundArgs>;

function Paragraphs({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static filler text that never reorders
    <p key={index}>
      Paragraph {index + 1}. Wagering requirements apply to bonus funds. Read the bonus terms before you activate a
      promotion.
    </p>
  ));
}

function Example({
  size,
  title,
  description,
  paragraphs,
  defaultOpen = false,
}: PlaygroundArgs & { defaultOpen?: boolean }) {
  return (
    <Modal.Root defaultOpen={defaultOpen}>
      <Modal.Trigger asChild>
        <Button>Open modal</Button>
      </Modal.Trigger>
      <Modal.Content size={size}>
        <Modal.Close />
        <Modal.Title>{title}</Modal.Title>
        <Modal.Description>{description}</Modal.Description>
        <Modal.Body>
          <Paragraphs count={paragraphs} />
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="ghost">Cancel</Button>
          </Modal.Close>
          <Button>Continue</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

export const Playground: Story = {
  render: (args) => <Example {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    await expect(await screen.findByRole('dialog', { name: 'LOG IN' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' }, render: (args) => <Example {...args} defaultOpen /> };
export const Medium: Story = { args: { size: 'md' }, render: (args) => <Example {...args} defaultOpen /> };
export const Large: Story = { args: { size: 'lg' }, render: (args) => <Example {...args} defaultOpen /> };

/** Long content: the body scrolls, the title and the actions stay in view. */
export const ScrollingBody: Story = { args: { paragraphs: 30 }, render: (args) => <Example {...args} defaultOpen /> };

/** Below 640 px the panel becomes a bottom sheet as wide as the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <Example {...args} defaultOpen />,
};

/** Open state driven by the app, as login and sign-up modals do (opening one closes the other). */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [open, setOpen] = useState<'login' | 'signup' | null>(null);
    return (
      <>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button onPress={() => setOpen('login')}>Log in</Button>
          <Button variant="secondary" onPress={() => setOpen('signup')}>
            Sign up
          </Button>
        </div>
        <Modal.Root open={open === 'login'} onOpenChange={(next) => setOpen(next ? 'login' : null)}>
          <Modal.Content size={args.size}>
            <Modal.Close />
            <Modal.Title>LOG IN</Modal.Title>
            <Modal.Description>No account yet?</Modal.Description>
            <Modal.Footer>
              <Button variant="ghost" onPress={() => setOpen('signup')}>
                Sign up instead
              </Button>
            </Modal.Footer>
          </Modal.Content>
        </Modal.Root>
        <Modal.Root open={open === 'signup'} onOpenChange={(next) => setOpen(next ? 'signup' : null)}>
          <Modal.Content size={args.size}>
            <Modal.Close />
            <Modal.Title>SIGN UP</Modal.Title>
            <Modal.Description>Step 1 of 2</Modal.Description>
            <Modal.Footer>
              <Button variant="ghost" onPress={() => setOpen('login')}>
                Log in instead
              </Button>
            </Modal.Footer>
          </Modal.Content>
        </Modal.Root>
      </>
    );
  },
};

/**
 * Every size open at once, for visual diffs. Each panel renders into its own box: a `transform` on the box makes it
 * the containing block of the panel's `position: fixed`. Non-modal so three can be open together; the box's
 * background stands in for the overlay, which Radix draws only for modal dialogs.
 */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: function StateMatrix(args) {
    const [containers, setContainers] = useState<Record<string, HTMLElement | null>>({});
    return (
      <div style={{ display: 'grid', gap: 16, padding: 16 }}>
        {modalSizes.flatMap((size) =>
          [2, 30].map((paragraphs) => {
            const key = `${size}-${paragraphs}`;
            return (
              <div
                key={key}
                ref={(element) => {
                  if (element && containers[key] !== element) setContainers((all) => ({ ...all, [key]: element }));
                }}
                style={{
                  position: 'relative',
                  height: 480,
                  transform: 'translateZ(0)',
                  overflow: 'hidden',
                  background: 'rgba(0,0,0,0.5)',
                }}
              >
                {containers[key] ? (
                  <Modal.Root open modal={false}>
                    <Modal.Content
                      size={size}
                      container={containers[key]}
                      onInteractOutside={(event) => event.preventDefault()}
                      // The box, not the viewport, bounds the panel here; no entry animation in a diff snapshot.
                      style={{ maxHeight: 'calc(100% - 48px)', animation: 'none' }}
                    >
                      <Modal.Close />
                      <Modal.Title>{`${args.title} (${size}, ${paragraphs === 2 ? 'short' : 'scrolling'})`}</Modal.Title>
                      <Modal.Description>{args.description}</Modal.Description>
                      <Modal.Body>
                        <Paragraphs count={paragraphs} />
                      </Modal.Body>
                      <Modal.Footer>
                        <Button variant="ghost">Cancel</Button>
                        <Button>Continue</Button>
                      </Modal.Footer>
                    </Modal.Content>
                  </Modal.Root>
                ) : null}
              </div>
            );
          }),
        )}
      </div>
    );
  },
};
