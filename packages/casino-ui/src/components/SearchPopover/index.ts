export {
  POPOVER_DIRECTION_THRESHOLD,
  type PopoverDirection,
  type PopoverDirectionInput,
  popoverDirection,
} from '../../private/popover-direction';
export { SearchPopover, type SearchPopoverProps, type SearchPopoverResult } from './SearchPopover';
export {
  DEFAULT_MAX_RESULTS as SEARCH_POPOVER_MAX_RESULTS,
  DEFAULT_MIN_CHARS as SEARCH_MIN_CHARS,
  isSearchableTerm,
} from './search-popover-logic';
