import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountInput } from '../components/AmountInput';
import { DateTime } from '../components/DateTime';
import { ErrorState } from '../components/ErrorState';
import { Money } from '../components/Money';
import { Pagination } from '../components/Pagination';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { EXAMPLE_PASSWORD_POLICY } from '../private/example-password-policy';
import { lagoonTheme } from '../themes/lagoon/theme.css';
import { royaleTheme } from '../themes/royale/theme.css';
import { CasinoUIProvider } from './CasinoUIProvider';
import type { CasinoUIMessagesOverride } from './messages';

/** A German translation of the texts these widgets show; an app passes its whole catalogue the same way. */
const german: CasinoUIMessagesOverride = {
  amountInput: { label: 'Betrag', quickAmounts: 'Schnellbeträge', min: 'Der Mindestbetrag ist {amount}' },
  errorState: { title: 'Etwas ist schiefgelaufen', retry: 'Erneut versuchen' },
  pagination: { label: 'Seitennavigation', previous: 'Zurück', next: 'Weiter', page: 'Seite {page}' },
  passwordChecklist: {
    list: 'Anforderungen an das Passwort',
    met: 'erfüllt',
    notMet: 'nicht erfüllt',
    minLength: 'Mindestens 8 Zeichen',
    letter: 'Mindestens ein Buchstabe',
    number: 'Mindestens eine Ziffer',
    uppercase: 'Mindestens ein Großbuchstabe',
    lowercase: 'Mindestens ein Kleinbuchstabe',
    allowedCharacters: 'Nur Buchstaben, Ziffern und !@#$%^&_*',
  },
};

function TranslatedWidgets() {
  return (
    <div style={{ display: 'grid', gap: 24, padding: 24, maxWidth: 480 }}>
      <p style={{ margin: 0 }}>
        <Money minorUnits={123450} currency="EUR" /> · <Money minorUnits={99} /> ·{' '}
        <DateTime value="2026-11-22T14:05:09Z" timeZone="UTC" />
      </p>
      <AmountInput currency="EUR" quickAmounts={[20, 50, 100]} />
      <PasswordChecklist policy={EXAMPLE_PASSWORD_POLICY} password="Lucky7" announceChanges={false} />
      <Pagination currentPage={2} totalPages={5} onPageChange={() => {}} />
      <ErrorState onRetry={() => {}} announce={false} />
    </div>
  );
}

const meta = {
  title: 'Foundations/Translation',
  component: TranslatedWidgets,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TranslatedWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `CasinoUIProvider messages={german} locale="de-DE"`: every default text and every amount and date follows, with
 * no prop on the widgets themselves.
 */
export const German: Story = {
  // The story's own provider keeps the brand picked in the toolbar.
  render: (_args, { globals }) => (
    <CasinoUIProvider theme={globals.brand === 'lagoon' ? lagoonTheme : royaleTheme} messages={german} locale="de-DE">
      <TranslatedWidgets />
    </CasinoUIProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.234,50 €')).toBeVisible();
    await expect(canvas.getByText('22. Nov. 2026, 14:05:09')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Betrag' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^20\s€$/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Seitennavigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};
