export { FullPageLoader, type FullPageLoaderProps } from './FullPageLoader';
