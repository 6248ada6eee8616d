export { CategoryBar, type CategoryBarDesktopLayout, type CategoryBarProps } from './CategoryBar';
export { categoryBarDesktopLayouts } from './CategoryBar.css';
export {
  type CategoryBarCategory,
  categoryIconKey,
  DEFAULT_CATEGORY_ICON,
  publicCategories,
  rovingFocusIndex,
} from './category-bar-logic';
export { type CategoryIconName, categoryIcon, categoryIconNames, categoryIcons } from './category-icons';
