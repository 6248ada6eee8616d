import { vipLevels } from 'virtual:brand/vip-levels';
import { Money, useLocaleFormat } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useContentLanguage } from '@/features/content';
import { useUiLanguage } from '@/features/language';
import * as styles from './vip-levels.css';

/** `/vip-club` (docs/product.md#content-pages): the brand's levels and what each one brings. */
export function VipClubPage() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const { language } = useUiLanguage();
  const format = useLocaleFormat();
  return (
    <Page title={t('nav.vipClub')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('content.vip.intro')}</p>
        <section className={styles.stack} aria-labelledby="vip-levels">
          <h2 id="vip-levels" className={styles.sectionTitle}>
            {t('content.vip.levelsTitle')}
          </h2>
          <ol className={styles.grid}>
            {vipLevels.map((level) => (
              <li key={level.id} className={styles.card}>
                <h3 id={`vip-level-${level.id}`} className={styles.levelName}>
                  {level.name[language]}
                </h3>
                <p className={styles.threshold}>
                  {level.pointsRequired === 0
                    ? t('content.vip.pointsFromFirst')
                    : t('content.vip.pointsRequired', { points: format.number(level.pointsRequired) })}
                  {level.byInvitation && ` · ${t('content.vip.byInvitation')}`}
                </p>
                <ul className={styles.benefits}>
                  <li>{t('content.vip.weeklyCashback', { percent: level.weeklyCashbackPercent })}</li>
                  <li>{t('content.vip.withdrawalTime', { hours: level.withdrawalHours })}</li>
                  <li>
                    {t('content.vip.withdrawalLimit')}: <Money minorUnits={level.dailyWithdrawalLimit} />
                  </li>
                  {level.birthdayGift && <li>{t('content.vip.birthdayGift')}</li>}
                  {level.personalManager && <li>{t('content.vip.personalManager')}</li>}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        <p>
          <Link className={styles.link} to={paths.info(lang, 'vip-club')}>
            {t('content.vip.rulesLink')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
