import type { Category } from '@casino/api-contract';
import { publicCategories } from '@casino/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { catalogueKeys } from './catalogue-keys';

/** docs/product.md#entities: only public categories (`is_public` 1) are ever shown. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => apiClient.call('gameCategories', { signal }),
    select: (categories) => publicCategories(categories),
    staleTime: freshness.games,
  });

/** A category's name in the active language when the catalogue knows its alias, else the API's name. */
export const categoryName = (category: Pick<Category, 'alias' | 'name'>, t: TFunction) =>
  t(`categories.${category.alias}` as 'categories.slots', { defaultValue: category.name });

export function useCategories(enabled = true) {
  const { t } = useTranslation();
  return useQuery({
    ...categoriesQuery(),
    select: (categories) => publicCategories(categories).map((c) => ({ ...c, name: categoryName(c, t) })),
    enabled,
  });
}
