export { DateOfBirthInput, type DateOfBirthInputHandle, type DateOfBirthInputProps } from './DateOfBirthInput';
export { calendarDateToIso, isoToCalendarDate } from './date-of-birth-logic';
