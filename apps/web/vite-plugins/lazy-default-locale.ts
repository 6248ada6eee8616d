import type { Plugin } from 'vite';

/** The react-aria module that works out the browser's locale when it is evaluated. */
export const DEFAULT_LOCALE_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

/** `let <current> = <getDefaultLocale>();`, the module-level line that runs the check. */
const EAGER_DEFAULT_LOCALE = /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/;

/**
 * Rewrites react-aria's default-locale module so that it checks the browser's locale when something reads it, instead
 * of when the module is evaluated.
 *
 * Why: the check calls `Intl.DateTimeFormat.supportedLocalesOf`, and the first such call makes the browser load its
 * table of locales, about 60 ms of a phone's main thread at full speed (measured in Chromium: the first
 * `supportedLocalesOf` or `NumberFormat` pays it, `Intl.Locale` and `PluralRules` do not). The app always gives
 * react-aria its locale (`I18nProvider locale=…`), so the default is never read on a page that formats no number,
 * such as a visitor's lobby: the entry's evaluation no longer pays for it. Where a number is formatted, the table
 * loads then, as it would have anyway.
 *
 * The value keeps its shape (`{ locale, direction }`), computed once on first read. When a newer react-aria changes
 * the line, the build fails here rather than silently keeping the eager check.
 */
export function lazyDefaultLocaleSource(code: string): string {
  const match = EAGER_DEFAULT_LOCALE.exec(code);
  if (!match) {
    throw new Error(
      "react-aria's useDefaultLocale.mjs no longer has the expected `let …currentLocale = …();` line: update vite-plugins/lazy-default-locale.ts",
    );
  }
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

export function lazyDefaultLocale(): Plugin {
  return {
    name: 'casino:lazy-default-locale',
    enforce: 'pre',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id)) return null;
      return { code: lazyDefaultLocaleSource(code), map: null };
    },
  };
}
