// The catalogue feature's public entry: categories, providers, the games of a category or provider and their pages.
export { categoriesQuery, categoryName, useCategories } from './api/get-categories';
export { providersQuery, useProviders } from './api/get-providers';
export { type CachedCategoryPage, cachedCategoryPage } from './cached-category-page';
export { LobbyCategoryBar } from './components/lobby-category-bar';
export { buildGameFilters } from './game-filters';
export { prefetchCategoryPage } from './prefetch-category-page';

/** `/categories`, loaded with its route. */
export const loadCategoriesPage = () => import('./components/categories-page').then((m) => m.CategoriesPage);
/** `/categories/{alias}`, loaded with its route. */
export const loadCategoryPage = () => import('./components/category-page').then((m) => m.CategoryPage);
/** `/providers`, loaded with its route. */
export const loadProvidersPage = () => import('./components/providers-page').then((m) => m.ProvidersPage);
