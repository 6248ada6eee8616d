import { SearchPopover, type SearchPopoverResult } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_POPOVER_MAX_RESULTS } from '@/config/constants';
import { paths } from '@/config/paths';
import { gameImageUrl } from '@/lib/game-image';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useGameSearch } from '../api/search-games';
import { searchableTerm } from '../search-term';

type Props = {
  label: string;
  placeholder: string;
  /** Id of the input, so a caller can move focus into it. @default a generated id */
  id?: string;
  /** What the visitor typed before this box's code arrived (see search-box-facade.tsx). @default '' */
  initialTerm?: string;
};

/**
 * A search box with the popover of docs/product.md#dialogs-and-widgets: up to 10 games as you type, opening up or down by the room around it;
 * choosing one opens its page and clears the term.
 */
export function GameSearchBox({ label, placeholder, id, initialTerm = '' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const wanted = searchableTerm(term);
  const debounced = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const search = useGameSearch(debounced, SEARCH_POPOVER_MAX_RESULTS);

  // docs/product.md#error-texts: a failed search empties the results; a stale page of results never shows for a newer term.
  const settled = wanted !== null && wanted === debounced && !search.isPlaceholderData;
  const results: SearchPopoverResult[] =
    settled && search.data
      ? search.data.items.map((game) => ({
          id: game.id,
          name: game.name,
          provider: game.provider,
          imageSrc: gameImageUrl(game.image),
          href: paths.game(game.alias),
        }))
      : [];

  return (
    <SearchPopover
      term={term}
      onTermChange={setTerm}
      results={results}
      isSearching={wanted !== null && (!settled || search.isFetching)}
      minChars={SEARCH_MIN_CHARS}
      maxResults={SEARCH_POPOVER_MAX_RESULTS}
      placeholder={placeholder}
      label={label}
      id={id}
      searchingText={t('search.searching')}
      noResultsText={t('search.noResults')}
      onSelect={(result) => {
        setTerm('');
        navigate(result.href);
      }}
    />
  );
}
