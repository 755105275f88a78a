import { describe, expect, it } from "vitest";
import { call, PROPERTY, testSandbox } from "./harness";

// One settings store (issue 44): every settings family checks a value by the same validator and answers in the
// same words, "<title> (<key>) <why>" with the field body/<key>, so a client (the console's settings tree, the
// CLI) handles them one way.
const V3 = `/api/cms/v3/${PROPERTY}`;
const FAMILIES = [
  ["weather", "/api/cms/v3/weather/settings", "display.forecastDays", "Forecast days"],
  ["gateway", `${V3}/onespeed/settings`, "network.radiusPort", "RADIUS port"],
  ["streaming", `${V3}/onestream/settings`, "general.enabled", "Streaming enabled"],
  ["display", `${V3}/onesquare/settings`, "content.slideSeconds", "Seconds per slide"],
  ["guest app", `${V3}/oneapp/settings`, "payment.depositPercent", "Deposit (% of the stay)"],
  [
    "self check-in",
    `${V3}/oneapp/self-checkin-settings`,
    "kiosk.idleTimeoutSeconds",
    "Back to start after (seconds)",
  ],
] as const;

describe("every settings family", () => {
  it.each(FAMILIES)(
    "%s refuses text for a number or a switch in the same words",
    async (_, path, key, title) => {
      const answer = await call(testSandbox(), { method: "PUT", path, body: { [key]: "ten" } });
      expect(answer.status).toBe(400);
      const { message, field } = answer.body as { message: string; field: string };
      expect(field).toBe(`body/${key}`);
      expect(message).toMatch(
        new RegExp(`^${title.replace(/[()%]/g, "\\$&")} \\(${key}\\) must be (a number|true or false)$`),
      );
    },
  );

  it.each(FAMILIES.filter(([family]) => family !== "guest app" && family !== "self check-in"))(
    "%s refuses a key its schema does not have",
    async (_, path) => {
      const answer = await call(testSandbox(), { method: "PUT", path, body: { "nothing.here": 1 } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: "There is no setting nothing.here",
        field: "body/nothing.here",
      });
    },
  );
});
