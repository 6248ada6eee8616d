import { useLinkComponent } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import * as styles from './site-layout.css';

export function BrandLogo() {
  const Link = useLinkComponent();
  const { t } = useTranslation();
  return (
    <Link href={paths.home} className={styles.logo} aria-label={t('header.homeLink', { brand: brand.name })}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className={styles.logoMark} />
        <path d="M32 10l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" className={styles.logoStar} />
      </svg>
      <span className={styles.logoText}>{brand.name}</span>
    </Link>
  );
}
