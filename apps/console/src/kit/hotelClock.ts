import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { useSessionState } from "../session/SessionContext";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A UTC moment on the hotel's clock, "DD.MM.YYYY HH:mm" (platform.md's date format without seconds, as the
 * vouchers print times), or `format`'s; undefined without a moment or a time zone.
 */
export function onHotelClock(
  moment: unknown,
  timeZone: string | undefined,
  format = "DD.MM.YYYY HH:mm",
): string | undefined {
  if (typeof moment !== "string" || !moment || !timeZone) return undefined;
  const date = dayjs.utc(moment);
  if (!date.isValid()) return undefined;
  try {
    return date.tz(timeZone).format(format);
  } catch {
    return undefined;
  }
}

/** The instant of `time` on `day` at the hotel (its IANA zone; UTC when unknown), as an ISO string. */
export const hotelTime = (day: string, time: string, timeZone?: string): string =>
  (timeZone ? dayjs.tz(`${day} ${time}`, timeZone) : dayjs.utc(`${day}T${time}:00`)).toISOString();

/** A property the user works at, as the session lists it (its name, time zone and settings). */
export function useSessionProperty(propertyId: string | undefined) {
  const { properties } = useSessionState();
  return properties.find((property) => String(property.id) === propertyId);
}

/** The IANA time zone of a property the user works at (its settings), if it has one. */
export const usePropertyTimeZone = (propertyId: string | undefined): string | undefined =>
  useSessionProperty(propertyId)?.timezone || undefined;
