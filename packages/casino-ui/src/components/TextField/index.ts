export { TextField, type TextFieldProps, type TextFieldStatus, type TextFieldStatusLabels } from './TextField';
export { textFieldStatuses } from './TextField.css';
