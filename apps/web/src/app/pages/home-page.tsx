import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { SlowLoadNotice } from '@/components/pending-content';
import { brand } from '@/config/brand';
import { LobbyCategoryBar } from '@/features/catalogue';
import { gameGroupQuery, HOME_SECTIONS, HomeSectionView } from '@/features/lobby';
import { GameSearchField } from '@/features/search';
import { useLoadStatusOf } from '@/lib/hooks/use-load-status';
import * as styles from './home-page.css';

const enabledSections = HOME_SECTIONS.filter((s) => s.enabled);

export function HomePage() {
  const { t } = useTranslation();
  // The sections' own queries, observed here too (same keys, no extra requests) for one notice for the whole lobby.
  const sectionQueries = enabledSections.map((section) => gameGroupQuery(section.categoryAlias, section.maxGames));
  const sections = useQueries({ queries: sectionQueries });
  const load = useLoadStatusOf(sections.map((query, i) => ({ query, queryKey: sectionQueries[i]?.queryKey ?? [] })));
  return (
    <Page title={t('home.title')}>
      <p className={styles.tagline}>
        <strong>{t('home.welcome', { brand: brand.name })}</strong> {t('home.tagline')}
      </p>
      <LobbyCategoryBar />
      <SlowLoadNotice status={load} variant="banner" />
      {enabledSections.map((section, index) => (
        <HomeSectionView key={section.id} section={section} eager={index === 0} />
      ))}
      {/* At the end of the lobby, where the popover has more room above than below (its direction is automatic: docs/product.md#dialogs-and-widgets). */}
      <section className={styles.finder} aria-labelledby="lobby-finder">
        <h2 id="lobby-finder" className={styles.finderTitle}>
          {t('lobby.home.finderTitle')}
        </h2>
        <div className={styles.finderBox}>
          <GameSearchField label={t('lobby.home.finderLabel')} placeholder={t('nav.search')} />
        </div>
      </section>
    </Page>
  );
}
