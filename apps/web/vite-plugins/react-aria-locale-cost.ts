import type { Plugin } from 'vite';

/**
 * Two rewrites of react-aria's locale code, so that a page which formats no number (a visitor's lobby) never makes the
 * browser load its locale data. Measured in Chromium at full speed: the first `Intl.DateTimeFormat.supportedLocalesOf`
 * or `NumberFormat` costs about 60 ms of main thread, the first `Intl.Locale#maximize` about 27 ms; `Intl.Locale`
 * with `getTextInfo`, `PluralRules` and `getCanonicalLocales` cost under a millisecond. On a phone that is four times
 * as much, in the tasks that evaluate the app and hydrate it. Where a number is formatted, the data loads then, as it
 * would have anyway.
 *
 * When a newer react-aria changes the code these rewrite, the build fails here rather than silently keeping it.
 */
type Rewrite = { module: RegExp; rewrite: (code: string) => string };

/** react-aria's module that works out the browser's locale, and sets it when it is evaluated. */
export const DEFAULT_LOCALE_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

/** react-aria's module with `isRTL`, which its `I18nProvider` calls with the app's locale on its first render. */
export const LOCALE_UTILS_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/;

function mismatch(file: string, expected: string): never {
  throw new Error(
    `react-aria's ${file} no longer has ${expected}: update vite-plugins/react-aria-locale-cost.ts to the new code`,
  );
}

/** `let <current> = <getDefaultLocale>();`, the module-level line that runs the check. */
const EAGER_DEFAULT_LOCALE = /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/;

/**
 * The browser's default locale (`supportedLocalesOf`) is worked out on first read instead of on evaluation. The app
 * always gives react-aria its locale, so it is never read. The value keeps its shape, `{ locale, direction }`,
 * computed once.
 */
export function lazyDefaultLocaleSource(code: string): string {
  const match = EAGER_DEFAULT_LOCALE.exec(code);
  if (!match) mismatch('useDefaultLocale.mjs', 'the `let …currentLocale = …();` line');
  const [line, current, getDefaultLocale] = match;
  const lazy = [
    `let ${current}$resolved;`,
    `const ${current}$resolve = () => (${current}$resolved ??= ${getDefaultLocale}());`,
    `let ${current} = {`,
    `  get locale() { return ${current}$resolve().locale; },`,
    `  get direction() { return ${current}$resolve().direction; },`,
    '};',
  ].join('\n');
  return code.replace(line, lazy);
}

const MAXIMIZED_LOCALE = 'let locale = new Intl.Locale(localeString).maximize();';
const SCRIPT_FALLBACK = /if \(locale\.script\) return (\$\w+\$var\$RTL_SCRIPTS)\.has\(locale\.script\);/;

/**
 * `isRTL` asks the locale as written for its text info, and maximizes it (likely subtags) only in its fallback for
 * engines without text info. The text info of a locale as written is the same: the engine fills in the script itself
 * (checked in Chromium for `en-US`, `de`, `ar`, `pa-PK`, `az-Arab`, `ku`, `ckb`…).
 */
export function textInfoFirstSource(code: string): string {
  const fallback = SCRIPT_FALLBACK.exec(code);
  if (!code.includes(MAXIMIZED_LOCALE) || !fallback)
    mismatch('i18n/utils.mjs', "isRTL's `maximize()` and script fallback");
  const [line, rtlScripts] = fallback;
  return code
    .replace(MAXIMIZED_LOCALE, 'let locale = new Intl.Locale(localeString);')
    .replace(line, `let script = locale.maximize().script; if (script) return ${rtlScripts}.has(script);`);
}

export const REACT_ARIA_LOCALE_REWRITES: readonly Rewrite[] = [
  { module: DEFAULT_LOCALE_MODULE, rewrite: lazyDefaultLocaleSource },
  { module: LOCALE_UTILS_MODULE, rewrite: textInfoFirstSource },
];

export function reactAriaLocaleCost(): Plugin {
  return {
    name: 'casino:react-aria-locale-cost',
    enforce: 'pre',
    transform(code, id) {
      const match = REACT_ARIA_LOCALE_REWRITES.find(({ module }) => module.test(id));
      return match ? { code: match.rewrite(code), map: null } : null;
    },
  };
}
