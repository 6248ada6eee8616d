// SpinnerGlyph is for the library's own busy parts (Button, fields, rows); src/index.ts does not export it.
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './Spinner';
export { spinnerSizes } from './Spinner.css';
