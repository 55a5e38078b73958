// The time axis's labels and the crosshair's time, in UTC, as lightweight-charts writes them by default in English
// ("Nov", "24", "14:05"; "24 Nov '26   14:05"), written here: its default formats each label with toLocaleString,
// and a page's first Intl call loads the browser's locale data, a task of 50 ms and more before a chart's first
// frame (see src/shared/numbers/separators.ts). The dashboard's charts place their points at unix seconds.
import { TickMarkType, type TickMarkFormatter, type TimeFormatterFn } from 'lightweight-charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The time of day in UTC: "14:05". */
const clockOf = (date: Date) => `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;

/** A tick mark's label at unix seconds `time`: the year, the month, the day, or the time of day in UTC. */
export function tickMarkLabel(time: number, type: TickMarkType): string {
  const date = new Date(time * 1000);
  switch (type) {
    case TickMarkType.Year:
      return String(date.getUTCFullYear());
    case TickMarkType.Month:
      return MONTHS[date.getUTCMonth()] as string;
    case TickMarkType.DayOfMonth:
      return String(date.getUTCDate());
    case TickMarkType.Time:
      return clockOf(date);
    case TickMarkType.TimeWithSeconds:
      return `${clockOf(date)}:${twoDigits(date.getUTCSeconds())}`;
  }
}

/** The crosshair's label on the time axis: "24 Nov '26", and with `withTime` the UTC time after it. */
export function crosshairLabel(time: number, withTime: boolean): string {
  const date = new Date(time * 1000);
  const year = twoDigits(date.getUTCFullYear() % 100);
  const day = `${twoDigits(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} '${year}`;
  return withTime ? `${day}   ${clockOf(date)}` : day;
}

/** For a chart's `timeScale.tickMarkFormatter`. */
export const tickMarkFormatter: TickMarkFormatter = (time, type) => tickMarkLabel(time as number, type);

/** For a chart's `localization.timeFormatter`; `withTime`: the chart's points are shorter than a day. */
export const crosshairFormatter =
  (withTime: boolean): TimeFormatterFn =>
  (time) =>
    crosshairLabel(time as number, withTime);
