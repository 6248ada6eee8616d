import { useTranslation } from 'react-i18next';
import * as styles from './header-search.css';
import { GameSearchField } from './search-box-facade';
import { SearchDialogLauncher } from './search-dialog-launcher';

/** The header's search: the popover box and the button that opens the full dialog (docs/product.md#dialogs-and-widgets). */
export function HeaderSearch() {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      {/* Opted in so Ctrl/Cmd + K jumps from this box to the full search dialog. */}
      <div data-search-shortcut className={styles.box}>
        <GameSearchField label={t('search.label')} placeholder={t('nav.search')} />
      </div>
      <SearchDialogLauncher />
    </div>
  );
}
