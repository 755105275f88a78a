// The display's state now, for its part of the property dashboard.

export type DisplayState = "on" | "off";

/** `HH:mm` of a settings time (`1970-01-01T06:00:00Z` holds the wall-clock time 06:00). */
const clockOf = (value: unknown): string | undefined =>
  typeof value === "string" && /T\d{2}:\d{2}/.test(value) ? value.slice(11, 16) : undefined;

/**
 * The display's state now: on between its schedule's on and off time in the property's time zone (an off
 * time at or before the on time runs past midnight, 00:00 means midnight); without a schedule it is on.
 */
export function displayState(
  settings: Record<string, unknown>,
  now: Date,
  timeZone: string | undefined,
): { state: DisplayState; onTime?: string; offTime?: string; name?: string } {
  const onTime = clockOf(settings["schedule.onTime"]);
  const offTime = clockOf(settings["schedule.offTime"]);
  const name =
    typeof settings["general.displayName"] === "string" ? settings["general.displayName"] : undefined;
  if (!onTime || !offTime) return { state: "on", onTime, offTime, name };
  let local: string;
  try {
    local = new Intl.DateTimeFormat("en-GB", {
      timeZone: timeZone || "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(now);
  } catch {
    local = now.toISOString().slice(11, 16);
  }
  const on = onTime < offTime ? local >= onTime && local < offTime : local >= onTime || local < offTime;
  return { state: on ? "on" : "off", onTime, offTime, name };
}
