import { logoSvg } from 'virtual:brand';
import { useLinkComponent } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import * as styles from './site-layout.css';

/** The brand's logo.svg (checked at build, so it carries no script) and name, linking home. */
export function BrandLogo() {
  const Link = useLinkComponent();
  const { t } = useTranslation();
  return (
    <Link href={paths.home} className={styles.logo} aria-label={t('header.homeLink', { brand: brand.name })}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the brand folder's own SVG, checked and hidden from assistive technology by the build */}
      <span className={styles.logoMark} dangerouslySetInnerHTML={{ __html: logoSvg }} />
      <span className={styles.logoText}>{brand.name}</span>
    </Link>
  );
}
