import { useLinkComponent } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { BRAND_MARK } from '../../config/brand-mark';
import { paths } from '../../config/paths';
import * as styles from './site-layout.css';

export function BrandLogo() {
  const Link = useLinkComponent();
  const { t } = useTranslation();
  return (
    <Link href={paths.home} className={styles.logo} aria-label={t('header.homeLink', { brand: brand.name })}>
      <svg
        viewBox={`0 0 ${BRAND_MARK.size} ${BRAND_MARK.size}`}
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width={BRAND_MARK.size} height={BRAND_MARK.size} rx={BRAND_MARK.tileRadius} className={styles.logoMark} />
        <path d={BRAND_MARK.starPath} className={styles.logoStar} />
      </svg>
      <span className={styles.logoText}>{brand.name}</span>
    </Link>
  );
}
