import { describe, expect, it } from "vitest";
import { getSingleton } from "../src/state";
import { call, PROPERTY, testSandbox } from "./harness";

/**
 * Issue 26, section 2: absurd values are refused with 400 and a message naming the field, never kept and
 * never a 500. The bounds come from openapi.yaml (request bodies and parameters) and from each settings
 * schema node (minimum, maximum, maxLength, pattern), which the settings forms show before sending.
 */
describe("the sandbox refuses values that break their bounds", () => {
  const refused = async (
    request: Parameters<typeof call>[1],
    field: string,
    message: RegExp,
  ): Promise<void> => {
    const sandbox = testSandbox();
    const answer = await call(sandbox, request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const body = answer.body as { message: string; field: string };
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  };

  it("a first name of 5,000 characters", async () => {
    const sandbox = testSandbox();
    const users = (await call(sandbox, { method: "GET", path: "/api/cms/v3/user/index" })).body as {
      items: { _id: string; email: string }[];
    };
    const user = users.items[1]!;
    const answer = await call(sandbox, {
      method: "PUT",
      path: `/api/cms/v3/user/${user._id}`,
      body: { ...user, firstname: "x".repeat(5000) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: "body/firstname must NOT have more than 200 characters",
      field: "body/firstname",
    });
  });

  it("a licence of 99,999,999,999 days, and of -5 days", async () => {
    for (const days of [99_999_999_999, -5, 2.5]) {
      await refused(
        {
          method: "PUT",
          path: `/api/cms/v3/${PROPERTY}/onespeed/license`,
          body: { info: { autoRenewDays: days, autoRenew: true, themes: 5 } },
        },
        "body/info/autoRenewDays",
        /^body\/info\/autoRenewDays must be/,
      );
    }
  });

  it("weather forecast days of -3 or 99 and a refresh of 0.5 minutes; the settings stay as they were", async () => {
    const sandbox = testSandbox();
    const before = getSingleton(sandbox.state, "/api/cms/v3/weather/settings", "");
    for (const [body, message] of [
      [{ "display.forecastDays": -3 }, "Forecast days (display.forecastDays) must be at least 1"],
      [{ "display.forecastDays": 99 }, "Forecast days (display.forecastDays) must be at most 16"],
      [
        { "provider.refreshMinutes": 0.5 },
        "Refresh interval (minutes) (provider.refreshMinutes) must be at least 5",
      ],
      [
        { "provider.apiKey": "k".repeat(201) },
        "API key (provider.apiKey) must not be longer than 200 characters",
      ],
      [{ "display.unit": "kelvin" }, "Temperature unit (display.unit) must be one of celsius, fahrenheit"],
      [{ "display.nonsense": 1 }, "There is no setting display.nonsense"],
    ] as const) {
      const answer = await call(sandbox, { method: "PUT", path: "/api/cms/v3/weather/settings", body });
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ message, field: `body/${Object.keys(body)[0]!}` });
    }
    expect(getSingleton(sandbox.state, "/api/cms/v3/weather/settings", "")).toEqual(before);
    const saved = await call(sandbox, {
      method: "PUT",
      path: "/api/cms/v3/weather/settings",
      body: { "display.forecastDays": 16 },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as Record<string, unknown>)["display.forecastDays"]).toBe(16);
  });

  it("the time zone Mars/Olympus, a zone in the wrong case, and keeps real zones", async () => {
    const sandbox = testSandbox();
    const path = `/api/cms/v3/property/${PROPERTY}`;
    const property = (await call(sandbox, { method: "GET", path })).body as Record<string, unknown>;
    for (const timezone of ["Mars/Olympus", "europe/vienna", "Europe/Atlantis"]) {
      const answer = await call(sandbox, { method: "PUT", path, body: { ...property, timezone } });
      expect(answer.status, timezone).toBe(400);
      expect(answer.body, timezone).toMatchObject({ field: "body/timezone" });
      expect((answer.body as { message: string }).message).toMatch(/^body\/timezone must match/);
    }
    for (const timezone of ["America/Argentina/Buenos_Aires", "UTC", "Asia/Kolkata"]) {
      const answer = await call(sandbox, { method: "PUT", path, body: { ...property, timezone } });
      expect(answer.status, timezone).toBe(200);
    }
  });

  it("a weather location whose country is a name, not an ISO 3166-1 code", async () => {
    await refused(
      {
        method: "POST",
        path: "/api/cms/v3/weather/location",
        body: { city: "Vienna", country: "Austria", active: true },
      },
      "body/country",
      /^body\/country must NOT have more than|^body\/country must match pattern/,
    );
  });

  it("numbers in the products' settings: a RADIUS port of 70,000, a deposit of 150 %, 0 seconds per slide", async () => {
    const cases: [product: string, key: string, value: number, message: RegExp][] = [
      ["onespeed", "network.radiusPort", 70_000, /must be at most 65535/],
      [
        "oneapp",
        "payment.depositPercent",
        150,
        /Deposit \(% of the stay\) \(payment.depositPercent\) must be at most 100/,
      ],
      ["onesquare", "content.slideSeconds", 0, /must be at least 1/],
    ];
    for (const [product, key, value, message] of cases)
      await refused(
        { method: "PUT", path: `/api/cms/v3/${PROPERTY}/${product}/settings`, body: { [key]: value } },
        `body/${key}`,
        message,
      );
  });

  it("numbers past their contract maximum: 5,000 devices on one ticket", async () => {
    await refused(
      {
        method: "POST",
        path: `/api/cms/v3/${PROPERTY}/onespeed/ticket`,
        body: {
          i18n: [{ language: "en", title: "Day" }],
          enabled: true,
          expireInHours: 24,
          maxDevices: 5000,
        },
      },
      "body/maxDevices",
      /must be <= 1000/,
    );
  });
});

describe("every settings schema the sandbox serves", () => {
  type Node = { key: string; type: string; minimum?: number; maximum?: number; items?: Node[] };
  const leaves = (nodes: Node[]): Node[] =>
    nodes.flatMap((node) => (node.items?.length ? leaves(node.items) : [node]));

  it("gives every number setting a minimum and a maximum, so the form can say the rule before sending", async () => {
    const sandbox = testSandbox();
    const paths = [
      "/api/cms/v3/weather/settings/schema",
      ...["onespeed", "onestream", "oneapp", "onesquare"].map(
        (product) => `/api/cms/v3/${PROPERTY}/${product}/settings/schema`,
      ),
      `/api/cms/v3/${PROPERTY}/oneapp/self-checkin-settings/schema`,
    ];
    const unbounded: string[] = [];
    for (const path of paths) {
      const answer = await call(sandbox, { method: "GET", path });
      expect(answer.status, path).toBe(200);
      for (const node of leaves((answer.body as { schema: Node[] }).schema))
        if (node.type === "number" && (node.minimum === undefined || node.maximum === undefined))
          unbounded.push(`${path} ${node.key}`);
    }
    expect(unbounded).toEqual([]);
  });
});
