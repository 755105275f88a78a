/**
 * The IANA time zones a property can be in, as picker options (issue 26: "Mars/Olympus" was saved as typed):
 * the zones this runtime's database knows, UTC included, sorted. The sandbox refuses any other with 400.
 */
let cached: { id: string; label: string }[] | undefined;

export function timeZoneOptions(): { id: string; label: string }[] {
  cached ??= [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])]
    .sort((a, b) => a.localeCompare(b, "en"))
    .map((zone) => ({ id: zone, label: zone }));
  return cached;
}
