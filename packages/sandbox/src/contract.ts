import type { operations } from "@cms/api";
import document from "@cms/api/openapi.json";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { LIMITS } from "./limits";
import { isTimeZone } from "./timeZones";

/** The operation ids of openapi.yaml, as generated into @cms/api. */
export type OperationId = keyof operations;
export type Method = "get" | "post" | "put" | "delete";

interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: object;
}

/** One operation of openapi.yaml as the sandbox routes, guards and validates it. */
export interface Operation {
  operationId: OperationId;
  method: Method;
  /** The path template, e.g. `/api/cms/v3/{propertyId}/onespeed/whitelist/{id}`. */
  template: string;
  tag: string;
  permission: string | undefined;
  /** `security: []`: callable without a session. */
  public: boolean;
  parameters: ParameterObject[];
  hasBody: boolean;
  bodyRequired: boolean;
  /** The largest body the operation takes (`x-max-body-bytes`, uploads), else the declared default. */
  maxBodyBytes: number;
  /** The first 2xx status the contract declares. */
  successStatus: number;
  successContentType: string | undefined;
  pattern: RegExp;
  paramNames: string[];
  literalSegments: number;
}

const METHODS: Method[] = ["get", "post", "put", "delete"];
type PathItem = Record<string, unknown> & { parameters?: ParameterObject[] };
type OperationObject = {
  operationId: OperationId;
  tags?: string[];
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  "x-permission"?: string;
  "x-max-body-bytes"?: number;
};

export const contract = document as unknown as {
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
};

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

function buildOperations(): Operation[] {
  const list: Operation[] = [];
  for (const [template, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      const paramNames: string[] = [];
      const source = template
        .split("/")
        .map((segment) =>
          segment.replace(/\{([^}]+)\}|[^{}]+/g, (whole, name?: string) => {
            if (name) {
              paramNames.push(name);
              return "([^/]+)";
            }
            return whole.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          }),
        )
        .join("/");
      const success = Object.keys(op.responses).find((status) => status.startsWith("2")) ?? "200";
      list.push({
        operationId: op.operationId,
        method,
        template,
        tag: op.tags?.[0] ?? "",
        permission: op["x-permission"],
        public: Array.isArray(op.security) && op.security.length === 0,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(p)),
        hasBody: Boolean(op.requestBody),
        bodyRequired: Boolean(op.requestBody?.required),
        maxBodyBytes: op["x-max-body-bytes"] ?? LIMITS.maxBodyBytes,
        successStatus: Number(success),
        successContentType: Object.keys(op.responses[success]?.content ?? {})[0],
        pattern: new RegExp(`^${source}$`),
        paramNames,
        literalSegments: template.split("/").filter((s) => s && !s.includes("{")).length,
      });
    }
  }
  return list;
}

function resolveRef<T>(value: T): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
  return (section && name ? contract.components[section]?.[name] : value) as T;
}

export const operations_: Operation[] = buildOperations();
/** The body limit of the operation a request goes to: the transport reads no more than this. */
export function bodyLimitOf(method: string, pathname: string): number {
  const found = route(method, pathname);
  return found && "operation" in found ? found.operation.maxBodyBytes : LIMITS.maxBodyBytes;
}

export const operationsById = new Map(operations_.map((op) => [op.operationId, op]));

/** Finds the operation for a method and path; literal segments win over parameters (`user/index` over `user/{id}`). */
export function route(
  method: string,
  pathname: string,
): { operation: Operation; params: Record<string, string> } | { allowed: Method[] } | null {
  const lower = method.toLowerCase();
  let best: { operation: Operation; params: Record<string, string> } | null = null;
  const allowed = new Set<Method>();
  for (const operation of operations_) {
    const match = operation.pattern.exec(pathname);
    if (!match) continue;
    allowed.add(operation.method);
    if (operation.method !== lower) continue;
    if (best && best.operation.literalSegments >= operation.literalSegments) continue;
    const params: Record<string, string> = {};
    operation.paramNames.forEach((name, i) => {
      // Callers check the percent-encoding first (limits.ts); a malformed one never throws here.
      let value = match[i + 1] ?? "";
      try {
        value = decodeURIComponent(value);
      } catch {
        /* kept as sent */
      }
      params[name] = value;
    });
    best = { operation, params };
  }
  if (best) return best;
  return allowed.size ? { allowed: [...allowed] } : null;
}

function createAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateSchema: false,
    coerceTypes,
    discriminator: true,
  });
  addFormats(ajv);
  ajv.addFormat("iana-time-zone", isTimeZone);
  ajv.addSchema(contract, "contract");
  return ajv;
}

const bodyAjv = createAjv(false);
const paramAjv = createAjv(true);
const cache = new Map<string, ValidateFunction>();

function compiled(ajv: Ajv2020, key: string, schema: object): ValidateFunction {
  let fn = cache.get(key);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(key, fn);
  }
  return fn;
}

/** A readable message naming the field, e.g. `body/email must match format "email"`. */
export function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${where} is invalid`;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = `${where}${first.instancePath}${missing ? `/${missing}` : ""}`;
  return missing ? `${path} is required` : `${path} ${first.message ?? "is invalid"}`;
}

/** A schema copied out of the document: its local `#/...` references now point into the contract. */
function intoContract(schema: object): object {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"contract#/')) as object;
}

export interface ValidationFailure {
  message: string;
  field: string;
}

/** Validates the JSON body against the operation's request schema. */
export function validateBody(operation: Operation, body: unknown): ValidationFailure | null {
  const ref = `contract#/${pointer("paths", operation.template, operation.method, "requestBody", "content", "application/json", "schema")}`;
  const validate = compiled(bodyAjv, `body:${operation.operationId}`, { $ref: ref });
  if (validate(body)) {
    const unknown = unknownField(schemaAt(ref), body, "body");
    return unknown ? { message: `${unknown} is not a field of this request`, field: unknown } : null;
  }
  const first = validate.errors?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return {
    message: describeErrors("body", validate.errors),
    field: `body${first?.instancePath ?? ""}${missing ? `/${missing}` : ""}`,
  };
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  patternProperties?: object;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** The schema a `contract#/...` or `#/...` reference points to. */
function schemaAt(ref: string): Schema {
  let node: unknown = contract;
  for (const part of ref.replace(/^(contract)?#\//, "").split("/")) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return (node ?? {}) as Schema;
}

const resolved = (schema: Schema): Schema => (schema.$ref ? resolved(schemaAt(schema.$ref)) : schema);

/** The branches of a `oneOf`/`anyOf` the value matches (the body has passed validation, so one does). */
function matching(branches: Schema[], value: unknown): Schema[] {
  return branches.filter((branch) =>
    compiled(bodyAjv, `branch:${JSON.stringify(branch)}`, intoContract(branch) as object)(value),
  );
}

/**
 * The first field of a request body that its schema does not name (`body/items/0/createdAt`), or null. The
 * sandbox refuses such fields instead of storing them: a client's typo or a stale field would otherwise be
 * saved silently. Request bodies only (answers may carry more than a client sends); an object schema with
 * `additionalProperties` or `patternProperties` (a map, free settings) or without `properties` stays open.
 */
function unknownField(schema: Schema, value: unknown, path: string): string | null {
  const node = resolved(schema);
  if (Array.isArray(value)) {
    if (!node.items) return null;
    for (const [index, item] of value.entries()) {
      const found = unknownField(node.items, item, `${path}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== "object") return null;
  // The parts that describe this object: the schema, its `allOf`, and the `oneOf`/`anyOf` branches it matches.
  const parts: Schema[] = [];
  const collect = (part: Schema) => {
    const own = resolved(part);
    parts.push(own);
    own.allOf?.forEach(collect);
    if (own.oneOf) matching(own.oneOf, value).forEach(collect);
    if (own.anyOf) matching(own.anyOf, value).forEach(collect);
  };
  collect(node);
  const open = parts.some(
    (part) =>
      (part.additionalProperties !== undefined && part.additionalProperties !== false) ||
      part.patternProperties,
  );
  const declared = parts.some((part) => part.properties);
  for (const [name, field] of Object.entries(value)) {
    const own = parts.find((part) => part.properties && Object.hasOwn(part.properties, name));
    if (!own) {
      if (open || !declared) continue;
      return `${path}/${name}`;
    }
    const found = unknownField(own.properties![name]!, field, `${path}/${name}`);
    if (found) return found;
  }
  return null;
}

/**
 * Validates and coerces path and query parameters (strings on the wire) to their declared types.
 * Returns the coerced query, or the failure.
 */
export function validateParameters(
  operation: Operation,
  path: Record<string, string>,
  query: URLSearchParams,
): { query: Record<string, unknown>; path: Record<string, unknown> } | ValidationFailure {
  const values: Record<"path" | "query", Record<string, unknown>> = { path: { ...path }, query: {} };
  for (const [name, value] of query) values.query[name] = value;
  for (const place of ["path", "query"] as const) {
    const declared = operation.parameters.filter((p) => p.in === place);
    const schema = {
      type: "object",
      properties: Object.fromEntries(declared.map((p) => [p.name, intoContract(p.schema ?? {})])),
      required: declared.filter((p) => p.required).map((p) => p.name),
    };
    const validate = compiled(paramAjv, `${place}:${operation.operationId}`, schema);
    if (!validate(values[place])) {
      const first = validate.errors?.[0];
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const name = missing ?? first?.instancePath.replace(/^\//, "") ?? place;
      return {
        message: missing
          ? `${place} parameter ${name} is required`
          : `${place} parameter ${name} ${first?.message ?? "is invalid"}`,
        field: name,
      };
    }
  }
  return values;
}

/** Validates an answer against the contract; used by the tests over every response the sandbox gives. */
export function validateResponse(operation: Operation, status: number, body: unknown): string | null {
  const responses = (contract.paths[operation.template]?.[operation.method] as OperationObject).responses;
  const declared = responses[String(status)] ?? responses.default;
  if (!declared) return `${operation.operationId}: status ${status} is not declared`;
  const resolved = resolveRef(declared as { $ref?: string; content?: Record<string, { schema?: object }> });
  const json = resolved.content?.["application/json"];
  if (!json?.schema) return null;
  const ref = (declared as { $ref?: string }).$ref
    ? `contract${(declared as { $ref: string }).$ref}/content/application~1json/schema`
    : `contract#/${pointer("paths", operation.template, operation.method, "responses", String(status), "content", "application/json", "schema")}`;
  const validate = compiled(bodyAjv, `response:${operation.operationId}:${status}`, { $ref: ref });
  return validate(body)
    ? null
    : `${operation.operationId} ${status}: ${describeErrors("response", validate.errors)}`;
}
