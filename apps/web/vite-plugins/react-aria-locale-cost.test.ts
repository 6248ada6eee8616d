// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCALE_MODULE,
  LOCALE_UTILS_MODULE,
  lazyDefaultLocaleSource,
  reactAriaLocaleCost,
  textInfoFirstSource,
} from './react-aria-locale-cost';

const reactAriaDir = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const modulePath = path.join(reactAriaDir, 'dist/private/i18n/useDefaultLocale.mjs');
const utilsPath = path.join(reactAriaDir, 'dist/private/i18n/utils.mjs');
const original = readFileSync(modulePath, 'utf8');
const originalUtils = readFileSync(utilsPath, 'utf8');

type DefaultLocale = { locale: string; direction: string };
type Exports = {
  getDefaultLocale: () => DefaultLocale;
  useDefaultLocale: () => DefaultLocale;
  isRTL: (locale: string) => boolean;
};

/** Evaluates the module's text with its imports replaced by the given values, and returns its exports. */
function evaluate(code: string, imports: Record<string, Record<string, unknown>> = {}): Exports {
  const body = code
    .replace(/import \{([^}]*)\} from "([^"]+)";/g, (_, names: string, from: string) => {
      const bindings = names.split(',').map((name) => name.trim().split(/\s+as\s+/));
      return `const { ${bindings.map(([name, local]) => `${name}: ${local ?? name}`).join(', ')} } = imports[${JSON.stringify(from)}];`;
    })
    .replace(/export \{([^}]*)\};/, (_, names: string) => {
      const bindings = names.split(',').map((name) => name.trim().split(/\s+as\s+/));
      return `return { ${bindings.map(([local, name]) => `${name ?? local}: ${local}`).join(', ')} };`;
    });
  return new Function('imports', body)(imports) as Exports;
}

const imports = {
  './utils.mjs': { isRTL: (locale: string) => locale.startsWith('ar') },
  '../ssr/SSRProvider.mjs': { useIsSSR: () => false },
  react: { useState: (initial: unknown) => [initial, () => {}], useEffect: () => {} },
};

afterEach(() => vi.restoreAllMocks());

describe("react-aria's default locale, checked on first read", () => {
  it('matches the react-aria modules, and only them', () => {
    expect(DEFAULT_LOCALE_MODULE.test(modulePath)).toBe(true);
    expect(LOCALE_UTILS_MODULE.test(utilsPath)).toBe(true);
    expect(DEFAULT_LOCALE_MODULE.test(utilsPath)).toBe(false);
    expect(LOCALE_UTILS_MODULE.test(path.join(reactAriaDir, 'dist/private/i18n/I18nProvider.mjs'))).toBe(false);
    expect(LOCALE_UTILS_MODULE.test('/app/src/lib/utils.mjs')).toBe(false);
  });

  it('the plugin rewrites those two modules and leaves any other alone', () => {
    const transform = reactAriaLocaleCost().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(original, modulePath)?.code).toBe(lazyDefaultLocaleSource(original));
    expect(transform(originalUtils, utilsPath)?.code).toBe(textInfoFirstSource(originalUtils));
    expect(transform('export {};', '/app/src/main.tsx')).toBeNull();
  });

  it('as published, the module asks Intl for its locales as soon as it is evaluated', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    evaluate(original, imports);
    expect(supported).toHaveBeenCalledTimes(1);
  });

  it('rewritten, evaluating it and rendering its hook ask nothing, and the first read asks once', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const { useDefaultLocale } = evaluate(lazyDefaultLocaleSource(original), imports);
    const locale = useDefaultLocale();
    expect(supported).not.toHaveBeenCalled();

    expect(locale.locale).toBe(navigator.language);
    expect(locale.direction).toBe('ltr');
    expect(locale.locale).toBe(navigator.language);
    expect(supported).toHaveBeenCalledTimes(1);
  });

  it('rewritten, it still answers with the browser language, or en-US when Intl refuses it', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('not a locale!');
    const { useDefaultLocale, getDefaultLocale } = evaluate(lazyDefaultLocaleSource(original), imports);
    expect({ ...useDefaultLocale() }).toEqual({ locale: 'en-US', direction: 'ltr' });
    expect(getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' });
  });

  it('fails the build when react-aria no longer has the code it rewrites', () => {
    expect(() => lazyDefaultLocaleSource('let locale = "en-US";')).toThrow(/useDefaultLocale\.mjs/);
    expect(() => textInfoFirstSource('export const isRTL = () => false;')).toThrow(/utils\.mjs/);
  });
});

describe("react-aria's isRTL, from the locale's text info without maximizing it", () => {
  const locales = ['en-US', 'de', 'ar', 'he-IL', 'az-Arab', 'pa-PK', 'pa', 'ur', 'fa-IR', 'sr-Latn', 'ckb', 'ku', 'iw'];

  it.each(locales)('gives %s the direction the published code gives', (locale) => {
    expect(evaluate(textInfoFirstSource(originalUtils)).isRTL(locale)).toBe(evaluate(originalUtils).isRTL(locale));
  });

  it('maximizes no locale on an engine with text info, and still one without it', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const { isRTL } = evaluate(textInfoFirstSource(originalUtils));
    expect([isRTL('en-US'), isRTL('ar')]).toEqual([false, true]);
    expect(maximize).not.toHaveBeenCalled();

    vi.spyOn(Intl.Locale.prototype, 'getTextInfo' as keyof Intl.Locale).mockReturnValue(undefined as never);
    vi.spyOn(Intl.Locale.prototype, 'textInfo' as keyof Intl.Locale, 'get').mockReturnValue(undefined as never);
    expect([isRTL('en-US'), isRTL('az-Arab'), isRTL('pa-PK')]).toEqual([false, true, true]);
    expect(maximize).toHaveBeenCalled();
  });
});
