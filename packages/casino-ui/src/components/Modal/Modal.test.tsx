import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { CasinoUIProvider } from '../../theme/CasinoUIProvider';
import { lagoonTheme } from '../../themes/lagoon/theme.css';
import { Button } from '../Button';
import { ToastProvider, useToast } from '../Toast';
import { Modal } from './Modal';

function LoginModal({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Modal.Root defaultOpen={defaultOpen}>
      <Modal.Trigger asChild>
        <Button>Log in</Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Close />
        <Modal.Title>LOG IN</Modal.Title>
        <Modal.Description>Welcome back.</Modal.Description>
        <Modal.Body>
          <label>
            Email <input type="email" />
          </label>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="ghost">Cancel</Button>
          </Modal.Close>
          <Button type="submit">Continue</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Records where it is mounted each time it is: inside the lagoon provider's element, or elsewhere (the body). */
function MountProbe({ mountedIn }: { mountedIn: string[] }) {
  return (
    <span
      ref={(element) => {
        if (element) mountedIn.push(element.closest(`.${lagoonTheme}`) ? 'provider' : 'body');
      }}
    />
  );
}

/** A modal opened from app state, with no Modal.Trigger (as the app's login modal is). */
function StateOpened() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open from header
      </button>
      <Modal.Root open={open} onOpenChange={setOpen}>
        <Modal.Content aria-describedby={undefined}>
          <Modal.Title>LOG IN</Modal.Title>
          <Modal.Close />
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

/** A form in a modal whose submit fails with a toast that stays until dismissed. */
function SignUpWithFailure() {
  const toast = useToast();
  return (
    <Modal.Root defaultOpen>
      <Modal.Content aria-describedby={undefined}>
        <Modal.Title>SIGN UP</Modal.Title>
        <Button onPress={() => toast.show({ title: 'Email is already taken', tone: 'error', durationMs: null })}>
          Create account
        </Button>
      </Modal.Content>
    </Modal.Root>
  );
}

describe('Modal', () => {
  it('given a closed modal, when the visitor presses the trigger, then a named dialog opens with focus inside', async () => {
    const user = userEvent.setup();
    render(<LoginModal />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'LOG IN' });
    expect(dialog).toHaveAccessibleDescription('Welcome back.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<LoginModal />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'LOG IN' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<LoginModal />);
    const trigger = screen.getByRole('button', { name: 'Log in' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opened from app state (no trigger), gives focus back to what had it when it opened', async () => {
    const user = userEvent.setup();
    render(<StateOpened />);
    const opener = screen.getByRole('button', { name: 'Open from header' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with the "Close" icon button', async () => {
    const user = userEvent.setup();
    render(<LoginModal defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with a custom close control, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<LoginModal defaultOpen />);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<LoginModal defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("renders inside the provider so it takes the provider's brand", async () => {
    render(
      <CasinoUIProvider theme={lagoonTheme}>
        <LoginModal defaultOpen />
      </CasinoUIProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest(`.${lagoonTheme}`)).not.toBeNull();
  });

  it('open from the first render, mounts its content once, inside the provider, never in the body first', () => {
    const mountedIn: string[] = [];
    render(
      <CasinoUIProvider theme={lagoonTheme}>
        <Modal.Root defaultOpen>
          <Modal.Content>
            <Modal.Title>LOG IN</Modal.Title>
            <MountProbe mountedIn={mountedIn} />
          </Modal.Content>
        </Modal.Root>
      </CasinoUIProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'LOG IN' }).closest(`.${lagoonTheme}`)).not.toBeNull();
    expect(mountedIn).toEqual(['provider']);
  });

  it('has no axe violations when open', async () => {
    render(<LoginModal defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('stays open when a toast shown over it is dismissed', async () => {
    const user = userEvent.setup();
    render(
      <CasinoUIProvider>
        <ToastProvider>
          <SignUpWithFailure />
        </ToastProvider>
      </CasinoUIProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Email is already taken')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'SIGN UP' })).toBeInTheDocument();
  });
});
