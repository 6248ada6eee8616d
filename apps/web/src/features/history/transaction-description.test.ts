import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { transactionDescription } from './transaction-description';

const i18n = createI18n();
// An instance holds only its own language until asked for another (lib/i18n): both are compared here.
beforeAll(() => i18n.loadLanguages(['en', 'de']));

describe('transactionDescription: given a ledger description of the reference API', () => {
  it.each([
    { stored: 'Deposit by card', de: 'Einzahlung per Karte' },
    { stored: 'Deposit by crypto (USDT TRC20)', de: 'Einzahlung per Krypto (USDT TRC20)' },
    { stored: 'Card deposit (Visa •••• 4242)', de: 'Karteneinzahlung (Visa •••• 4242)' },
    { stored: 'Crypto deposit dep_12ab (btc)', de: 'Krypto-Einzahlung dep_12ab (btc)' },
    { stored: 'Bet on Book of Gold', de: 'Einsatz bei Book of Gold' },
    { stored: 'Win on Book of Gold', de: 'Gewinn bei Book of Gold' },
    { stored: 'Withdrawal to card', de: 'Auszahlung auf Karte' },
    { stored: 'Withdrawal to crypto wallet (cancelled)', de: 'Auszahlung an Krypto-Wallet (storniert)' },
    { stored: 'Withdrawal wd_9 to USDT TRC20 TXyz', de: 'Auszahlung wd_9 an USDT TRC20 TXyz' },
    { stored: 'Withdrawal wd_9 cancelled', de: 'Auszahlung wd_9 storniert' },
    { stored: 'Welcome Bonus credited', de: 'Welcome Bonus gutgeschrieben' },
    { stored: 'Bonus: Weekend Reload 50%', de: 'Bonusgutschrift: Weekend Reload 50%' },
    {
      stored: 'Bonus wagering complete, bonus money is now cash: Weekend Reload 50%',
      de: 'Bonusumsatz erfüllt, das Bonusgeld ist jetzt Echtgeld: Weekend Reload 50%',
    },
    {
      stored: 'Bonus forfeited, promotion cancelled: Welcome Bonus 100% up to $500',
      de: 'Bonus verfallen, Aktion storniert: Welcome Bonus 100% up to $500',
    },
    { stored: 'Bonus expired: Welcome Bonus 100% up to $500', de: 'Bonus abgelaufen: Welcome Bonus 100% up to $500' },
    { stored: 'Manual adjustment', de: 'Manual adjustment' },
  ])('"$stored" reads "$de" in German and unchanged in English', ({ stored, de }) => {
    expect(transactionDescription(stored, i18n.getFixedT('de'))).toBe(de);
    expect(transactionDescription(stored, i18n.getFixedT('en'))).toBe(stored);
  });
});
