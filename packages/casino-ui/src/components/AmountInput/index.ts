export { AmountInput, type AmountInputProps } from './AmountInput';
export {
  type AmountParseError,
  currencySymbol,
  DEFAULT_QUICK_AMOUNTS,
  minorUnitDigits,
  type ParsedAmount,
  parseAmountToMinorUnits,
} from './amount-input-logic';
