import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSearchShortcut } from './useSearchShortcut';

function Page({ enabled = true }: { enabled?: boolean }) {
  const [opened, setOpened] = useState(0);
  useSearchShortcut(() => setOpened((count) => count + 1), { enabled });
  return (
    <>
      <p>Opened {opened} times</p>
      <label>
        Username <input />
      </label>
      <label>
        Header search <input data-search-shortcut="" />
      </label>
      <button type="button">Play</button>
    </>
  );
}

describe('useSearchShortcut', () => {
  it('given the page has focus, when the visitor presses Ctrl + K, then search opens', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  });

  it('on macOS, Cmd + K opens it too', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  });

  it("stops the browser's own Ctrl + K", () => {
    render(<Page />);
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  });

  it('leaves K alone without a modifier, and other Ctrl keys alone', () => {
    render(<Page />);
    const plain = new KeyboardEvent('keydown', { key: 'k', bubbles: true, cancelable: true });
    document.body.dispatchEvent(plain);
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(plain.defaultPrevented).toBe(false);
    expect(screen.getByText('Opened 0 times')).toBeInTheDocument();
  });

  it('given focus in a text field, does not steal Ctrl + K from it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('textbox', { name: 'Username' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByText('Opened 0 times')).toBeInTheDocument();
  });

  it('given focus in a field marked data-search-shortcut, opens search from it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('textbox', { name: 'Header search' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  });

  it('given focus on a button, opens search', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  });

  it('when disabled, does nothing and lets the browser have the keys', () => {
    render(<Page enabled={false} />);
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByText('Opened 0 times')).toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Page />);
    unmount();
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
