/**
 * An IANA time zone the platform's time zone database knows, spelt as IANA spells it: `Europe/Vienna`,
 * links such as `Europe/Kiev` or `America/Argentina/Buenos_Aires`, and `UTC` pass; `Mars/Olympus` and
 * `europe/vienna` do not. (Intl accepts any letter case and answers links with their canonical name, so
 * the spelling is checked apart: every part of an IANA name starts with a capital letter.)
 */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
