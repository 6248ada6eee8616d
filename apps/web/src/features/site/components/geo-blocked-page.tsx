import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useModals } from '@/features/auth';
import { useGeoBlockReason } from '../use-geo-block-reason';
import * as styles from './geo-blocked-page.css';

/** Shown to visitors whose IP places them in a country the brand does not serve, instead of the lobby and games. */
export function GeoBlockedPage({ country }: { country: string | null }) {
  const { t, i18n } = useTranslation();
  const { open } = useModals();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const reason = useGeoBlockReason(country);
  return (
    <Page title={t('site.geoBlock.title')}>
      <section className={styles.panel} aria-labelledby="geo-block-heading">
        <h2 id="geo-block-heading" className={styles.heading}>
          {reason.title}
        </h2>
        <p>{reason.text}</p>
        <p>{t('site.geoBlock.playersText')}</p>
        <Button variant="primary" size="lg" onPress={() => open('login')}>
          {t('site.geoBlock.logIn')}
        </Button>
        <h3 className={styles.subheading}>{t('site.geoBlock.readMore')}</h3>
        <ul className={styles.links}>
          <li>
            <Link to={paths.info(lang, 'terms-and-conditions')}>{t('site.geoBlock.terms')}</Link>
          </li>
          <li>
            <Link to={paths.info(lang, 'responsible-gaming')}>{t('site.geoBlock.responsibleGaming')}</Link>
          </li>
          <li>
            <Link to={paths.support}>{t('site.geoBlock.support')}</Link>
          </li>
        </ul>
      </section>
    </Page>
  );
}
