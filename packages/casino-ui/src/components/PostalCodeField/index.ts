export {
  PostalCodeField,
  type PostalCodeFieldProps,
  type PostalCodeLookupLabels,
  type PostalCodeLookupStatus,
} from './PostalCodeField';
export { postalCodeLookupStatuses } from './PostalCodeField.css';
