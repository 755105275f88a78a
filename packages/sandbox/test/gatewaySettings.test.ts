import { describe, expect, it } from "vitest";
import { call, PROPERTY, testSandbox, frontDesk, refusal, admin, listOf } from "./harness";

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

const BASE = `/api/cms/v3/${PROPERTY}/onespeed`;
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
const saveLoginTypes = (sandbox: ReturnType<typeof admin>, body: Record<string, unknown>) =>
  call(sandbox, { method: "POST", path: `${BASE}/logintypes`, body });

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
    const tickets = await listOf<{ id: string }>(sandbox, `${BASE}/ticket`);
    const gold = leaves(await schemaOf(sandbox)).get("loginTypes.dailypointLogin.tickets.gold")!;
    expect(gold.options!.map((option) => option.value)).toEqual(tickets.items.map((ticket) => ticket.id));
    expect(gold.options!.every((option) => option.text.length > 0)).toBe(true);
  });

  it("turns e-mail login on through the login type configuration, which the settings do not carry", async () => {
    const sandbox = admin();
    const config = await loginTypesOf(sandbox);
    const email = { ...(config.email as object), enabled: true };
    const answer = await saveLoginTypes(sandbox, { ...config, email });
    expect(answer.status).toBe(200);
    const saved = await loginTypesOf(sandbox);
    expect(saved.enabledLoginTypes).toContain("email");
    expect((saved.email as { enabled: boolean }).enabled).toBe(true);
    expect(Object.keys(await settingsOf(sandbox)).filter((key) => key.startsWith("loginTypes."))).toEqual([]);
  });

  it("saves the loyalty programme ids as integers into dailypointLogin", async () => {
    const sandbox = admin();
    const config = await loginTypesOf(sandbox);
    const dailypoint = {
      ...(config.dailypointLogin as object),
      programId: 204,
      newsletterId: 7311,
      propertyId: 51001,
    };
    expect((await saveLoginTypes(sandbox, { ...config, dailypointLogin: dailypoint })).status).toBe(200);
    const saved = (await loginTypesOf(sandbox)).dailypointLogin as Record<string, unknown>;
    expect(saved).toMatchObject({ programId: 204, newsletterId: 7311, propertyId: 51001 });
  });

  it("clears a secret left out of the saved configuration", async () => {
    const sandbox = admin();
    const config = await loginTypesOf(sandbox);
    const { apiKey, ...service } = config.emailVerificationService as Record<string, unknown>;
    expect(apiKey).toBeTruthy();
    expect((await saveLoginTypes(sandbox, { ...config, emailVerificationService: service })).status).toBe(
      200,
    );
    expect((await loginTypesOf(sandbox)).emailVerificationService).not.toHaveProperty("apiKey");
  });

  it.each([
    ["a login type in the settings", { "loginTypes.sms": true }, "loginTypes.sms"],
    ["a setting that does not exist", { "network.fax": true }, "network.fax"],
  ])("refuses %s in a settings save: 400 naming the key, nothing stored", async (_, body, field) => {
    const sandbox = admin();
    const before = await settingsOf(sandbox);
    const answer = await save(sandbox, body);
    expect(refusal(answer)).toContain(field);
    expect(await settingsOf(sandbox)).toEqual(before);
  });

  it.each([
    ["an id with decimals", { dailypointLogin: { programId: 12.5 } }, "programId"],
    ["an id as text", { dailypointLogin: { newsletterId: "12" } }, "newsletterId"],
    ["a ticket the property lacks", { dailypointLogin: { tickets: { gold: "nope" } } }, "tickets/gold"],
    [
      "e-mail confirmation without a sender",
      { email: { enabled: true, validation: { enabled: true } } },
      "email/validation/sender",
    ],
    [
      "the loyalty login without its endpoint",
      { dailypointLogin: { enabled: true, endpoint: "" } },
      "dailypointLogin/endpoint",
    ],
  ])("refuses %s in the login types: 400 naming the field, nothing stored", async (_, change, field) => {
    const sandbox = admin();
    const before = await loginTypesOf(sandbox);
    const merged = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [key, { ...(before[key] as object), ...value }]),
    );
    const answer = await saveLoginTypes(sandbox, { ...before, ...merged });
    expect(refusal(answer)).toContain(field);
    expect(await loginTypesOf(sandbox)).toEqual(before);
  });

  it("answers 404 for a property that does not exist", async () => {
    const answer = await call(testSandbox(), {
      method: "GET",
      path: "/api/cms/v3/999999/onespeed/settings/schema",
    });
    expect(answer.status).toBe(404);
  });

  it("keeps the settings from the front desk", async () => {
    const staff = frontDesk();
    expect((await call(staff, { method: "GET", path: `${BASE}/settings` })).status).toBe(403);
    expect((await call(staff, { method: "GET", path: `${BASE}/settings/schema` })).status).toBe(403);
    expect((await save(staff, { "network.ssid": "Lobby" })).status).toBe(403);
    expect((await call(staff, { method: "GET", path: `${BASE}/logintypes/index` })).status).toBe(403);
  });
});
