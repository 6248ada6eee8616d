import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocale } from 'react-aria';
import { AmountInput } from '../components/AmountInput';
import { DateTime } from '../components/DateTime';
import { ErrorState } from '../components/ErrorState';
import { Money } from '../components/Money';
import { Pagination } from '../components/Pagination';
import { Spinner } from '../components/Spinner';
import { CasinoUIProvider } from './CasinoUIProvider';
import { useLocaleFormat } from './i18n';

function FormatProbe() {
  const format = useLocaleFormat();
  return <p>{`${format.money(123450, 'EUR')} | ${format.number(1234.5)}`}</p>;
}

function AriaLocaleProbe() {
  return <p>{`react-aria: ${useLocale().locale}`}</p>;
}

describe('CasinoUIProvider messages and locale', () => {
  it('given a locale, react-aria inside reads it too (its announcements and collation follow)', () => {
    render(
      <CasinoUIProvider locale="de-DE">
        <AriaLocaleProbe />
      </CasinoUIProvider>,
    );
    expect(screen.getByText('react-aria: de-DE')).toBeInTheDocument();
  });

  it('given no provider, the library speaks English in en-US', () => {
    render(
      <>
        <Spinner />
        <Money minorUnits={123450} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('given German messages, components take their default texts from them', () => {
    render(
      <CasinoUIProvider messages={{ pagination: { label: 'Seitennavigation', next: 'Weiter', page: 'Seite {page}' } }}>
        <Pagination currentPage={1} totalPages={3} onPageChange={() => {}} />
      </CasinoUIProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(nav).toHaveTextContent('Weiter');
    // A text the app did not translate stays English.
    expect(nav).toHaveTextContent('Previous');
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeInTheDocument();
  });

  it('a prop still wins over the provider', () => {
    render(
      <CasinoUIProvider messages={{ errorState: { title: 'Etwas ist schiefgelaufen', retry: 'Erneut versuchen' } }}>
        <ErrorState title="Games could not be loaded" onRetry={() => {}} />
      </CasinoUIProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Games could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('a nested provider adds to the outer texts and may change the locale', () => {
    render(
      <CasinoUIProvider messages={{ spinner: { label: 'Lädt' } }} locale="de-DE">
        <CasinoUIProvider messages={{ modal: { close: 'Schließen' } }}>
          <Spinner />
          <Money minorUnits={123450} currency="EUR" />
        </CasinoUIProvider>
      </CasinoUIProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Lädt');
    expect(screen.getByText('1.234,50 €')).toBeInTheDocument();
  });

  it('given de-DE, Money, DateTime and the formatting hook follow it; an explicit locale wins', () => {
    render(
      <CasinoUIProvider locale="de-DE">
        <Money minorUnits={123450} />
        <Money minorUnits={123450} locale="en-US" />
        <DateTime value="2026-11-22T14:05:09Z" timeZone="UTC" />
        <FormatProbe />
      </CasinoUIProvider>,
    );
    expect(screen.getByText('1.234,50 $')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('22. Nov. 2026, 14:05:09')).toBeInTheDocument();
    expect(screen.getByText('1.234,50 € | 1.234,5')).toBeInTheDocument();
  });

  it('given de-DE, AmountInput shows its symbol, quick amounts and range message in German form', async () => {
    const user = userEvent.setup();
    render(
      <CasinoUIProvider
        locale="de-DE"
        messages={{ amountInput: { label: 'Betrag', min: 'Der Mindestbetrag ist {amount}' } }}
      >
        <AmountInput currency="EUR" min={10} quickAmounts={[20]} />
      </CasinoUIProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Betrag' });
    expect(screen.getByRole('button', { name: /^20\s€$/ })).toBeInTheDocument();
    await user.type(field, '5');
    await user.tab();
    expect(await screen.findByText('Der Mindestbetrag ist 10 €')).toBeInTheDocument();
  });
});
