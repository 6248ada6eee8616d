export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { spinnerSizes } from './Spinner.css';
