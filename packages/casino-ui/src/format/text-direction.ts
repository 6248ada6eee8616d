export type TextDirection = 'ltr' | 'rtl';

// Languages written right to left, for engines whose Intl.Locale has no text info (Firefox before 2025).
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: TextDirection };
  textInfo?: { direction?: TextDirection };
};

/**
 * The writing direction of a BCP 47 locale: the engine's own text info where it has one (which knows scripts, so
 * `az-Arab` is right to left), else the language alone; `ltr` for anything that is not a locale.
 */
export function textDirection(locale: string): TextDirection {
  try {
    const tag = new Intl.Locale(locale) as LocaleWithTextInfo;
    const direction = (tag.getTextInfo?.() ?? tag.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return RTL_LANGUAGES.has(tag.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
