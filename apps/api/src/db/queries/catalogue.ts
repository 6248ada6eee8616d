import type { Currency, Language } from '@casino/api-contract';
import { all, type Db } from '../sql';

export const listCurrencies = (db: Db) => all<Currency>(db, 'SELECT code FROM currencies ORDER BY sort_order, code');

export const listLanguages = (db: Db) =>
  all<Language>(db, 'SELECT code, name FROM languages ORDER BY sort_order, code');

export const isKnownCurrency = async (db: Db, code: string) =>
  (await all(db, 'SELECT 1 FROM currencies WHERE code = ?', code)).length > 0;

export const isSupportedLanguage = async (db: Db, code: string) =>
  (await all(db, 'SELECT 1 FROM languages WHERE code = ?', code)).length > 0;
