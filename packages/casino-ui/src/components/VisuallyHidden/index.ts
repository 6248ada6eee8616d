export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
// The class alone, for the library's own elements that must stay what they are (a dialog title, a legend); not
// exported from src/index.ts.
export { visuallyHidden } from './VisuallyHidden.css';
