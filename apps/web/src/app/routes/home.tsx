import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { Page } from '../../features/layout/page';
import { HomeSectionView } from '../../features/lobby/components/home-section';
import { LobbyCategoryBar } from '../../features/lobby/components/lobby-category-bar';
import { HOME_SECTIONS } from '../../features/lobby/home-sections';
import { GameSearchBox } from '../../features/search/components/game-search-box';
import * as styles from './home.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('home.title')}>
      <p className={styles.tagline}>
        <strong>{t('home.welcome', { brand: brand.name })}</strong> {t('home.tagline')}
      </p>
      <LobbyCategoryBar />
      {HOME_SECTIONS.filter((s) => s.enabled).map((section, index) => (
        <HomeSectionView key={section.id} section={section} eager={index === 0} />
      ))}
      {/* At the end of the lobby, where the popover has more room above than below (spec §2 direction auto). */}
      <section className={styles.finder} aria-labelledby="lobby-finder">
        <h2 id="lobby-finder" className={styles.finderTitle}>
          {t('lobby.home.finderTitle')}
        </h2>
        <div className={styles.finderBox}>
          <GameSearchBox label={t('lobby.home.finderLabel')} placeholder={t('nav.search')} />
        </div>
      </section>
    </Page>
  );
}
