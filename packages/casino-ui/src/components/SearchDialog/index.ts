export {
  SearchDialog,
  type SearchDialogCategory,
  type SearchDialogProps,
  type SearchDialogProvider,
  type SearchDialogResult,
} from './SearchDialog';
export { formatGameCount } from './search-dialog-logic';
