import { describe, expect, it } from "vitest";
import { call, PROPERTY, testSandbox } from "./harness";

// The gateway settings screen's calls (products.md sections 3, 5, 6 and 7, "Settings" and "Login types") as a
// property administrator makes them: the settings tree with its login types group, and the login type
// configuration that group reads and writes.
type Node = {
  key: string;
  title: string;
  type: string;
  secret?: boolean;
  integer?: boolean;
  options?: { value: unknown; text: string }[];
  items?: Node[];
};
type Message = { message: string; field?: string };

const BASE = `/api/cms/v3/${PROPERTY}/onespeed`;
const admin = () => testSandbox({ actAs: "admin@demo.test" });
const schemaOf = async (sandbox = admin()) =>
  ((await call(sandbox, { method: "GET", path: `${BASE}/settings/schema` })).body as { schema: Node[] })
    .schema;
const settingsOf = async (sandbox = admin()) =>
  (await call(sandbox, { method: "GET", path: `${BASE}/settings` })).body as Record<string, unknown>;
const loginTypesOf = async (sandbox = admin()) =>
  (await call(sandbox, { method: "GET", path: `${BASE}/logintypes/index` })).body as Record<
    string,
    unknown
  > & {
    enabledLoginTypes: string[];
  };
const save = (sandbox: ReturnType<typeof admin>, body: Record<string, unknown>) =>
  call(sandbox, { method: "PUT", path: `${BASE}/settings`, body });

function leaves(nodes: Node[]): Map<string, Node> {
  const found = new Map<string, Node>();
  const walk = (list: Node[]) => {
    for (const node of list) {
      if (node.items) walk(node.items);
      else found.set(node.key, node);
    }
  };
  walk(nodes);
  return found;
}

// The first call seeds the sandbox, which takes seconds on a busy machine.
describe("gateway settings", { timeout: 30_000 }, () => {
  it("offers the login types group with every login type of the spec", async () => {
    const schema = await schemaOf();
    const group = schema.find((node) => node.key === "loginTypes")!;
    expect(group.title).toBe("Login types");
    expect(group.items!.map((node) => node.title)).toEqual([
      "Anonymous sign-in",
      "Choose a ticket",
      "E-mail",
      "Access code",
      "Room number and name (PMS)",
      "Easy login mode",
      "Social sign-in",
      "Code by SMS",
      "E-mail verification service",
      "Show prices before authentication",
      "Hotel chain rewards",
      "Loyalty programme (dailypoint)",
    ]);
    const keys = [...leaves(group.items!).keys()];
    for (const key of [
      "email.validation.confirmationTemplate",
      "email.validation.sender",
      "email.validation.subject",
      "social.facebook.clientId",
      "social.google.clientSecret",
      "social.apple.clientSecret",
      "emailVerificationService.apiKey",
      "dailypointLogin.endpoint",
      "dailypointLogin.login",
      "dailypointLogin.password",
      "dailypointLogin.expiryTimezone",
      "dailypointLogin.programId",
      "dailypointLogin.newsletterId",
      "dailypointLogin.tickets.select",
      "dailypointLogin.tickets.exclusive",
    ])
      expect(keys).toContain(`loginTypes.${key}`);
    const easy = group.items!.find((node) => node.key === "loginTypes.easyLoginMode") as Node & {
      description: string;
    };
    expect(easy.description).toBe(
      "A name of only 3 letters is allowed, and the checkout date is also demanded.",
    );
  });

  it("marks the secrets and the loyalty programme's integer ids", async () => {
    const all = leaves(await schemaOf());
    const secrets = [...all.values()].filter((node) => node.secret).map((node) => node.key);
    expect(secrets.sort()).toEqual([
      "loginTypes.dailypointLogin.password",
      "loginTypes.emailVerificationService.apiKey",
      "loginTypes.social.apple.clientSecret",
      "loginTypes.social.facebook.clientSecret",
      "loginTypes.social.google.clientSecret",
    ]);
    for (const id of ["programId", "newsletterId", "propertyId"])
      expect(all.get(`loginTypes.dailypointLogin.${id}`)).toMatchObject({ type: "number", integer: true });
  });

  it("offers the property's tickets for each membership level", async () => {
    const sandbox = admin();
    const tickets = (await call(sandbox, { method: "GET", path: `${BASE}/ticket/index` })).body as {
      items: { id: string }[];
    };
    const gold = leaves(await schemaOf(sandbox)).get("loginTypes.dailypointLogin.tickets.gold")!;
    expect(gold.options!.map((option) => option.value)).toEqual(tickets.items.map((ticket) => ticket.id));
    expect(gold.options!.every((option) => option.text.length > 0)).toBe(true);
  });

  it("turns e-mail login on: the settings and the login type configuration both say so", async () => {
    const sandbox = admin();
    await save(sandbox, { "loginTypes.email.enabled": false });
    expect((await loginTypesOf(sandbox)).enabledLoginTypes).not.toContain("email");

    const answer = await save(sandbox, { "loginTypes.email.enabled": true });
    expect(answer.status).toBe(200);
    expect((answer.body as Record<string, unknown>)["loginTypes.email.enabled"]).toBe(true);
    expect((await settingsOf(sandbox))["loginTypes.email.enabled"]).toBe(true);
    const config = await loginTypesOf(sandbox);
    expect(config.enabledLoginTypes).toContain("email");
    expect((config.email as { enabled: boolean }).enabled).toBe(true);
  });

  it("saves the loyalty programme ids as integers into dailypointLogin", async () => {
    const sandbox = admin();
    const answer = await save(sandbox, {
      "loginTypes.dailypointLogin.programId": 204,
      "loginTypes.dailypointLogin.newsletterId": 7311,
      "loginTypes.dailypointLogin.propertyId": 51001,
    });
    expect(answer.status).toBe(200);
    const dailypoint = (await loginTypesOf(sandbox)).dailypointLogin as Record<string, unknown>;
    expect(dailypoint).toMatchObject({ programId: 204, newsletterId: 7311, propertyId: 51001 });
  });

  it("clears a secret given as null", async () => {
    const sandbox = admin();
    expect((await settingsOf(sandbox))["loginTypes.emailVerificationService.apiKey"]).toBeTruthy();
    expect((await save(sandbox, { "loginTypes.emailVerificationService.apiKey": null })).status).toBe(200);
    expect(await settingsOf(sandbox)).not.toHaveProperty("loginTypes.emailVerificationService.apiKey");
    const service = (await loginTypesOf(sandbox)).emailVerificationService as Record<string, unknown>;
    expect(service).not.toHaveProperty("apiKey");
  });

  it.each([
    [
      "an id with decimals",
      { "loginTypes.dailypointLogin.programId": 12.5 },
      "loginTypes.dailypointLogin.programId",
    ],
    [
      "an id as text",
      { "loginTypes.dailypointLogin.newsletterId": "12" },
      "loginTypes.dailypointLogin.newsletterId",
    ],
    ["a setting that does not exist", { "loginTypes.fax": true }, "loginTypes.fax"],
    [
      "a ticket the property lacks",
      { "loginTypes.dailypointLogin.tickets.gold": "nope" },
      "loginTypes.dailypointLogin.tickets.gold",
    ],
    [
      "e-mail confirmation without a sender",
      { "loginTypes.email.validation.enabled": true, "loginTypes.email.validation.sender": null },
      "loginTypes.email.validation.sender",
    ],
    [
      "the loyalty login without its endpoint",
      { "loginTypes.dailypointLogin.enabled": true, "loginTypes.dailypointLogin.endpoint": null },
      "loginTypes.dailypointLogin.endpoint",
    ],
  ])("refuses %s: 400 naming the field, nothing stored", async (_, body, field) => {
    const sandbox = admin();
    const before = await settingsOf(sandbox);
    const answer = await save(sandbox, body);
    expect(answer.status).toBe(400);
    const { message, field: named } = answer.body as Message;
    expect(`${named ?? ""} ${message}`).toContain(field);
    expect(await settingsOf(sandbox)).toEqual(before);
  });

  it("saves the login type configuration with integer ids (logintypes)", async () => {
    const sandbox = admin();
    const config = await loginTypesOf(sandbox);
    const dailypoint = {
      ...(config.dailypointLogin as object),
      programId: 301,
      newsletterId: 8001,
      propertyId: 9,
    };
    const answer = await call(sandbox, {
      method: "POST",
      path: `${BASE}/logintypes`,
      body: { ...config, dailypointLogin: dailypoint },
    });
    expect(answer.status).toBe(200);
    expect((await settingsOf(sandbox))["loginTypes.dailypointLogin.programId"]).toBe(301);
  });

  it("answers 404 for a property that does not exist", async () => {
    const answer = await call(testSandbox(), {
      method: "GET",
      path: "/api/cms/v3/999999/onespeed/settings/schema",
    });
    expect(answer.status).toBe(404);
  });

  it("keeps the settings from the front desk", async () => {
    const staff = testSandbox({ actAs: "staff@demo.test" });
    expect((await call(staff, { method: "GET", path: `${BASE}/settings` })).status).toBe(403);
    expect((await call(staff, { method: "GET", path: `${BASE}/settings/schema` })).status).toBe(403);
    expect((await save(staff, { "loginTypes.email.enabled": true })).status).toBe(403);
    expect((await call(staff, { method: "GET", path: `${BASE}/logintypes/index` })).status).toBe(403);
  });
});
