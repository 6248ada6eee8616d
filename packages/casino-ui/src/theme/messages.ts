import { paginationMessages } from './pagination-messages';
/**
 * Every text the library shows on its own (labels, hints, screen-reader names), in English. An app translates the
 * library by giving `CasinoUIProvider` a `messages` object with the same shape; what it leaves out stays English.
 * Placeholders are written `{name}` and filled by `formatMessage`, so a catalogue is plain data any i18n tool can
 * hold (i18next leaves single braces alone).
 */
export const defaultMessages = {
  amountInput: {
    label: 'Amount',
    invalid: 'Enter a valid amount',
    quickAmounts: 'Quick amounts',
    min: 'Minimum amount is {amount}',
    max: 'Maximum amount is {amount}',
  },
  appShell: { skipLink: 'Skip to content' },
  categoryBar: { label: 'Game categories', all: 'All Games', loading: 'Loading categories...' },
  comboBox: { loading: 'Loading...', empty: 'No results', openButton: 'Show suggestions' },
  dateOfBirthInput: { label: 'Date of birth', outOfRange: 'Enter a valid date of birth' },
  errorState: { title: 'Something went wrong', retry: 'Try again' },
  footer: { nav: 'Footer', newTabHint: '(opens in a new tab)' },
  fullPageLoader: { label: 'Loading...' },
  gameCarousel: {
    seeAll: 'See All',
    previous: 'Previous games',
    next: 'Next games',
    roleDescription: 'carousel',
    loading: 'Loading games',
  },
  gameGrid: { loading: 'Loading games' },
  genderSwitch: { label: 'Gender', male: 'Male', female: 'Female' },
  header: { openMenu: 'Open menu' },
  modal: { close: 'Close' },
  pagination: paginationMessages,
  passwordChecklist: {
    list: 'Password requirements',
    met: 'met',
    notMet: 'not met',
    minLength: 'At least {minLength} characters',
    letter: 'At least one letter',
    number: 'At least one number',
    uppercase: 'At least one uppercase letter',
    lowercase: 'At least one lowercase letter',
    allowedCharacters: 'Only letters, numbers and {specialCharacters}',
  },
  passwordInput: { show: 'Show password', hide: 'Hide password' },
  postalCodeField: {
    label: 'Postal code',
    lookingUp: 'Looking up address...',
    filled: 'Address filled in',
    notSupported: 'Automatic look-up not available for this country',
  },
  promotionSelect: { label: 'Promotion', none: 'No promotion' },
  searchDialog: {
    title: 'Search games',
    searchLabel: 'Search games...',
    searchPlaceholder: 'Search games...',
    categories: 'Categories',
    allCategories: 'All Games',
    provider: 'Provider',
    allProviders: 'All providers',
    results: 'Games',
    searching: 'Searching...',
    emptyTitle: 'No games found matching your criteria.',
    emptyDescription: 'Try adjusting your search or filters.',
    loadMore: 'Load More',
    close: 'Close',
    /** Chosen by the locale's plural rules. */
    resultCount: { one: '{count} game', other: '{count} games' } as PluralMessage,
  },
  searchPopover: {
    label: 'Search Games',
    placeholder: 'Search Games',
    searching: 'Searching...',
    noResults: 'No games found',
    /** Chosen by the locale's plural rules (`Intl.PluralRules`); `other` is the fallback. */
    resultCount: { one: '{count} game found', other: '{count} games found' } as PluralMessage,
  },
  sideMenu: { label: 'Main menu', drawerTitle: 'Menu', closeDrawer: 'Close menu' },
  spinner: { label: 'Loading' },
  statusNotice: {
    title: 'This is taking longer than usual',
    message: 'Still trying. You can wait or start again.',
    action: 'Try again',
  },
  textField: { validating: 'Checking', valid: 'Valid', invalid: 'Invalid' },
  toast: { region: 'Notifications', dismiss: 'Dismiss' },
  wizard: {
    validating: 'Checking…',
    continue: 'Continue',
    back: 'Back',
    progress: 'Progress',
    step: 'Step {step} of {total}',
  },
};

/** A text with one form per plural category of `Intl.PluralRules`; `other` is required. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The complete catalogue: a translation must give every text (the type checker lists what is missing). */
export type CasinoUIMessages = typeof defaultMessages;

/** What `CasinoUIProvider` takes: any part of the catalogue; missing texts come from the outer provider or English. */
export type CasinoUIMessagesOverride = {
  [Group in keyof CasinoUIMessages]?: Partial<CasinoUIMessages[Group]>;
};

/** Lays `override` over `base` group by group; `undefined` values do not erase a text. */
export function mergeMessages(
  base: CasinoUIMessages,
  override: CasinoUIMessagesOverride | undefined,
): CasinoUIMessages {
  if (!override) return base;
  const merged: Record<string, object> = { ...base };
  for (const [group, texts] of Object.entries(override)) {
    const current = merged[group];
    if (!current || !texts || typeof texts !== 'object') continue;
    const defined = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined));
    merged[group] = { ...current, ...defined };
  }
  return merged as CasinoUIMessages;
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written so the gap is visible. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Picks the plural form of `count` for `locale` and fills `{count}` with the number formatted for that locale. */
export function formatPlural(
  forms: PluralMessage,
  count: number,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  let category: Intl.LDMLPluralRule = 'other';
  let shown = String(count);
  try {
    category = new Intl.PluralRules(locale).select(count);
    shown = new Intl.NumberFormat(locale).format(count);
  } catch {
    // A malformed locale throws RangeError; the `other` form with the plain number is still readable.
  }
  return formatMessage(forms[category] ?? forms.other, { ...values, count: shown });
}
