/**
 * Validation rules of the schema-driven edit dialog. Every rule is a check (a predicate) wrapped in a function
 * that returns `undefined` when the value is valid, otherwise an i18n key in the namespace `validation`
 * (`locales/<code>/validation.json`); the caller translates it with `t(key)`.
 *
 * Conventions (one decision a line):
 * - "Empty" means `undefined`, `null`, `""` or a whitespace-only string (and, for `required` only, `[]`).
 * - Only required-type rules (`required`, `email`, `ip`, `mac`, `newPassword`) reject an empty value; every
 *   other rule accepts it, so `required` alone decides whether the field may stay empty.
 * - Values are never trimmed: " 1.2.3.4" is not an IP, the pattern has to match the whole string.
 * - Patterns use ASCII digits only (`\d` without the `u` flag), so "١٢٣٤" is not a PIN.
 */

/** The i18n keys (namespace `validation`) the rules return. */
export const VALIDATION_KEYS = {
  required: "validation:required",
  emailRequired: "validation:email.required",
  emailInvalid: "validation:email.invalid",
  ipRequired: "validation:ip.required",
  ipInvalid: "validation:ip.invalid",
  macRequired: "validation:mac.required",
  macInvalid: "validation:mac.invalid",
  priceInvalid: "validation:price.invalid",
  pinInvalid: "validation:pin.invalid",
  newPasswordRequired: "validation:newPassword.required",
  newPasswordTooShort: "validation:newPassword.tooShort",
  postalCodeTooLong: "validation:postalCode.tooLong",
  enhancementPositionInvalid: "validation:enhancementPosition.invalid",
  upsellPositionNegative: "validation:upsellPosition.negative",
  minimumAgeTooYoung: "validation:minimumAge.tooYoung",
  documentExpired: "validation:documentExpiry.expired",
  uploadTypeInvalid: "validation:uploadType.invalid",
  duplicateItem: "validation:duplicateItem",
  numberInvalid: "validation:number.invalid",
  numberWhole: "validation:number.whole",
  numberBetween: "validation:number.between",
  numberAtLeast: "validation:number.atLeast",
  numberAtMost: "validation:number.atMost",
  textTooLong: "validation:text.tooLong",
} as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

export type RuleName =
  | "email"
  | "required"
  | "ip"
  | "optionalIp"
  | "mac"
  | "optionalMac"
  | "price"
  | "pin"
  | "newPassword"
  | "postalCode"
  | "enhancementPosition"
  | "upsellPosition"
  | "minimumAge"
  | "documentExpiry"
  | "uploadType";

export interface RuleOptions {
  /** The day the date rules compare with (its local calendar day); `new Date()` when omitted. */
  today?: Date;
}

/** A rule: returns undefined when valid, otherwise an i18n key in namespace "validation" (e.g. "validation:ip.invalid"). */
export type Rule = (value: unknown, options?: RuleOptions) => string | undefined;

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** `undefined`, `null`, `""` and whitespace-only strings. */
export function isEmpty(value: unknown): value is null | undefined | string {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Length in characters (code points), so an emoji counts as one. */
const characters = (text: string) => [...text].length;

/** A string as is, a finite number as its `String` form (a number field's value); anything else undefined. */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A number as is, a plain decimal string ("3", "-1", "2.5", surrounding spaces allowed) as a number. */
function asNumber(value: unknown): unknown {
  if (typeof value === "string" && /^\s*[+-]?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** `YYYY-MM-DD` of a real calendar day (no 2023-02-29, no 2024-13-01), or undefined. */
function parseIsoDate(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // month's length in a leap year
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 && !leap ? 28 : daysInMonth)) return undefined;
  return { year, month, day };
}

/** The local calendar day of a date (a birthday or expiry is a calendar day, not an instant). */
const localDay = (date: Date): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/** Negative when a is before b, 0 on the same day, positive after. */
const compareDays = (a: CalendarDay, b: CalendarDay) => a.year - b.year || a.month - b.month || a.day - b.day;

// ---------------------------------------------------------------------------------------------------------
// Checks: what a valid value is, as a predicate (the rules below turn a failed check into its message key)

/** A test of a value: true when it is valid. */
export type Check = (value: unknown) => boolean;

/** A check of strings only: anything else fails. */
const text =
  (test: (value: string) => boolean): Check =>
  (value) =>
    typeof value === "string" && test(value);

/** A check of numbers only: anything else fails. */
const numeric =
  (test: (value: number) => boolean): Check =>
  (value) =>
    typeof value === "number" && test(value);

/** Anything but an empty value; an empty array counts as empty too (a multi-select with nothing picked). */
export const isFilled: Check = (value) => !isEmpty(value) && !(Array.isArray(value) && value.length === 0);

/**
 * An e-mail address: the WHATWG `input type=email` pattern, except that the domain needs at least one dot
 * ("name@localhost" is refused: guests and staff have addresses on the internet).
 */
export const isEmail = text((value) =>
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
    value,
  ),
);

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IP_PATTERN = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** An IPv4 address: four dot-separated octets 0..255 without leading zeros ("01.2.3.4" is invalid). */
export const isIp = text((value) => IP_PATTERN.test(value));

const MAC = "[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}";
const MAC_ADDRESS_PATTERN = new RegExp(`^${MAC}$`);
const MAC_LIST_PATTERN = new RegExp(`^${MAC}(?:\\s*,\\s*${MAC})*$`);

/** One MAC address: six colon-separated hex pairs, upper or lower case ("aa:BB:cc:00:11:22"). */
export const isMacAddress = text((value) => MAC_ADDRESS_PATTERN.test(value));

/**
 * The MAC field: one address or a comma-separated list; whitespace around the commas is allowed
 * ("aa:bb:cc:dd:ee:ff, 11:22:33:44:55:66"), an empty element or a trailing comma is not. Colons only (no "-").
 */
export const isMacList = text((value) => MAC_LIST_PATTERN.test(value));

/**
 * A price: digits, then optionally a comma or a dot and 1 or 2 decimals ("999", "999,99", "0,5").
 * 3 or more decimals are invalid (currencies have cents); no sign, no thousands separators.
 */
export const isPrice = text((value) => /^\d+(?:[.,]\d{1,2})?$/.test(value));

/** A PIN: exactly 4 digits (a string, so "0123" keeps its leading zero). */
export const isPin = text((value) => /^\d{4}$/.test(value));

/** A new password: at least 4 characters (code points; spaces count, nothing is trimmed). */
export const isNewPassword = text((value) => characters(value) >= 4);

/** A postal code: at most 12 characters (code points). */
export const isPostalCode = text((value) => characters(value) <= 12);

/** An enhancement position: a finite number greater than 0 (fractions allowed, the spec only says "> 0"). */
export const isEnhancementPosition = numeric((value) => Number.isFinite(value) && value > 0);

/** An upsell position: a finite number that is not negative (0 is allowed). */
export const isUpsellPosition = numeric((value) => Number.isFinite(value) && value >= 0);

/** A real calendar day as `YYYY-MM-DD`. */
export const isIsoDate = text((value) => parseIsoDate(value) !== undefined);

/**
 * A birthday (`YYYY-MM-DD`) at least `years` years before `today`'s local calendar day. The birthday counts:
 * born 2008-11-20 is 18 on 2026-11-20. Born on 29 February, one comes of age on 1 March in a common year.
 */
export function minimumAgeCheck(today: Date, years = 18): Check {
  const now = localDay(today);
  const latestBirthday = { ...now, year: now.year - years };
  return text((value) => {
    const birthday = parseIsoDate(value);
    return birthday !== undefined && compareDays(birthday, latestBirthday) <= 0;
  });
}

/** An expiry date (`YYYY-MM-DD`) on or after `today`'s local calendar day: a document is valid on its last day. */
export function documentExpiryCheck(today: Date): Check {
  const now = localDay(today);
  return text((value) => {
    const expiry = parseIsoDate(value);
    return expiry !== undefined && compareDays(expiry, now) >= 0;
  });
}

const UPLOAD_MIME_TYPES = new Set(["image/png", "image/jpeg"]);
const UPLOAD_FILE_NAME = /^.*[^/\\]\.(?:png|jpe?g)$/i;

const isUploadString = (value: string) =>
  UPLOAD_MIME_TYPES.has(value.toLowerCase()) || UPLOAD_FILE_NAME.test(value);

/**
 * An image upload of type PNG or JPEG. A string is valid as a MIME type ("image/png", "image/jpeg", any case)
 * or as a file name ending in .png, .jpg or .jpeg (any case, a path is fine). A `File` (or any object with
 * `type` / `name`) is judged by its MIME type when it has one, otherwise by its name.
 */
export const isUploadType: Check = (value) => {
  if (typeof value === "string") return isUploadString(value);
  if (typeof value !== "object" || value === null) return false;
  const { type, name } = value as { type?: unknown; name?: unknown };
  if (typeof type === "string" && type !== "") return UPLOAD_MIME_TYPES.has(type.toLowerCase());
  return typeof name === "string" && UPLOAD_FILE_NAME.test(name);
};

/** Field values are equal when deeply equal; `undefined`, `null` and `""` all mean "not set" and are equal. */
function sameValue(a: unknown, b: unknown): boolean {
  const unset = (v: unknown) => v === undefined || v === null || v === "";
  if (unset(a) || unset(b)) return unset(a) && unset(b);
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * A value (an object) that no item of `existing` except `self` (compared by reference: the item being edited)
 * equals on every one of `fields`. A non-object value has nothing to compare and passes. With no fields, no
 * item matches (an empty comparison would make every item a duplicate).
 */
export function duplicateCheck<T>(existing: readonly T[], fields: readonly (keyof T)[], self?: T): Check {
  return (value) => {
    if (typeof value !== "object" || value === null || fields.length === 0) return true;
    const candidate = value as Partial<T>;
    return !existing.some(
      (item) =>
        item !== self &&
        typeof item === "object" &&
        item !== null &&
        fields.every((field) => sameValue(candidate[field], item[field])),
    );
  };
}

// ---------------------------------------------------------------------------------------------------------
// Rules

const check =
  (valid: Check, key: ValidationKey): Rule =>
  (value) =>
    valid(value) ? undefined : key;

/** A required rule: `requiredKey` when empty, otherwise `valid` decides. */
const requiredThen =
  (valid: Check, requiredKey: ValidationKey, invalidKey: ValidationKey): Rule =>
  (value) => {
    if (isEmpty(value)) return requiredKey;
    return valid(value) ? undefined : invalidKey;
  };

/** An optional rule: an empty value passes, otherwise `valid` decides. */
const emptyOr =
  (valid: Check, key: ValidationKey, convert: (value: unknown) => unknown = (v) => v): Rule =>
  (value) => {
    if (isEmpty(value)) return undefined;
    return valid(convert(value)) ? undefined : key;
  };

export const rules: Record<RuleName, Rule> = {
  /** Required; then an e-mail address (see `isEmail`). */
  email: requiredThen(isEmail, VALIDATION_KEYS.emailRequired, VALIDATION_KEYS.emailInvalid),
  /** Anything but empty (`[]` is empty too); `false` and `0` are values. */
  required: check(isFilled, VALIDATION_KEYS.required),
  /** Required; then an IPv4 address. */
  ip: requiredThen(isIp, VALIDATION_KEYS.ipRequired, VALIDATION_KEYS.ipInvalid),
  /** Empty, or an IPv4 address. */
  optionalIp: emptyOr(isIp, VALIDATION_KEYS.ipInvalid),
  /** Required; then one MAC address or a comma-separated list. */
  mac: requiredThen(isMacList, VALIDATION_KEYS.macRequired, VALIDATION_KEYS.macInvalid),
  /** Empty, or one MAC address or a comma-separated list. */
  optionalMac: emptyOr(isMacList, VALIDATION_KEYS.macInvalid),
  /** Empty passes (`required` decides); a string, or a finite number by its `String` form, must be a price. */
  price: emptyOr(isPrice, VALIDATION_KEYS.priceInvalid, asText),
  /** Empty passes (`required` decides); otherwise a string of exactly 4 digits (a number is refused). */
  pin: emptyOr(isPin, VALIDATION_KEYS.pinInvalid),
  /** Required; then at least 4 characters. */
  newPassword: requiredThen(
    isNewPassword,
    VALIDATION_KEYS.newPasswordRequired,
    VALIDATION_KEYS.newPasswordTooShort,
  ),
  /** Empty passes; a string, or a number by its `String` form, of at most 12 characters. */
  postalCode: emptyOr(isPostalCode, VALIDATION_KEYS.postalCodeTooLong, asText),
  /** Empty passes; a number, or a decimal string, greater than 0. */
  enhancementPosition: emptyOr(isEnhancementPosition, VALIDATION_KEYS.enhancementPositionInvalid, asNumber),
  /** Empty passes (`required` decides); a number, or a decimal string, that is 0 or more. */
  upsellPosition: emptyOr(isUpsellPosition, VALIDATION_KEYS.upsellPositionNegative, asNumber),
  /** Empty passes; a `YYYY-MM-DD` birthday 18 years before `options.today` or earlier. Not a real date fails. */
  minimumAge: (value, options) =>
    emptyOr(minimumAgeCheck(options?.today ?? new Date()), VALIDATION_KEYS.minimumAgeTooYoung)(value),
  /** Empty passes; a `YYYY-MM-DD` date on or after `options.today`. Not a real date fails. */
  documentExpiry: (value, options) =>
    emptyOr(documentExpiryCheck(options?.today ?? new Date()), VALIDATION_KEYS.documentExpired)(value),
  /** Empty passes; a PNG/JPEG file name, MIME type or `File`. */
  uploadType: emptyOr(isUploadType, VALIDATION_KEYS.uploadTypeInvalid),
};

/**
 * The duplicate check of upsell conditions and reward items: fails with "There already exists a condition or
 * reward item with the same values" when an item of `existing` other than `self` equals the value (an object)
 * on every one of `fields` (see `duplicateCheck` for the equality).
 */
export function duplicateRule<T>(existing: T[], fields: (keyof T)[], self?: T): Rule {
  return check(duplicateCheck(existing, fields, self), VALIDATION_KEYS.duplicateItem);
}

/** A number field's text as a number ("1.5", "1,5", "-3", spaces around); NaN when it is no plain number. */
function numberOf(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || !/^\s*[+-]?\d+(?:[.,]\d+)?\s*$/.test(value)) return Number.NaN;
  return Number(value.trim().replace(",", "."));
}

/**
 * The rule of a number's bounds (the contract's minimum, maximum and integer type). Empty passes (`required`
 * decides). The key names the bound it broke; the dialog fills in `{{min}}` and `{{max}}` from the bounds, so
 * the message states them ("Between 1 and 100,000").
 */
export function boundsRule(bounds: { minimum?: number; maximum?: number; integer?: boolean }): Rule {
  const { minimum, maximum, integer } = bounds;
  return (value) => {
    if (isEmpty(value)) return undefined;
    const number = numberOf(value);
    if (!Number.isFinite(number)) return VALIDATION_KEYS.numberInvalid;
    if (integer && !Number.isInteger(number)) return VALIDATION_KEYS.numberWhole;
    if ((minimum !== undefined && number < minimum) || (maximum !== undefined && number > maximum)) {
      return boundsKey(bounds);
    }
    return undefined;
  };
}

/**
 * The rule of a text's `maxLength` (the contract's), counted in characters as the server counts them (an emoji
 * is one). The dialog fills in `{{maxLength}}`.
 */
export function lengthRule(maxLength: number): Rule {
  return (value) =>
    typeof value === "string" && characters(value) > maxLength ? VALIDATION_KEYS.textTooLong : undefined;
}

/** The key that states a number's bounds: between both, at least the minimum, or at most the maximum. */
export function boundsKey({ minimum, maximum }: { minimum?: number; maximum?: number }): ValidationKey {
  if (minimum !== undefined && maximum !== undefined) return VALIDATION_KEYS.numberBetween;
  return minimum !== undefined ? VALIDATION_KEYS.numberAtLeast : VALIDATION_KEYS.numberAtMost;
}

/** Runs rules in order; first failure wins. */
export function validate(
  value: unknown,
  ruleList: (RuleName | Rule)[],
  options?: RuleOptions,
): string | undefined {
  for (const entry of ruleList) {
    const rule = typeof entry === "string" ? rules[entry] : entry;
    const error = rule(value, options);
    if (error !== undefined) return error;
  }
  return undefined;
}
