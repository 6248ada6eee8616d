import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { brand } from '@/config/brand';
import { type InfoPage, paths } from '@/config/paths';
import { fillBrandValues, needsTableOfContents } from '../brand-placeholders';
import { CONTENT_LANGUAGES, type ContentLanguage, contentLanguageName, contentLocale } from '../content-languages';
import type { InfoDocument } from '../info-document';
import * as styles from './content.css';
import { InfoBlockView } from './info-blocks';

type Props = { doc: InfoDocument; lang: ContentLanguage; page: InfoPage; actions?: ReactNode };

/** The date is a calendar day: formatted in UTC so no time zone moves it to the day before. */
const formatDay = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** An informational page: title, summary, last-updated date, contents for long pages, sections, other languages. */
export function InfoArticle({ doc, lang, page, actions }: Props) {
  // The frame's labels follow the page's language, not the UI's (a German page says "Inhalt", not "Contents").
  const { t } = useTranslation(undefined, { lng: lang });
  const locale = contentLocale(lang);
  const values = { ...brand, licence: t('footer.licence', { number: brand.licenceNumber }) };
  const fill = (text: string) => fillBrandValues(text, values);
  const others = CONTENT_LANGUAGES.filter((other) => other !== lang);

  return (
    <div lang={lang}>
      <Page title={fill(doc.title)} actions={actions}>
        <article className={styles.article}>
          <p className={styles.summary}>{fill(doc.summary)}</p>
          <p className={styles.meta}>
            {t('content.info.lastUpdated')} <time dateTime={doc.updated}>{formatDay(doc.updated, locale)}</time>
          </p>
          {needsTableOfContents(doc.sections.length) && (
            <nav className={styles.toc} aria-labelledby="info-contents">
              <h2 id="info-contents" className={styles.tocTitle}>
                {t('content.info.contents')}
              </h2>
              <ol className={styles.tocList}>
                {doc.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{fill(section.heading)}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {doc.sections.map((section) => (
            <section key={section.id} className={styles.section} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.sectionTitle} tabIndex={-1}>
                {fill(section.heading)}
              </h2>
              {section.blocks.map((block, index) => (
                // Blocks are fixed text in a fixed order: the index is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <InfoBlockView key={index} block={block} fill={fill} />
              ))}
            </section>
          ))}
          <nav className={styles.languages} aria-label={t('content.info.readIn')}>
            <span aria-hidden="true">{t('content.info.readIn')}:</span>
            <ul className={styles.languageList}>
              {others.map((other) => (
                <li key={other}>
                  <Link to={paths.info(other, page)} lang={other} hrefLang={other}>
                    {contentLanguageName(other)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </Page>
    </div>
  );
}
