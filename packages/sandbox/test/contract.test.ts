import { describe, expect, it } from "vitest";
import { call, contractOperations, PROPERTY, sampleCall, testSandbox, fill } from "./harness";
import { samples } from "./samples";

const operations = contractOperations;

/** Answers that carry a file or an image: checked for status and type, not against a JSON schema. */
const isJson = (headers: Record<string, string>) => headers["Content-Type"] === "application/json";

describe("every operation of openapi.yaml", () => {
  const sandbox = testSandbox();

  it.each(operations.map((op) => [op.operationId, op] as const))(
    "%s answers with data that fits the contract",
    async (id, operation) => {
      sandbox.reset();
      const sample = samples[id] ?? {};
      const request = sampleCall(sandbox, operation, sample);
      const answer = await call(sandbox, request);
      const expected = sample.status ?? operation.successStatus;
      expect(
        answer.status,
        `${request.method} ${request.path}: ${JSON.stringify(answer.body).slice(0, 400)}`,
      ).toBe(expected);
      if (
        expected < 300 &&
        operation.successContentType &&
        operation.successContentType !== "application/json"
      ) {
        expect(answer.headers["Content-Type"]).toContain(operation.successContentType.split(";")[0]);
        // Large files (the voucher PDF) come as a stream of bytes.
        const body =
          answer.body instanceof ReadableStream
            ? new Uint8Array(await new Response(answer.body).arrayBuffer())
            : answer.body;
        expect((body as { length: number }).length).toBeGreaterThan(0);
      } else if (expected < 300) {
        expect(isJson(answer.headers)).toBe(true);
      }
    },
  );
});

describe("bad input never yields a 500", () => {
  const sandbox = testSandbox();
  const withInput = operations.filter(
    (op) => op.hasBody || op.parameters.some((p) => p.in === "query") || op.paramNames.length > 0,
  );

  it.each(withInput.map((op) => [op.operationId, op] as const))(
    "%s answers malformed input with a 4xx and a message",
    async (id, operation) => {
      sandbox.reset();
      const valid = sampleCall(sandbox, operation, samples[id] ?? {});
      const attempts = [];
      if (operation.hasBody) {
        attempts.push({ ...valid, body: undefined, raw: "{ not json" });
        attempts.push({ ...valid, body: undefined, raw: "42" });
      }
      const query = operation.parameters.filter((p) => p.in === "query");
      const typed = query.find((p) => {
        const schema = (p.schema ?? {}) as {
          type?: string;
          enum?: unknown[];
          format?: string;
          $ref?: string;
        };
        return (
          schema.type === "integer" ||
          schema.type === "number" ||
          schema.type === "boolean" ||
          schema.enum ||
          schema.format ||
          schema.$ref
        );
      });
      if (typed) attempts.push({ ...valid, query: { ...valid.query, [typed.name]: "%%not-valid%%" } });
      const required = query.find((p) => p.required);
      if (required) {
        const { [required.name]: _dropped, ...rest } = valid.query ?? {};
        attempts.push({ ...valid, query: rest });
      }
      const own = operation.paramNames.filter((n) => n !== "propertyId");
      if (own.length)
        attempts.push({
          ...valid,
          path: fill(operation.template, {
            propertyId: PROPERTY,
            ...Object.fromEntries(own.map((n) => [n, "does-not-exist"])),
          }),
        });
      if (operation.paramNames.includes("propertyId"))
        attempts.push({
          ...valid,
          path: fill(operation.template, {
            ...Object.fromEntries(operation.paramNames.map((n) => [n, "x"])),
            propertyId: "0000",
          }),
        });
      expect(attempts.length).toBeGreaterThan(0);
      for (const attempt of attempts) {
        const answer = await call(sandbox, attempt);
        const what = `${attempt.method} ${attempt.path}?${new URLSearchParams(attempt.query ?? {}).toString()} ${attempt.raw ?? ""}`;
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect((answer.body as { message?: unknown }).message, what).toEqual(expect.any(String));
      }
    },
  );

  it("names the field that is wrong", async () => {
    sandbox.reset();
    const answer = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/user",
      body: { email: "not-an-address", password: "abcd" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: "body/email" });
    expect((answer.body as { message: string }).message).toContain("email");
  });

  it("answers an unknown path with 404 and a wrong method with 405", async () => {
    expect((await call(sandbox, { method: "GET", path: "/api/cms/v3/nothing/here" })).status).toBe(404);
    expect((await call(sandbox, { method: "PATCH", path: "/api/cms/v3/user/index" })).status).toBe(405);
  });
});
