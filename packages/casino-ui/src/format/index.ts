export { formatDateTime, INVALID_DATE_TEXT, toValidDate } from './date-time';
export { resolveImageUrl } from './image-url';
export { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatMoney, MISSING_AMOUNT_TEXT, toMajorUnits } from './money';
