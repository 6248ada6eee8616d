import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, serverMessageText } from '../api/api-error';
import { enErrors } from './en-errors';
import { i18n } from './index';
import { matchServerMessage } from './server-messages';

describe('matchServerMessage: given a message of the reference API', () => {
  it.each([
    { message: 'Email is already taken', key: 'emailTaken', values: {} },
    { message: '  Invalid username or password ', key: 'invalidCredentials', values: {} },
    {
      message: 'Too many login attempts. Please try again in 15 minutes.',
      key: 'tooManyLogins',
      values: { minutes: '15' },
    },
    {
      message: 'Your card was declined: Insufficient funds',
      key: 'cardDeclined',
      values: { reason: 'Insufficient funds' },
    },
    { message: 'This is not a valid USDT (TRC20) address', key: 'addressInvalid', values: { coin: 'USDT (TRC20)' } },
    {
      message: 'first_name: First name must be at most 50 characters',
      key: 'firstNameTooLong',
      values: { max: '50' },
    },
    {
      message:
        'You can withdraw up to 50.00 USD now: 20.00 USD of your balance is bonus money until its wagering is complete.',
      key: 'bonusHeldBack',
      values: { cash: '50.00 USD', bonus: '20.00 USD' },
    },
    {
      message: "Deposit at least 1000.00 USD to receive this promotion's bonus",
      key: 'bonusBelowMinimum',
      values: { amount: '1000.00 USD' },
    },
    {
      message: 'newPassword: Password must contain at least one number',
      key: 'passwordNumber',
      values: {},
    },
  ])('"$message" is $key', ({ message, key, values }) => {
    expect(matchServerMessage(message)).toEqual({ key, values });
  });

  it.each([
    'Not found: GET /api/nowhere',
    'Email is already taken, sorry',
    'The amount is more than your withdrawable balance of 10',
    '',
  ])('"%s" is not a known text', (message) => {
    expect(matchServerMessage(message)).toBeUndefined();
  });

  it.each(Object.entries(enErrors.server))('recognises its own English text of %s', (key, text) => {
    expect(matchServerMessage(text)?.key).toBe(key);
  });
});

describe('serverMessageText', () => {
  it.each([
    {
      message: 'Email is already taken',
      en: 'Email is already taken',
      de: 'Diese E-Mail-Adresse ist bereits vergeben',
    },
    {
      message: 'Too many login attempts. Please try again in 15 minutes.',
      en: 'Too many login attempts. Please try again in 15 minutes.',
      de: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    },
    {
      message: 'The server is busy. Please try again in a moment.',
      en: 'The server is busy. Please try again in a moment.',
      de: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    },
    {
      message: 'Your card was declined: Card expired',
      en: 'Your card was declined: Card expired',
      de: 'Ihre Karte wurde abgelehnt: Karte abgelaufen',
    },
    {
      message: 'Your card was declined: Stolen card',
      en: 'Your card was declined: Stolen card',
      de: 'Ihre Karte wurde abgelehnt: Stolen card',
    },
    {
      message: "Deposit at least 20.00 USD to receive this promotion's bonus",
      en: "Deposit at least 20.00 USD to receive this promotion's bonus",
      de: 'Zahlen Sie mindestens 20.00 USD ein, um den Bonus dieser Aktion zu erhalten',
    },
    {
      message: 'This promotion pays on your first deposit only',
      en: 'This promotion pays on your first deposit only',
      de: 'Diese Aktion gilt nur für Ihre erste Einzahlung',
    },
    {
      message: 'This promotion pays on deposits made from Friday to Sunday (UTC)',
      en: 'This promotion pays on deposits made from Friday to Sunday (UTC)',
      de: 'Diese Aktion gilt nur für Einzahlungen von Freitag bis Sonntag (UTC)',
    },
    { message: 'A reason nobody knows', en: 'A reason nobody knows', de: 'A reason nobody knows' },
  ])('shows "$message" as "$en" in English and "$de" in German', async ({ message, en, de }) => {
    expect(serverMessageText(message)).toBe(en);
    await i18n.changeLanguage('de');
    try {
      expect(serverMessageText(message)).toBe(de);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('errorMessage in German', () => {
  it.each([
    {
      scenario: 'no connection',
      error: new ApiError({ kind: 'network', status: 0, message: 'The server could not be reached.' }),
      expected: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    {
      scenario: 'a bare 502',
      error: new ApiError({ kind: 'http', status: 502, message: 'The server answered with an error (HTTP 502).' }),
      expected: 'Der Server hat mit einem Fehler geantwortet (HTTP 502).',
    },
    {
      scenario: 'an unreadable answer',
      error: new ApiError({ kind: 'malformed', status: 200, message: 'The server sent ... (games: data.0: bad)' }),
      expected: 'Der Server hat eine Antwort gesendet, die diese App nicht lesen kann.',
    },
    {
      scenario: 'an error envelope without a message',
      error: new ApiError({ kind: 'envelope', status: 500, message: 'The server answered with an error (HTTP 500).' }),
      expected: 'Der Server hat mit einem Fehler geantwortet (HTTP 500).',
    },
    {
      scenario: 'a known server message',
      error: new ApiError({ kind: 'envelope', status: 409, message: 'Promotion is already active' }),
      expected: 'Die Aktion ist bereits aktiv',
    },
    { scenario: 'a plain Error', error: new Error('Boom'), expected: 'Boom' },
    { scenario: 'nothing usable', error: undefined, expected: 'Rückfall' },
  ])('when it is $scenario, the player reads "$expected"', async ({ error, expected }) => {
    await i18n.changeLanguage('de');
    try {
      expect(errorMessage(error, 'Rückfall')).toBe(expected);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
