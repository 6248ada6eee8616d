import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { CasinoUIProvider } from '../../theme/CasinoUIProvider';
import { Modal } from '../Modal';
import { ComboBox, type ComboBoxItem } from './ComboBox';

const flag = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const countries: ComboBoxItem[] = [
  { id: 'de', label: 'Germany', description: '+49', imageSrc: flag },
  { id: 'ie', label: 'Ireland', description: '+353', imageSrc: flag },
  { id: 'it', label: 'Italy', description: '+39', imageSrc: flag },
  { id: 'us', label: 'United States', description: '+1', imageSrc: flag },
];

function CountryField() {
  const [country, setCountry] = useState<string | null>(null);
  return (
    <>
      <ComboBox label="Country" items={countries} selectedKey={country} onSelectionChange={setCountry} />
      <p>Country: {country ?? 'none'}</p>
    </>
  );
}

describe('ComboBox', () => {
  it('given typed text, lists only matching items and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'i');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ireland+353', 'Italy+39', 'United States+1']);
    await user.type(input, 'ta');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Country: it')).toBeInTheDocument();
    expect(input).toHaveValue('Italy');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the full list from its button and picks an item by click', async () => {
    const user = userEvent.setup();
    render(<CountryField />);
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await user.click(screen.getByRole('option', { name: 'Germany +49' }));
    expect(screen.getByText('Country: de')).toBeInTheDocument();
  });

  it('given text matching nothing, says "No results"', async () => {
    const user = userEvent.setup();
    render(<CountryField />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it('given isLoading, shows a "Loading..." row', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="State" items={[]} isLoading />);
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a controlled selection by its label, with an option description', () => {
    render(<ComboBox label="Phone code" items={countries} selectedKey="ie" name="phoneCode" />);
    expect(screen.getByRole('combobox', { name: 'Phone code' })).toHaveValue('Ireland');
    expect(document.querySelector('input[type="hidden"][name="phoneCode"]')).toHaveValue('ie');
  });

  it('renders its list inside the provider so it keeps the brand', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CasinoUIProvider>
        <ComboBox label="Country" items={countries} />
      </CasinoUIProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(container.contains(screen.getByRole('listbox'))).toBe(true);
  });

  it('inside a modal, renders its list inside the dialog (focus, wheel, aria-modal), and Escape closes the list first', async () => {
    const user = userEvent.setup();
    render(
      <CasinoUIProvider>
        <Modal.Root defaultOpen>
          <Modal.Content aria-describedby={undefined}>
            <Modal.Title>Sign up</Modal.Title>
            <ComboBox label="State" items={countries} />
          </Modal.Content>
        </Modal.Root>
      </CasinoUIProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    await user.click(within(dialog).getByRole('button', { name: /Show suggestions/ }));
    expect(within(dialog).getByRole('listbox')).toBeVisible();
    await user.click(within(dialog).getByRole('option', { name: 'Italy +39' }));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveValue('Italy');

    // Escape closes the open list only; the next one closes the dialog.
    await user.click(within(dialog).getByRole('button', { name: /Show suggestions/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('near the bottom of the window, opens its list upward and no taller than 320 px', async () => {
    // The field sits 24 px above the bottom of jsdom's 768 px window; other boxes measure as empty.
    const fieldRect = new DOMRect(0, window.innerHeight - 68, 300, 44);
    const rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.querySelector(':scope > input[role="combobox"]') ? fieldRect : new DOMRect();
    });
    try {
      const user = userEvent.setup();
      render(<ComboBox label="State" items={countries} />);
      await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
      const popover = screen.getByRole('listbox').parentElement;
      expect(popover).toHaveAttribute('data-direction', 'up');
      expect(popover).toHaveStyle({ maxHeight: '320px' });
    } finally {
      rects.mockRestore();
    }
  });

  it('announces its error, describes itself with its hint and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <ComboBox
        ref={ref}
        label="Country"
        items={countries}
        hint="Where you live"
        errorMessage="Country is required"
        required
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(ref.current).toBe(input);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Country is required'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Where you live'));
    expect(screen.getByRole('alert')).toHaveTextContent('Country is required');
  });

  it('takes translated texts', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="Land" items={countries} emptyText="Keine Treffer" openButtonLabel="Vorschläge zeigen" />);
    expect(screen.getByRole('button', { name: /Vorschläge zeigen/ })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Land' }), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('Keine Treffer');
  });

  it('has no axe violations closed, open, empty, loading and with an error', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(
      <>
        <ComboBox label="Closed" items={countries} />
        <ComboBox label="Error" items={countries} errorMessage="Country is required" hint="Where you live" />
        <ComboBox label="Disabled" items={countries} disabled selectedKey="de" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    // In a landmark and a provider, as in the app: the list renders into the provider's element.
    const inPage = (ui: React.ReactNode) =>
      render(
        <main>
          <CasinoUIProvider>{ui}</CasinoUIProvider>
        </main>,
      );

    const open = inPage(<ComboBox label="Open" items={countries} selectedKey="ie" />);
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(await axeViolations(open.container)).toEqual([]);
    open.unmount();

    const empty = inPage(<ComboBox label="Empty" items={countries} />);
    await user.type(screen.getByRole('combobox', { name: 'Empty' }), 'zz');
    expect(await axeViolations(empty.container)).toEqual([]);
    empty.unmount();

    const loading = inPage(<ComboBox label="Loading" items={[]} isLoading />);
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(await axeViolations(loading.container)).toEqual([]);
  });
});
