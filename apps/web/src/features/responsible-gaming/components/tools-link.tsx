import { ButtonLink } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isLoggedIn, useAuth } from '@/features/auth';
import * as styles from './rg.css';

/** From the responsible-gaming information page to the player's own tools; nothing for a visitor. */
export function ToolsLink() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (!isLoggedIn(auth)) return null;
  return (
    <ButtonLink href={paths.responsibleGaming} variant="primary" size="md" className={styles.toolsLink}>
      {t('rg.toolsLink')}
    </ButtonLink>
  );
}
