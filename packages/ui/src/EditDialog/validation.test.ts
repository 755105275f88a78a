import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n";
import type { Rule } from "./validation";
import {
  boundsRule,
  duplicateRule,
  lengthRule,
  isIp,
  isMacAddress,
  isMacList,
  isPin,
  isPrice,
  rules,
  validate,
  VALIDATION_KEYS,
} from "./validation";

const RUNS = { numRuns: 1000 };

// Read from disk rather than `import en from "../../locales/en/validation.json"`: the package's composite
// tsconfig includes only src and test, so importing a locale file would break `tsc -b` (TS6307).
type Messages = { [key: string]: string | Messages };
const readLocale = (code: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "..", "locales", code, "validation.json"), "utf8"),
  ) as Messages;
const en = readLocale("en");
const de = readLocale("de");

/** The English text of a key like "validation:ip.invalid", read from locales/en/validation.json. */
function english(key: string | undefined): string | undefined {
  if (key === undefined || !key.startsWith("validation:")) return undefined;
  let node: unknown = en;
  for (const part of key.slice("validation:".length).split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** Asserts the rule fails with `key`, and that English says exactly `text` for it. */
function expectFailure(result: string | undefined, key: string, text: string) {
  expect(result).toBe(key);
  expect(english(result)).toBe(text);
}

const SPEC = {
  required: "required",
  emailRequired: "E-Mail is required",
  emailInvalid: "E-Mail must be valid",
  ipRequired: "IP is required",
  ipInvalid: "IP must be valid",
  macRequired: "MAC Address is required",
  macInvalid: "MAC Address must be valid",
  priceInvalid: "price must be in valid format, eg. 999,99",
  pinInvalid: "Must be 4 digits, eg.: 1234",
  newPasswordRequired: "Password is required",
  newPasswordTooShort: "Password must be at least 4 characters",
  postalCodeTooLong: "Postal code must be at most 12 characters",
  enhancementPositionInvalid: "Value must be a number and greater than 0",
  upsellPositionNegative: "Position must not be negative!",
  minimumAgeTooYoung: "The guest must be at least 18 years old",
  documentExpired: "The document has expired",
  uploadTypeInvalid: "Only PNG and JPEG images can be uploaded",
  duplicateItem: "There already exists a condition or reward item with the same values",
  // Not the spec's: a number's bounds as the contract gives them (issue 26), named in the message.
  numberInvalid: "Enter a number",
  numberWhole: "Enter a whole number",
  numberBetween: "Between {{min}} and {{max}}",
  numberAtLeast: "At least {{min}}",
  numberAtMost: "At most {{max}}",
  // A text's maxLength as the contract gives it (issue 26).
  textTooLong: "Maximum length: {{maxLength}}",
} as const satisfies Record<keyof typeof VALIDATION_KEYS, string>;

const EMPTY_VALUES: unknown[] = ["", "   ", "\t\n", null, undefined];

describe("messages", () => {
  it.each(Object.entries(SPEC))("English text of %s is the spec's text", (name, text) => {
    const key = VALIDATION_KEYS[name as keyof typeof VALIDATION_KEYS];
    expect(english(key)).toBe(text);
  });

  it("has no English text without a key", () => {
    const count = (tree: Messages): number =>
      Object.values(tree).reduce<number>((n, v) => n + (typeof v === "string" ? 1 : count(v)), 0);
    expect(count(en)).toBe(Object.keys(VALIDATION_KEYS).length);
  });

  it("are translated through i18next in the namespace `validation`", () => {
    const i18n = createI18n({ lng: "en" });
    expect(i18n.t(rules.ip("01.2.3.4")!)).toBe("IP must be valid");
    expect(i18n.t(rules.price("9,999")!)).toBe("price must be in valid format, eg. 999,99");
    const german = i18n.getFixedT("de");
    expect(german(VALIDATION_KEYS.ipInvalid)).toBe((de.ip as Messages).invalid);
    expect(german(VALIDATION_KEYS.ipInvalid)).not.toBe("IP must be valid");
  });
});

describe("required", () => {
  it.each(EMPTY_VALUES)("rejects the empty value %j", (value) => {
    expectFailure(rules.required(value), "validation:required", "required");
  });
  it("treats an empty array as empty", () => {
    expect(rules.required([])).toBe("validation:required");
  });
  it.each([["x"], [" a "], [0], [false], [["a"]], [{}]])("accepts %j", (value) => {
    expect(rules.required(value)).toBeUndefined();
  });
});

describe("email", () => {
  it.each(EMPTY_VALUES)("is required: %j", (value) => {
    expectFailure(rules.email(value), "validation:email.required", "E-Mail is required");
  });
  it.each(["guest@example.com", "first.last+tag@mail.example.co.uk", "A_B-c@sub-domain.example.org"])(
    "accepts %s",
    (value) => {
      expect(rules.email(value)).toBeUndefined();
    },
  );
  it.each([
    "guest",
    "guest@",
    "@example.com",
    "guest@example",
    "guest@@example.com",
    "gu est@example.com",
    " guest@example.com",
    "guest@example..com",
    "guest@-example.com",
    "guest@example.com.",
  ])("rejects %s", (value) => {
    expectFailure(rules.email(value), "validation:email.invalid", "E-Mail must be valid");
  });
  it("rejects a value that is not a string", () => {
    expect(rules.email(42)).toBe("validation:email.invalid");
  });
});

// ---------------------------------------------------------------------------------------------------------
// IP

const octet = fc.integer({ min: 0, max: 255 });
const ipOf = (octets: (number | string)[]) => octets.map(String).join(".");
const validIp = fc.array(octet, { minLength: 4, maxLength: 4 }).map(ipOf);

/** An independent oracle: 4 parts, each the canonical decimal form of a number 0..255. */
function isIpOracle(text: string): boolean {
  const parts = text.split(".");
  return (
    parts.length === 4 &&
    parts.every((part) => /^\d+$/.test(part) && Number(part) <= 255 && String(Number(part)) === part)
  );
}

describe("ip", () => {
  it.each(EMPTY_VALUES)("is required: %j", (value) => {
    expectFailure(rules.ip(value), "validation:ip.required", "IP is required");
  });
  it.each(["0.0.0.0", "255.255.255.255", "192.168.1.10", "10.0.0.1", "1.2.3.4"])("accepts %s", (value) => {
    expect(rules.ip(value)).toBeUndefined();
    expect(rules.optionalIp(value)).toBeUndefined();
  });
  it.each([
    "01.2.3.4", // leading zero
    "1.2.3.04",
    "00.0.0.0",
    "256.1.1.1", // out of range
    "1.1.1.256",
    "1.2.3", // octet count
    "1.2.3.4.5",
    "1.2.3.",
    ".1.2.3.4",
    "1..2.3",
    "a.b.c.d",
    "1.2.3.4 ",
    " 1.2.3.4",
    "1.2.3.-4",
    "1.2.3.+4",
    "١.٢.٣.٤", // Arabic-Indic digits
  ])("rejects %s", (value) => {
    expectFailure(rules.ip(value), "validation:ip.invalid", "IP must be valid");
    expectFailure(rules.optionalIp(value), "validation:ip.invalid", "IP must be valid");
  });
  it("rejects a number", () => {
    expect(rules.ip(1234)).toBe("validation:ip.invalid");
  });
  it.each(EMPTY_VALUES)("optionalIp accepts the empty value %j", (value) => {
    expect(rules.optionalIp(value)).toBeUndefined();
  });

  it("accepts every dotted quad of octets 0..255", () => {
    fc.assert(
      fc.property(validIp, (ip) => {
        expect(rules.ip(ip)).toBeUndefined();
        expect(rules.optionalIp(ip)).toBeUndefined();
        expect(isIp(ip)).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects an octet of 256..999", () => {
    fc.assert(
      fc.property(
        fc.array(octet, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 256, max: 999 }),
        (octets, index, big) => {
          const ip = ipOf(octets.map((o, i) => (i === index ? big : o)));
          expect(rules.ip(ip)).toBe("validation:ip.invalid");
          expect(isIp(ip)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it("rejects an octet with a leading zero", () => {
    fc.assert(
      fc.property(
        fc.array(octet, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom("0", "00"),
        (octets, index, small, zeros) => {
          const ip = ipOf(octets.map((o, i) => (i === index ? `${zeros}${small}` : o)));
          expect(rules.ip(ip)).toBe("validation:ip.invalid");
        },
      ),
      RUNS,
    );
  });

  it("rejects a wrong count of octets", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(octet, { minLength: 1, maxLength: 3 }),
          fc.array(octet, { minLength: 5, maxLength: 10 }),
        ),
        (octets) => {
          expect(rules.ip(ipOf(octets))).toBe("validation:ip.invalid");
          expect(rules.optionalIp(ipOf(octets))).toBe("validation:ip.invalid");
        },
      ),
      RUNS,
    );
  });

  it("agrees with an independent oracle on strings of digits and dots", () => {
    const almostIp = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789."), minLength: 1, maxLength: 16 }),
      fc
        .array(fc.oneof(octet, fc.integer({ min: 0, max: 1200 }), fc.constantFrom("00", "01", "007", "")), {
          minLength: 3,
          maxLength: 5,
        })
        .map(ipOf),
    );
    fc.assert(
      fc.property(almostIp, (text) => {
        expect(rules.ip(text) === undefined).toBe(isIpOracle(text));
      }),
      RUNS,
    );
  });

  it("rejects any string holding a character other than a digit or a dot", () => {
    fc.assert(
      fc.property(
        validIp,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /[^0-9.]/.test(s)),
        (ip, at, junk) => {
          const position = at % (ip.length + 1);
          const text = ip.slice(0, position) + junk + ip.slice(position);
          expect(rules.ip(text)).toBe("validation:ip.invalid");
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// MAC

const hexDigit = fc.constantFrom(..."0123456789abcdefABCDEF");
const hexPair = fc.tuple(hexDigit, hexDigit).map(([a, b]) => a + b);
const pairsOf = (min: number, max: number) => fc.array(hexPair, { minLength: min, maxLength: max });
const validMac = pairsOf(6, 6).map((pairs) => pairs.join(":"));
const listSeparator = fc.constantFrom(",", ", ", " ,", " , ", ",\t", ",  ");
const validMacList = fc
  .tuple(fc.array(validMac, { minLength: 1, maxLength: 4 }), listSeparator)
  .map(([macs, separator]) => macs.join(separator));

describe("mac", () => {
  it.each(EMPTY_VALUES)("is required: %j", (value) => {
    expectFailure(rules.mac(value), "validation:mac.required", "MAC Address is required");
  });
  it.each(EMPTY_VALUES)("optionalMac accepts the empty value %j", (value) => {
    expect(rules.optionalMac(value)).toBeUndefined();
  });
  it.each([
    "aa:BB:cc:00:11:22", // mixed case
    "AA:BB:CC:DD:EE:FF", // upper case
    "aa:bb:cc:dd:ee:ff", // lower case
    "aa:bb:cc:dd:ee:ff,11:22:33:44:55:66",
    "aa:bb:cc:dd:ee:ff, 11:22:33:44:55:66",
    "aa:bb:cc:dd:ee:ff ,11:22:33:44:55:66 , 00:00:00:00:00:00",
  ])("accepts %s", (value) => {
    expect(rules.mac(value)).toBeUndefined();
    expect(rules.optionalMac(value)).toBeUndefined();
  });
  it.each([
    "aa:bb:cc:dd:ee:ff,", // trailing comma
    "aa:bb:cc:dd:ee:ff, ",
    ",aa:bb:cc:dd:ee:ff",
    "aa:bb:cc:dd:ee:ff,,11:22:33:44:55:66", // empty element
    "aa:bb:cc:dd:ee:gg", // not hex
    "aa:bb:cc:dd:ee", // 5 pairs
    "aa:bb:cc:dd:ee:ff:00", // 7 pairs
    "a:bb:cc:dd:ee:ff", // single digit
    "aaa:bb:cc:dd:ee:ff",
    "aa-bb-cc-dd-ee-ff", // dashes
    "aabbccddeeff",
    "aa:bb:cc:dd:ee:ff 11:22:33:44:55:66", // no comma
    " aa:bb:cc:dd:ee:ff",
  ])("rejects %s", (value) => {
    expectFailure(rules.mac(value), "validation:mac.invalid", "MAC Address must be valid");
    expectFailure(rules.optionalMac(value), "validation:mac.invalid", "MAC Address must be valid");
  });

  it("accepts six hex pairs in any mix of upper and lower case", () => {
    fc.assert(
      fc.property(validMac, (mac) => {
        expect(rules.mac(mac)).toBeUndefined();
        expect(isMacAddress(mac)).toBe(true);
        expect(rules.mac(mac.toUpperCase())).toBeUndefined();
        expect(rules.mac(mac.toLowerCase())).toBeUndefined();
      }),
      RUNS,
    );
  });

  it("accepts comma-separated lists, with or without whitespace around the commas", () => {
    fc.assert(
      fc.property(validMacList, (list) => {
        expect(rules.mac(list)).toBeUndefined();
        expect(rules.optionalMac(list)).toBeUndefined();
        expect(isMacList(list)).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects a non-hex character", () => {
    const notHex = fc.constantFrom(..."ghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ_-. #");
    fc.assert(
      fc.property(validMac, fc.nat(), notHex, (mac, at, bad) => {
        const digits = [...mac.matchAll(/[0-9a-fA-F]/g)].map((m) => m.index);
        const index = digits[at % digits.length]!;
        const broken = mac.slice(0, index) + bad + mac.slice(index + 1);
        expect(rules.mac(broken)).toBe("validation:mac.invalid");
        expect(isMacList(broken)).toBe(false);
      }),
      RUNS,
    );
  });

  it("rejects a wrong count of pairs", () => {
    fc.assert(
      fc.property(fc.oneof(pairsOf(1, 5), pairsOf(7, 12)), (pairs) => {
        expect(rules.mac(pairs.join(":"))).toBe("validation:mac.invalid");
      }),
      RUNS,
    );
  });

  it("rejects a single-digit pair", () => {
    fc.assert(
      fc.property(pairsOf(6, 6), fc.integer({ min: 0, max: 5 }), hexDigit, (pairs, index, digit) => {
        const mac = pairs.map((pair, i) => (i === index ? digit : pair)).join(":");
        expect(rules.mac(mac)).toBe("validation:mac.invalid");
      }),
      RUNS,
    );
  });

  it("rejects a trailing comma, a leading comma or an empty element", () => {
    fc.assert(
      fc.property(
        fc.array(validMac, { minLength: 1, maxLength: 4 }),
        listSeparator,
        fc.constantFrom("trailing", "leading", "empty"),
        (macs, separator, where) => {
          const list =
            where === "trailing"
              ? macs.join(separator) + separator
              : where === "leading"
                ? separator + macs.join(separator)
                : [...macs, "", ...macs].join(separator);
          expect(rules.mac(list)).toBe("validation:mac.invalid");
          expect(rules.optionalMac(list)).toBe("validation:mac.invalid");
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Price

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
const separator = fc.constantFrom(",", ".");

describe("price", () => {
  it.each(["999", "999,99", "999.9", "0,5", "0", "0.00", "12345678,90"])("accepts %s", (value) => {
    expect(rules.price(value)).toBeUndefined();
  });
  it.each([
    "9,",
    ",5",
    "9,99,9",
    "-1",
    "abc",
    "1 000",
    "9.999",
    "9,999",
    "1.000,00",
    "+1",
    " 9",
    "9e2",
    "٩٩",
  ])("rejects %s", (value) => {
    expectFailure(
      rules.price(value),
      "validation:price.invalid",
      "price must be in valid format, eg. 999,99",
    );
  });
  it.each(EMPTY_VALUES)("leaves the empty value %j to `required`", (value) => {
    expect(rules.price(value)).toBeUndefined();
  });
  it("checks a number by its String form", () => {
    expect(rules.price(999.5)).toBeUndefined();
    expect(rules.price(9.999)).toBe("validation:price.invalid");
    expect(rules.price(-1)).toBe("validation:price.invalid");
    expect(rules.price(Number.NaN)).toBe("validation:price.invalid");
    expect(rules.price(true)).toBe("validation:price.invalid");
  });

  it("accepts digits with an optional comma or dot and 1 or 2 decimals", () => {
    fc.assert(
      fc.property(digits(1, 12), fc.option(fc.tuple(separator, digits(1, 2))), (whole, fraction) => {
        const price = fraction ? whole + fraction[0] + fraction[1] : whole;
        expect(rules.price(price)).toBeUndefined();
        expect(isPrice(price)).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects 3 or more decimals", () => {
    fc.assert(
      fc.property(digits(1, 8), separator, digits(3, 8), (whole, sep, fraction) => {
        expect(rules.price(whole + sep + fraction)).toBe("validation:price.invalid");
      }),
      RUNS,
    );
  });

  it("rejects two separators", () => {
    fc.assert(
      fc.property(digits(0, 4), separator, digits(0, 4), separator, digits(0, 4), (a, sep1, b, sep2, c) => {
        expect(rules.price(a + sep1 + b + sep2 + c)).toBe("validation:price.invalid");
      }),
      RUNS,
    );
  });

  it("rejects letters and other characters anywhere", () => {
    const junk = fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /[^0-9.,]/.test(s));
    fc.assert(
      fc.property(digits(1, 6), fc.nat(), junk, (price, at, bad) => {
        const position = at % (price.length + 1);
        const text = price.slice(0, position) + bad + price.slice(position);
        fc.pre(text.trim() !== "");
        expect(rules.price(text)).toBe("validation:price.invalid");
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// PIN

describe("pin", () => {
  it.each(["1234", "0000", "0123", "9999"])("accepts %s", (value) => {
    expect(rules.pin(value)).toBeUndefined();
  });
  it.each(["123", "12345", "12a4", "abcd", "12 34", " 1234", "12.3", "-123", "١٢٣٤"])(
    "rejects %s",
    (value) => {
      expectFailure(rules.pin(value), "validation:pin.invalid", "Must be 4 digits, eg.: 1234");
    },
  );
  it("refuses a number (it would lose leading zeros)", () => {
    expect(rules.pin(1234)).toBe("validation:pin.invalid");
  });
  it.each(EMPTY_VALUES)("leaves the empty value %j to `required`", (value) => {
    expect(rules.pin(value)).toBeUndefined();
  });

  it("accepts any 4 digits", () => {
    fc.assert(
      fc.property(digits(4, 4), (pin) => {
        expect(rules.pin(pin)).toBeUndefined();
        expect(isPin(pin)).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects 1..3 or 5..10 digits", () => {
    fc.assert(
      fc.property(fc.oneof(digits(1, 3), digits(5, 10)), (pin) => {
        expect(rules.pin(pin)).toBe("validation:pin.invalid");
      }),
      RUNS,
    );
  });

  it("rejects 4 characters that are not all digits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(..."0123456789"), fc.string({ minLength: 1, maxLength: 1 })), {
          minLength: 4,
          maxLength: 4,
        }),
        (chars) => {
          const pin = chars.join("");
          fc.pre(/[^0-9]/.test(pin) && pin.trim() !== "");
          expect(rules.pin(pin)).toBe("validation:pin.invalid");
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// The other rules

describe("newPassword", () => {
  it.each(EMPTY_VALUES)("is required: %j", (value) => {
    expectFailure(rules.newPassword(value), "validation:newPassword.required", "Password is required");
  });
  it.each(["a", "abc", "a  "])("rejects the short %j", (value) => {
    expectFailure(
      rules.newPassword(value),
      "validation:newPassword.tooShort",
      "Password must be at least 4 characters",
    );
  });
  it("counts characters, not UTF-16 units", () => {
    expect(rules.newPassword("😀😀")).toBe("validation:newPassword.tooShort");
    expect(rules.newPassword("😀😀😀😀")).toBeUndefined();
  });
  it.each(["abcd", "secret password", "1234"])("accepts %j", (value) => {
    expect(rules.newPassword(value)).toBeUndefined();
  });
});

describe("postalCode", () => {
  it.each(["", null, undefined, "1010", "SW1A 1AA", "123456789012", 12345])("accepts %j", (value) => {
    expect(rules.postalCode(value)).toBeUndefined();
  });
  it.each(["1234567890123", "SW1A 1AA 12345", 1234567890123])("rejects %j", (value) => {
    expectFailure(
      rules.postalCode(value),
      "validation:postalCode.tooLong",
      "Postal code must be at most 12 characters",
    );
  });
});

describe("enhancementPosition", () => {
  it.each(["", null, undefined, 1, 0.5, 42, "3", " 7 "])("accepts %j", (value) => {
    expect(rules.enhancementPosition(value)).toBeUndefined();
  });
  it.each([0, -1, "0", "-2", Number.NaN, Number.POSITIVE_INFINITY, "abc", "1e3", true])(
    "rejects %j",
    (value) => {
      expectFailure(
        rules.enhancementPosition(value),
        "validation:enhancementPosition.invalid",
        "Value must be a number and greater than 0",
      );
    },
  );
});

describe("upsellPosition", () => {
  it.each(["", null, undefined, 0, 1, 3.5, "0", "12"])("accepts %j", (value) => {
    expect(rules.upsellPosition(value)).toBeUndefined();
  });
  it.each([-1, -0.5, "-1", "x", Number.NaN, Number.NEGATIVE_INFINITY])("rejects %j", (value) => {
    expectFailure(
      rules.upsellPosition(value),
      "validation:upsellPosition.negative",
      "Position must not be negative!",
    );
  });
});

describe("minimumAge", () => {
  const today = new Date(2026, 10, 20, 9, 30); // 20 November 2026, local time
  const age = (value: unknown, day: Date = today) => rules.minimumAge(value, { today: day });

  it("accepts a guest who turns 18 today or earlier", () => {
    expect(age("2008-11-20")).toBeUndefined();
    expect(age("2008-11-19")).toBeUndefined();
    expect(age("1950-01-01")).toBeUndefined();
  });
  it("rejects a guest who turns 18 tomorrow or later", () => {
    expectFailure(
      age("2008-11-21"),
      "validation:minimumAge.tooYoung",
      "The guest must be at least 18 years old",
    );
    expect(age("2008-12-01")).toBe("validation:minimumAge.tooYoung");
    expect(age("2020-01-01")).toBe("validation:minimumAge.tooYoung");
  });
  it("uses the local calendar day of `today`, whatever the time", () => {
    expect(age("2008-11-20", new Date(2026, 10, 20, 0, 0))).toBeUndefined();
    expect(age("2008-11-21", new Date(2026, 10, 20, 23, 59))).toBe("validation:minimumAge.tooYoung");
  });
  it("lets a guest born on 29 February come of age on 1 March of a common year", () => {
    expect(age("2008-02-29", new Date(2026, 1, 28))).toBe("validation:minimumAge.tooYoung");
    expect(age("2008-02-29", new Date(2026, 2, 1))).toBeUndefined();
  });
  it("fails for a value that is not a real YYYY-MM-DD date", () => {
    for (const value of ["2008-02-30", "2000-13-01", "01.01.2000", "abc", 20000101]) {
      expect(age(value)).toBe("validation:minimumAge.tooYoung");
    }
  });
  it("leaves the empty value to `required`", () => {
    expect(age("")).toBeUndefined();
    expect(age(null)).toBeUndefined();
  });
  it("defaults `today` to now", () => {
    expect(rules.minimumAge(`${new Date().getFullYear()}-01-01`)).toBe("validation:minimumAge.tooYoung");
    expect(rules.minimumAge(`${new Date().getFullYear() - 19}-01-01`)).toBeUndefined();
  });
});

describe("documentExpiry", () => {
  const today = new Date(2026, 10, 20, 18, 0);
  const expiry = (value: unknown, day: Date = today) => rules.documentExpiry(value, { today: day });

  it("accepts a document expiring today or later", () => {
    expect(expiry("2026-11-20")).toBeUndefined();
    expect(expiry("2026-11-21")).toBeUndefined();
    expect(expiry("2030-01-01")).toBeUndefined();
  });
  it("rejects a document that expired before today", () => {
    expectFailure(expiry("2026-11-19"), "validation:documentExpiry.expired", "The document has expired");
    expect(expiry("2025-12-31")).toBe("validation:documentExpiry.expired");
    expect(expiry("2026-11-20", new Date(2026, 10, 21, 0, 1))).toBe("validation:documentExpiry.expired");
  });
  it("fails for a value that is not a real date, and leaves the empty value to `required`", () => {
    expect(expiry("2026-02-29")).toBe("validation:documentExpiry.expired");
    expect(expiry("soon")).toBe("validation:documentExpiry.expired");
    expect(expiry("")).toBeUndefined();
    expect(expiry(undefined)).toBeUndefined();
  });
  it("defaults `today` to now", () => {
    expect(rules.documentExpiry("2000-01-01")).toBe("validation:documentExpiry.expired");
    expect(rules.documentExpiry(`${new Date().getFullYear() + 1}-01-01`)).toBeUndefined();
  });
});

describe("uploadType", () => {
  it.each([
    "photo.png",
    "PHOTO.PNG",
    "a.jpg",
    "scan.JPEG",
    "C:\\fakepath\\logo.Png",
    "image/png",
    "image/jpeg",
    "IMAGE/JPEG",
    "",
    null,
  ])("accepts %j", (value) => {
    expect(rules.uploadType(value)).toBeUndefined();
  });
  it.each([
    "photo.gif",
    "image/gif",
    "image/svg+xml",
    "png",
    ".png",
    "dir/.jpg",
    "photo.png.exe",
    "photo.jpgx",
    5,
  ])("rejects %j", (value) => {
    expectFailure(
      rules.uploadType(value),
      "validation:uploadType.invalid",
      "Only PNG and JPEG images can be uploaded",
    );
  });
  it("judges a File by its MIME type, or by its name when the type is unknown", () => {
    expect(rules.uploadType(new File(["x"], "a.png", { type: "image/png" }))).toBeUndefined();
    expect(rules.uploadType(new File(["x"], "a.jpeg", { type: "" }))).toBeUndefined();
    expect(rules.uploadType(new File(["x"], "a.png", { type: "image/gif" }))).toBe(
      "validation:uploadType.invalid",
    );
    expect(rules.uploadType(new File(["x"], "a.bmp", { type: "" }))).toBe("validation:uploadType.invalid");
  });
});

describe("duplicateRule", () => {
  interface Item {
    id: number;
    type: string;
    amount: number | null;
    rooms?: string[];
  }
  const items: Item[] = [
    { id: 1, type: "night", amount: 2, rooms: ["a", "b"] },
    { id: 2, type: "discount", amount: null },
  ];

  it("fails when another item has the same values on the compared fields", () => {
    const rule = duplicateRule(items, ["type", "amount"]);
    expectFailure(
      rule({ id: 99, type: "night", amount: 2 }),
      "validation:duplicateItem",
      "There already exists a condition or reward item with the same values",
    );
  });
  it("passes when any compared field differs, ignoring the fields not compared", () => {
    const rule = duplicateRule(items, ["type", "amount"]);
    expect(rule({ id: 1, type: "night", amount: 3 })).toBeUndefined();
    expect(rule({ id: 1, type: "Night", amount: 2 })).toBeUndefined();
  });
  it("ignores `self`, the item being edited", () => {
    const self = items[0]!;
    expect(duplicateRule(items, ["type", "amount"], self)({ ...self })).toBeUndefined();
    expect(duplicateRule(items, ["type", "amount"], items[1])({ ...self })).toBe("validation:duplicateItem");
  });
  it("compares arrays deeply and treats null, undefined and empty text as the same", () => {
    expect(duplicateRule(items, ["type", "rooms"])({ type: "night", rooms: ["a", "b"] })).toBe(
      "validation:duplicateItem",
    );
    expect(duplicateRule(items, ["type", "rooms"])({ type: "night", rooms: ["b", "a"] })).toBeUndefined();
    expect(duplicateRule(items, ["type", "amount"])({ type: "discount" })).toBe("validation:duplicateItem");
    expect(duplicateRule(items, ["type", "amount"])({ type: "discount", amount: "" })).toBe(
      "validation:duplicateItem",
    );
    expect(duplicateRule(items, ["type", "amount"])({ type: "discount", amount: 0 })).toBeUndefined();
  });
  it("passes with no items, no fields or a value that is not an object", () => {
    expect(duplicateRule<Item>([], ["type"])({ type: "night" })).toBeUndefined();
    expect(duplicateRule(items, [])({ type: "night", amount: 2 })).toBeUndefined();
    expect(duplicateRule(items, ["type"])("night")).toBeUndefined();
  });
});

describe("validate", () => {
  it("runs the rules in order and returns the first failure", () => {
    expect(validate("", ["required", "email"])).toBe("validation:required");
    expect(validate("", ["email", "required"])).toBe("validation:email.required");
    expect(validate("x", ["required", "email"])).toBe("validation:email.invalid");
    expect(validate("", ["price", "required"])).toBe("validation:required");
  });
  it("returns undefined when every rule passes", () => {
    expect(validate("guest@example.com", ["required", "email"])).toBeUndefined();
    expect(validate(undefined, [])).toBeUndefined();
  });
  it("mixes named rules with rule functions and passes the options on", () => {
    const custom: Rule = (value) => (value === "taken" ? "validation:duplicateItem" : undefined);
    expect(validate("taken", ["required", custom])).toBe("validation:duplicateItem");
    expect(validate("free", ["required", custom])).toBeUndefined();
    const today = new Date(2026, 10, 20);
    expect(validate("2008-11-20", ["minimumAge"], { today })).toBeUndefined();
    expect(validate("2008-11-21", ["required", "minimumAge"], { today })).toBe(
      "validation:minimumAge.tooYoung",
    );
  });
});

describe("boundsRule", () => {
  const count = boundsRule({ minimum: 1, maximum: 100_000, integer: true });
  it("passes empty values and whole numbers within the bounds", () => {
    for (const value of ["", null, undefined, "1", "100000", 250, " 42 "])
      expect(count(value)).toBeUndefined();
  });
  it("names the bound that a value breaks", () => {
    expect(count("0")).toBe(VALIDATION_KEYS.numberBetween);
    expect(count("100001")).toBe(VALIDATION_KEYS.numberBetween);
    expect(count(-3)).toBe(VALIDATION_KEYS.numberBetween);
    expect(count("1.5")).toBe(VALIDATION_KEYS.numberWhole);
    expect(count("abc")).toBe(VALIDATION_KEYS.numberInvalid);
    expect(boundsRule({ minimum: 0 })("-1")).toBe(VALIDATION_KEYS.numberAtLeast);
    expect(boundsRule({ maximum: 10 })("10,5")).toBe(VALIDATION_KEYS.numberAtMost);
    expect(boundsRule({ minimum: 0, maximum: 100_000 })("99,5")).toBeUndefined();
  });
});

describe("lengthRule", () => {
  const name = lengthRule(5);
  it("passes texts up to the limit, counted in characters (an emoji is one), and non-texts", () => {
    for (const value of ["", "Wien", "Graz!", "👍👍👍👍👍", null, undefined, 123456])
      expect(name(value)).toBeUndefined();
  });
  it("refuses a longer text with the key that states the limit", () => {
    expect(name("Zermatt")).toBe(VALIDATION_KEYS.textTooLong);
    expect(name("      ")).toBe(VALIDATION_KEYS.textTooLong);
  });
});
