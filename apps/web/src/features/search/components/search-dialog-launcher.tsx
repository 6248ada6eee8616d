import { Button, SEARCH_SHORTCUT_ARIA, useSearchShortcut } from '@casino/ui';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestSearchParams } from '@/lib/hooks/use-latest-search-params';
import { SEARCH_PARAMS } from '../search-url-state';
import { useOpenGameSearch } from '../use-open-game-search';

// The dialog, its filters and its queries are a chunk of their own: the lobby's first load does not carry them.
const GameSearchDialog = lazy(() => import('./game-search-dialog').then((m) => ({ default: m.GameSearchDialog })));

/** Opens the search dialog with a header button or Ctrl/Cmd + K from anywhere (docs/product.md#dialogs-and-widgets) by writing the URL. */
export function SearchDialogLauncher() {
  const { t } = useTranslation();
  const [params] = useLatestSearchParams();
  const open = params.has(SEARCH_PARAMS.term);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);

  const openDialog = useOpenGameSearch();
  useSearchShortcut(openDialog, { enabled: !open });

  return (
    <>
      <Button
        variant="ghost"
        size="md"
        aria-label={t('lobby.search.open')}
        aria-keyshortcuts={SEARCH_SHORTCUT_ARIA}
        onPress={openDialog}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <GameSearchDialog />
        </Suspense>
      ) : null}
    </>
  );
}
