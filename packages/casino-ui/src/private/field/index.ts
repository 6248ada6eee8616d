// The library's private field frame (docs/architecture.md#what-may-import-what): never exported from src/index.ts.
export { FieldControl, type FieldControlProps } from './FieldControl';
export { FieldFrame, type FieldFrameProps } from './FieldFrame';
export { FieldMessages, type FieldMessagesProps } from './FieldMessages';
export { controlButton, input as fieldInput } from './field.css';
export { type FieldMessageProps, hasErrorMessage, useFieldDescription } from './use-field-description';
