export { EmptyState, type EmptyStateProps, type HeadingTag } from './EmptyState';
