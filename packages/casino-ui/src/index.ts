export {
  AmountInput,
  type AmountInputProps,
  type AmountParseError,
  currencySymbol,
  DEFAULT_QUICK_AMOUNTS,
  minorUnitDigits,
  type ParsedAmount,
  parseAmountToMinorUnits,
} from './components/AmountInput';
export { AppShell, type AppShellProps, BOTTOM_INSET_PROPERTY, setAppShellBottomInset } from './components/AppShell';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button';
export {
  type CardBrand,
  CardBrandIcon,
  type CardBrandIconProps,
  cardBrands,
  detectCardBrand,
} from './components/CardBrandIcon';
export {
  CategoryBar,
  type CategoryBarCategory,
  type CategoryBarDesktopLayout,
  type CategoryBarProps,
  type CategoryIconName,
  categoryBarDesktopLayouts,
  categoryIcon,
  categoryIconKey,
  categoryIconNames,
  categoryIcons,
  DEFAULT_CATEGORY_ICON,
  publicCategories,
  rovingFocusIndex,
} from './components/CategoryBar';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { type CoinCode, CoinIcon, type CoinIconProps, coinCodes, coinNames } from './components/CoinIcon';
export { ComboBox, type ComboBoxItem, type ComboBoxProps } from './components/ComboBox';
export {
  calendarDateToIso,
  DateOfBirthInput,
  type DateOfBirthInputHandle,
  type DateOfBirthInputProps,
  isoToCalendarDate,
} from './components/DateOfBirthInput';
export { DateTime, type DateTimeProps } from './components/DateTime';
export { EmptyState, type EmptyStateProps, type HeadingTag } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { Footer, type FooterGroup, type FooterLink, type FooterProps } from './components/Footer';
export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader';
export {
  DEFAULT_GAME_IMAGE_HEIGHT,
  DEFAULT_GAME_IMAGE_WIDTH,
  GameCard,
  type GameCardProps,
  GameCardSkeleton,
  type GameCardSkeletonProps,
} from './components/GameCard';
export {
  CAROUSEL_AUTO_SLIDE_WIDTH,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_SLIDES_PER_VIEW,
  type CarouselGame,
  type CarouselItem,
  carouselItems,
  DEFAULT_CAROUSEL_MAX_ITEMS,
  GameCarousel,
  type GameCarouselProps,
} from './components/GameCarousel';
export { GameGrid, type GameGridProps, GameGridSkeleton, type GameGridSkeletonProps } from './components/GameGrid';
export { type Gender, GenderSwitch, type GenderSwitchProps, genderValues } from './components/GenderSwitch';
export { Header, type HeaderProps } from './components/Header';
export {
  Modal,
  ModalBody,
  type ModalBodyProps,
  ModalClose,
  type ModalCloseProps,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  type ModalDescriptionProps,
  ModalFooter,
  type ModalFooterProps,
  ModalRoot,
  type ModalRootProps,
  type ModalSize,
  ModalTitle,
  type ModalTitleProps,
  ModalTrigger,
  type ModalTriggerProps,
  modalSizes,
} from './components/Modal';
export { Money, type MoneyProps } from './components/Money';
export { NetworkBadge, type NetworkBadgeProps, type UsdtNetwork, usdtNetworks } from './components/NetworkBadge';
export {
  MAX_BADGE_COUNT,
  NotificationBell,
  type NotificationBellProps,
  notificationBadgeText,
} from './components/NotificationBell';
export {
  NotificationList,
  type NotificationListItem,
  type NotificationListProps,
} from './components/NotificationList';
export { OneTimeCodeInput, type OneTimeCodeInputProps, sanitizeOneTimeCode } from './components/OneTimeCodeInput';
export {
  clampPage,
  normalizeTotalPages,
  PAGINATION_EDGE_PAGES,
  PAGINATION_MAX_FULL_PAGES,
  Pagination,
  type PaginationItem,
  type PaginationProps,
  paginationRange,
} from './components/Pagination';
export {
  defaultPasswordChecklistLabels,
  type PasswordCheck,
  PasswordChecklist,
  type PasswordChecklistLabels,
  type PasswordChecklistPolicy,
  type PasswordChecklistProps,
  type PasswordRuleId,
  passwordChecks,
  passwordRuleIds,
} from './components/PasswordChecklist';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput';
export {
  PostalCodeField,
  type PostalCodeFieldProps,
  type PostalCodeLookupLabels,
  type PostalCodeLookupStatus,
  postalCodeLookupStatuses,
} from './components/PostalCodeField';
export { clampProgress, ProgressBar, type ProgressBarProps, progressPercent } from './components/ProgressBar';
export { type PromotionOption, PromotionSelect, type PromotionSelectProps } from './components/PromotionSelect';
export {
  formatGameCount,
  SearchDialog,
  type SearchDialogCategory,
  type SearchDialogProps,
  type SearchDialogProvider,
  type SearchDialogResult,
} from './components/SearchDialog';
export {
  isSearchableTerm,
  POPOVER_DIRECTION_THRESHOLD,
  type PopoverDirection,
  type PopoverDirectionInput,
  popoverDirection,
  SEARCH_MIN_CHARS,
  SEARCH_POPOVER_MAX_RESULTS,
  SearchPopover,
  type SearchPopoverProps,
  type SearchPopoverResult,
} from './components/SearchPopover';
export {
  SegmentedControl,
  type SegmentedControlOption,
  type SegmentedControlProps,
} from './components/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export {
  SideMenu,
  SideMenuDrawer,
  type SideMenuDrawerProps,
  type SideMenuItem,
  type SideMenuProps,
  type SideMenuSection,
} from './components/SideMenu';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner';
export { StatusNotice, type StatusNoticeProps, type StatusNoticeVariant } from './components/StatusNotice';
export {
  TextField,
  type TextFieldProps,
  type TextFieldStatus,
  type TextFieldStatusLabels,
  textFieldStatuses,
} from './components/TextField';
export {
  DEFAULT_ERROR_TOAST_DURATION_MS,
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './components/Toast';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export {
  type ContinueState,
  continueState,
  Wizard,
  type WizardPosition,
  type WizardProps,
  type WizardStep,
  wizardPosition,
} from './components/Wizard';
export { formatDateTime, INVALID_DATE_TEXT, toValidDate } from './format/date-time';
export { resolveImageUrl } from './format/image-url';
export { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatMoney, MISSING_AMOUNT_TEXT, toMajorUnits } from './format/money';
export {
  isSearchShortcut,
  SEARCH_SHORTCUT_ARIA,
  SEARCH_SHORTCUT_KEY,
  SEARCH_SHORTCUT_OPT_IN_ATTRIBUTE,
  type UseSearchShortcutOptions,
  useSearchShortcut,
} from './hooks/useSearchShortcut';
export { breakpoints, mediaQueries } from './theme/breakpoints';
export { CasinoUIProvider, type CasinoUIProviderProps } from './theme/CasinoUIProvider';
export { COLOR_SCHEME_ATTRIBUTE, type ColorScheme, colorSchemes, isColorScheme } from './theme/color-scheme';
export { vars } from './theme/contract.css';
export {
  type LocaleFormatters,
  useCasinoLocale,
  useCasinoMessages,
  useLocaleFormat,
} from './theme/i18n';
export {
  type LinkComponent,
  LinkComponentContext,
  type LinkComponentProps,
  makeLinkComponent,
  useLinkComponent,
} from './theme/link';
export {
  type CasinoUIMessages,
  type CasinoUIMessagesOverride,
  defaultMessages,
  formatMessage,
  formatPlural,
  mergeMessages,
  type PluralMessage,
} from './theme/messages';
export { usePortalContainer } from './theme/portal';
export type { Tokens } from './theme/tokens';
export { createBrandTheme } from './themes/create-brand-theme';
