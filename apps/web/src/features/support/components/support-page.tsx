import { EmptyState, TextField } from '@casino/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { brand, phoneHref } from '@/config/brand';
import { paths } from '@/config/paths';
import { useContentLanguage } from '@/features/content';
import { type FaqItem, searchFaq } from '../faq-search';
import * as styles from './support.css';

/** `/support` (docs/product.md#content-pages): the brand's contact channels, the help desk and a searchable FAQ. */
export function SupportPage() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const [term, setTerm] = useState('');
  const countId = useId();
  const faq = t('content.support.faq', { returnObjects: true }) as readonly FaqItem[];
  const matches = searchFaq(faq, term);

  return (
    <Page title={t('nav.support')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('content.support.intro')}</p>

        <section aria-labelledby="support-contact" className={styles.stack}>
          <h2 id="support-contact" className={styles.sectionTitle}>
            {t('content.support.contactTitle')}
          </h2>
          <ul className={styles.channels}>
            <li className={styles.channel}>
              <h3 className={styles.channelTitle}>{t('content.support.phoneTitle')}</h3>
              <a className={styles.link} href={phoneHref(brand.supportPhone)}>
                {brand.supportPhone}
              </a>
              <p className={styles.muted}>{t('content.support.phoneHours')}</p>
            </li>
            <li className={styles.channel}>
              <h3 className={styles.channelTitle}>{t('content.support.emailTitle')}</h3>
              <a className={styles.link} href={`mailto:${brand.supportEmail}`}>
                {brand.supportEmail}
              </a>
              <p className={styles.muted}>{t('content.support.emailHours')}</p>
            </li>
            <li className={styles.channel}>
              <h3 className={styles.channelTitle}>{t('content.support.helpDeskTitle')}</h3>
              <Link className={styles.link} to={paths.info(lang, 'help-desk')}>
                {t('content.support.helpDeskLink')}
              </Link>
              <p className={styles.muted}>{t('content.support.helpDeskText')}</p>
            </li>
            <li className={styles.channel}>
              <h3 className={styles.channelTitle}>{t('content.support.responsibleGamingLink')}</h3>
              <Link className={styles.link} to={paths.info(lang, 'responsible-gaming')}>
                {t('content.support.responsibleGamingLink')}
              </Link>
              <p className={styles.muted}>{t('content.support.responsibleGamingText')}</p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="support-faq" className={styles.stack}>
          <h2 id="support-faq" className={styles.sectionTitle}>
            {t('content.support.faqTitle')}
          </h2>
          <div className={styles.search}>
            <TextField
              type="search"
              label={t('content.support.faqSearch')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
          </div>
          <p id={countId} className={styles.muted} aria-live="polite">
            {t('content.support.faqCount', { count: matches.length })}
          </p>
          {matches.length === 0 ? (
            <EmptyState
              titleAs="h3"
              title={t('content.support.faqNoResults', { term: term.trim() })}
              description={t('content.support.faqNoResultsText')}
            />
          ) : (
            <ul className={styles.faqList}>
              {matches.map((item) => (
                <li key={item.id} className={styles.faqItem}>
                  <details>
                    <summary className={styles.faqQuestion}>{item.question}</summary>
                    <p className={styles.faqAnswer}>{item.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}
