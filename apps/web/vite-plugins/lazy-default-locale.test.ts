// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE_MODULE, lazyDefaultLocale, lazyDefaultLocaleSource } from './lazy-default-locale';

const reactAriaDir = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const modulePath = path.join(reactAriaDir, 'dist/private/i18n/useDefaultLocale.mjs');
const original = readFileSync(modulePath, 'utf8');

type DefaultLocale = { locale: string; direction: string };
type Exports = { getDefaultLocale: () => DefaultLocale; useDefaultLocale: () => DefaultLocale };

/** Evaluates the module's text with its imports replaced by the given values, and returns its exports. */
function evaluate(code: string, imports: Record<string, Record<string, unknown>>): Exports {
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
  it('matches the react-aria module, and only it', () => {
    expect(DEFAULT_LOCALE_MODULE.test(modulePath)).toBe(true);
    expect(DEFAULT_LOCALE_MODULE.test(path.join(reactAriaDir, 'dist/private/i18n/I18nProvider.mjs'))).toBe(false);
    expect(lazyDefaultLocale().transform).toBeTypeOf('function');
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

  it('fails the build when react-aria no longer has the line it rewrites', () => {
    expect(() => lazyDefaultLocaleSource('let locale = "en-US";')).toThrow(/useDefaultLocale\.mjs/);
  });
});
