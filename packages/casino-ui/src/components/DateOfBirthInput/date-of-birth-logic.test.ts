import { BuddhistCalendar, CalendarDate, CalendarDateTime, toCalendar } from '@internationalized/date';
import { calendarDateToIso, isoToCalendarDate } from './date-of-birth-logic';

describe('isoToCalendarDate', () => {
  it.each<[input: string | null | undefined, expected: string | null]>([
    ['1990-05-17', '1990-05-17'],
    ['2000-02-29', '2000-02-29'],
    ['0999-01-01', '0999-01-01'],
    ['2001-02-29', null],
    ['2001-02-30', null],
    ['2001-13-01', null],
    ['2001-00-10', null],
    ['1990-5-17', null],
    ['17/05/1990', null],
    ['1990-05-17T00:00', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (input, expected) => {
    expect(isoToCalendarDate(input)?.toString() ?? null).toBe(expected);
  });
});

describe('calendarDateToIso', () => {
  it.each<[label: string, value: Parameters<typeof calendarDateToIso>[0], expected: string | null]>([
    ['a Gregorian date', new CalendarDate(1990, 5, 17), '1990-05-17'],
    ['a date with a time', new CalendarDateTime(1990, 5, 17, 13, 45), '1990-05-17'],
    [
      'a Buddhist calendar date (th-TH)',
      toCalendar(new CalendarDate(1990, 5, 17), new BuddhistCalendar()),
      '1990-05-17',
    ],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('writes %s as %j', (_label, value, expected) => {
    expect(calendarDateToIso(value)).toBe(expected);
  });
});
