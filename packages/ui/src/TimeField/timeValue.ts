import { Time } from "@internationalized/date";

// TimeField's public value is a string, so screens never handle @internationalized/date objects.

const TIME = /(?:^|T)(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/**
 * `HH:mm:ss` or `HH:mm` as a Time; null when empty or invalid. A date-time string (`1970-01-01T08:00:00Z`, how
 * settings store times) gives its time part as written, without any time-zone conversion.
 */
export function toTimeValue(value: string | null | undefined): Time | null {
  const match = value ? TIME.exec(value.trim()) : null;
  if (!match) return null;
  const [hour, minute, second] = [match[1], match[2], match[3] ?? "0"].map(Number) as [
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Time(hour, minute, second);
}

const pad = (part: number) => String(part).padStart(2, "0");

/** A Time as `HH:mm:ss`, or `HH:mm` without seconds; null for none. */
export function fromTimeValue(value: Time | null | undefined, withSeconds = true): string | null {
  if (!value) return null;
  const time = `${pad(value.hour)}:${pad(value.minute)}`;
  return withSeconds ? `${time}:${pad(value.second)}` : time;
}

/** Whether a time is a full hour (minute and second 0). */
export const isFullHour = (value: Time) => value.minute === 0 && value.second === 0;
