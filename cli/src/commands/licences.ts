import type { CmsClient, components } from "@cms/api";
import type { Context } from "../context";
import pLimit from "p-limit";
import { causedBy, CliError, ServerUnreachable, usageError } from "../errors";
import type { Column, Row } from "../output";
import { signedInClient } from "../session";
import { openJob, runJob, type JobOptions } from "../jobs/runner";
import {
  checkBadRows,
  countTargetKinds,
  readInputFile,
  resolveProperties,
  type TargetOptions,
} from "../jobs/targets";
import type { InputFormat } from "../jobs/input";

/** The CLI's product names (what ops people say) and the API's. */
export const PRODUCTS = {
  stream: "onestream",
  gateway: "onespeed",
  guestapp: "oneapp",
  digitalkey: "onekey",
} as const satisfies Record<string, components["schemas"]["Product"]>;

export type ProductName = keyof typeof PRODUCTS;
const PRODUCT_NAMES = Object.keys(PRODUCTS) as ProductName[];

/** Accepts the CLI's names and the API's (`onespeed`), case-insensitively. */
export function parseProduct(value: string): ProductName | undefined {
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  if (wanted in PRODUCTS) return wanted as ProductName;
  return PRODUCT_NAMES.find((name) => PRODUCTS[name] === wanted);
}

/** `--product`, repeatable or comma-separated; none or `all` means the four products. */
export function parseProducts(values: string[] | undefined): ProductName[] {
  const list = (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.length || list.includes("all")) return [...PRODUCT_NAMES];
  const products = list.map((value) => {
    const product = parseProduct(value);
    if (!product) throw usageError(`--product: "${value}" is not one of ${PRODUCT_NAMES.join(", ")}, all.`);
    return product;
  });
  return [...new Set(products)];
}

const PATHS = {
  stream: "/api/cms/v3/{propertyId}/onestream/license",
  gateway: "/api/cms/v3/{propertyId}/onespeed/license",
  guestapp: "/api/cms/v3/{propertyId}/oneapp/license",
  digitalkey: "/api/cms/v3/{propertyId}/onekey/license",
} as const;

/** openapi.yaml's bound on `autoRenewDays` (LicenceInfo, StreamLicenceInfo), which `--days` keeps to. */
export const MAX_AUTO_RENEW_DAYS = 3650;

/** The stream licence has no themes; the other three share one schema. */
const hasThemes = (product: ProductName) => product !== "stream";

type LicenceInfo = components["schemas"]["LicenceInfo"];
type LicenceBody = components["schemas"]["Licence"];

// One typed path stands for all four: their GET and PUT differ only in whether `info.themes` exists.
const asPath = (product: ProductName) => PATHS[product] as typeof PATHS.gateway;

async function getLicence(client: CmsClient, propertyId: string, product: ProductName) {
  const { data, error, response } = await client.GET(asPath(product), { params: { path: { propertyId } } });
  if (!data) throw new CliError(error?.message ?? `HTTP ${response.status}`);
  return data;
}

export interface LicenceItem {
  property: string;
  product: ProductName;
  /**
   * The planned absolute target (issue 30): the `validUntil` and `info` this item sets, fixed before the
   * first change and kept in the journal, so a retry, a resume or a re-fed failed-items file sends the same
   * values and never extends twice. Set for `--extend` (and rows with a `newValidUntil`).
   */
  target?: { validUntil: string; info: LicenceInfo };
  /** The `newValidUntil` of a `--from-file` row (a failed-items file carries the planned one). */
  newValidUntil?: string;
  /** Why the target could not be planned (the licence could not be read); the item fails uncalled. */
  planError?: string;
}

const licenceRow = (item: LicenceItem, licence: LicenceBody): Row => ({
  property: item.property,
  product: item.product,
  autoRenew: licence.info.autoRenew,
  autoRenewDays: licence.info.autoRenewDays,
  themes: hasThemes(item.product) ? licence.info.themes : undefined,
  validUntil: licence.validUntil,
});

const LIST_COLUMNS: Column[] = [
  { key: "property" },
  { key: "product" },
  { key: "autoRenew" },
  { key: "autoRenewDays" },
  { key: "themes" },
  { key: "validUntil" },
];

export type LicenceCommandOptions = TargetOptions & JobOptions & { product?: string[] };

/** Items from `--from-file` (columns `property` and optional `product`) or from the target options. */
async function planItems(
  ctx: Context,
  client: CmsClient,
  options: LicenceCommandOptions,
): Promise<{ items: LicenceItem[]; inputFormat: InputFormat }> {
  const kinds = countTargetKinds(options);
  if (kinds > 1) throw usageError("use one of --property, --group, --all and --from-file.");
  const products = parseProducts(options.product);
  if (options.fromFile) {
    const file = await readInputFile(ctx, options.fromFile);
    const bad = [...file.bad];
    const items: LicenceItem[] = [];
    for (const { line, record } of file.rows) {
      const property = (record.property ?? record.propertyId ?? "").trim();
      if (!/^[\w-]+$/.test(property)) {
        bad.push({ line, message: property ? `"${property}" is not a property id` : "property is missing" });
        continue;
      }
      const until = (record.newValidUntil ?? "").trim();
      const newValidUntil = until ? isoDate(until) : undefined;
      if (until && !newValidUntil) {
        bad.push({ line, message: `newValidUntil "${until}" is not an ISO date-time` });
        continue;
      }
      const extra = newValidUntil ? { newValidUntil } : {};
      const productText = (record.product ?? "").trim();
      if (productText && productText !== "all") {
        const product = parseProduct(productText);
        if (!product)
          bad.push({ line, message: `"${productText}" is not one of ${PRODUCT_NAMES.join(", ")}` });
        else items.push({ property, product, ...extra });
      } else {
        for (const product of products) items.push({ property, product, ...extra });
      }
    }
    checkBadRows(ctx, options.fromFile === "-" ? "stdin" : options.fromFile, bad, options.skipInvalid);
    const seen = new Set<string>();
    return {
      items: items.filter(
        (item) =>
          !seen.has(`${item.property}/${item.product}`) && seen.add(`${item.property}/${item.product}`),
      ),
      inputFormat: file.format,
    };
  }
  const properties = await resolveProperties(client, options);
  return {
    items: properties.flatMap((property) => products.map((product) => ({ property, product }))),
    inputFormat: "csv",
  };
}

const keyOf = (item: LicenceItem) => `${item.property}/${item.product}`;
const INPUT_COLUMNS: Column[] = [{ key: "property" }, { key: "product" }];

/** An ISO date-time as the API writes it, or undefined. */
function isoDate(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

export async function listLicences(ctx: Context, options: LicenceCommandOptions): Promise<number> {
  const { client } = await signedInClient(ctx);
  const { items, inputFormat } = await planItems(ctx, client, options);
  return runJob(
    ctx,
    {
      command: "licences list",
      mutating: false,
      items,
      params: {},
      keyOf,
      run: async (item) => licenceRow(item, await getLicence(client, item.property, item.product)),
      planColumns: INPUT_COLUMNS,
      planRow: (item) => ({ ...item }),
      resultColumns: [...LIST_COLUMNS, { key: "error" }],
      inputRow: (item) => ({ ...item }),
      inputColumns: INPUT_COLUMNS,
      inputFormat,
    },
    options,
  );
}

export interface RenewChanges {
  autoRenew?: boolean;
  autoRenewDays?: number;
  themes?: number;
  /** Extend `validUntil` by the (new) auto renew days: the renewal proper. */
  extend?: boolean;
}

export type RenewOptions = LicenceCommandOptions & {
  days?: number;
  autoRenew?: boolean;
  themes?: number;
  extend?: boolean;
};

const DAY = 24 * 60 * 60 * 1000;

/** The end of the next period: from the current end, or from now for a licence that already ran out. */
export function extendedUntil(validUntil: string | undefined, days: number, now = Date.now()): string {
  const end = validUntil ? Date.parse(validUntil) : NaN;
  const from = Number.isNaN(end) ? now : end;
  return new Date(from + days * DAY).toISOString();
}

const describeChanges = (changes: RenewChanges, item: LicenceItem) =>
  [
    ...Object.entries(changes)
      .filter(
        ([key, value]) =>
          value !== undefined && key !== "extend" && (key !== "themes" || hasThemes(item.product)),
      )
      .map(([key, value]) => `${key}=${String(value)}`),
    ...(item.target
      ? [`validUntil=${item.target.validUntil}`]
      : changes.extend || item.newValidUntil
        ? ["validUntil+=autoRenewDays"]
        : []),
  ].join(" ");

/** The licence `info` after the changes, from the current one. */
function changedInfo(current: LicenceInfo, changes: RenewChanges, product: ProductName): LicenceInfo {
  return {
    ...current,
    ...(changes.autoRenew !== undefined ? { autoRenew: changes.autoRenew } : {}),
    ...(changes.autoRenewDays !== undefined ? { autoRenewDays: changes.autoRenewDays } : {}),
    ...(changes.themes !== undefined && hasThemes(product) ? { themes: changes.themes } : {}),
  };
}

/** The licence `info` the changes fully determine (every field given, no `--extend`), else undefined. */
export function completeInfo(
  changes: RenewChanges,
  product: ProductName,
): { info: LicenceInfo; validUntil?: undefined } | undefined {
  if (changes.extend || changes.autoRenew === undefined || changes.autoRenewDays === undefined) return;
  if (hasThemes(product) && changes.themes === undefined) return;
  return {
    info: {
      autoRenew: changes.autoRenew,
      autoRenewDays: changes.autoRenewDays,
      ...(hasThemes(product) ? { themes: changes.themes } : {}),
    } as LicenceInfo,
  };
}

export async function renewLicences(ctx: Context, options: RenewOptions): Promise<number> {
  let items: LicenceItem[];
  let changes: RenewChanges;
  let inputFormat: InputFormat;
  let resumed;
  const { client } = await signedInClient(ctx);
  if (options.resume) {
    if (
      countTargetKinds(options) ||
      options.product ||
      options.days !== undefined ||
      options.autoRenew !== undefined ||
      options.themes !== undefined ||
      options.extend
    )
      throw usageError(
        "--resume takes targets and changes from the job's journal; leave out the other options.",
      );
    resumed = openJob<LicenceItem, RenewChanges & { inputFormat: InputFormat }>(
      ctx,
      options.resume,
      "licences renew",
    );
    items = resumed.header.items;
    ({ inputFormat, ...changes } = resumed.header.params);
  } else {
    changes = {
      autoRenew: options.autoRenew,
      autoRenewDays: options.days,
      themes: options.themes,
      extend: options.extend || undefined,
    };
    if (Object.values(changes).every((v) => v === undefined) && !options.fromFile)
      throw usageError(
        "say what to do: --extend, --days <n>, --auto-renew <true|false> and/or --themes <n>.",
      );
    ({ items, inputFormat } = await planItems(ctx, client, options));
    if (changes.themes !== undefined && items.length && items.every((item) => !hasThemes(item.product)))
      throw usageError("--themes: the stream licence has no themes.");
  }

  const extending = (item: LicenceItem) => Boolean(changes.extend || item.newValidUntil);
  if (!options.resume && Object.values(changes).every((v) => v === undefined) && !items.some(extending))
    throw usageError("say what to do: --extend, --days <n>, --auto-renew <true|false> and/or --themes <n>.");

  return runJob(
    ctx,
    {
      command: "licences renew",
      mutating: true,
      items,
      params: { ...changes, inputFormat },
      keyOf,
      // `--extend` reads each licence now, once, and fixes the end it sets: that absolute value goes into
      // the journal before the first change, and the run only writes it (issue 30).
      async prepare(planned, signal) {
        const limit = pLimit(Math.max(1, options.concurrency ?? 1));
        return Promise.all(
          planned.map((item) =>
            limit(async (): Promise<LicenceItem> => {
              if (!extending(item) || item.target || signal?.aborted) return item;
              try {
                const current = await getLicence(client, item.property, item.product);
                const info = changedInfo(current.info, changes, item.product);
                const validUntil =
                  item.newValidUntil ?? extendedUntil(current.validUntil, info.autoRenewDays);
                return { ...item, target: { validUntil, info } };
              } catch (error) {
                if (signal?.aborted || causedBy(error, ServerUnreachable)) throw error;
                return { ...item, planError: error instanceof Error ? error.message : String(error) };
              }
            }),
          ),
        );
      },
      planError: (item) => item.planError,
      async run(item) {
        let body: LicenceBody;
        if (item.target) {
          body = { info: item.target.info, validUntil: item.target.validUntil };
        } else {
          // The PUT replaces `info` whole and keeps `validUntil` when it is left out, so when the changes
          // give every field of `info`, the GET is not needed: one call per item instead of two. Without a
          // planned `validUntil` the body is absolute anyway: sending it twice changes nothing.
          const current =
            (extending(item) ? undefined : completeInfo(changes, item.product)) ??
            (await getLicence(client, item.property, item.product));
          body = { info: changedInfo(current.info, changes, item.product) };
          // Only a journal written before plans held targets (issue 30) gets here with `--extend`.
          if (extending(item))
            body.validUntil =
              item.newValidUntil ?? extendedUntil(current.validUntil, body.info.autoRenewDays);
        }
        const { data, error, response } = await client.PUT(asPath(item.product), {
          params: { path: { propertyId: item.property } },
          body,
        });
        if (!data) throw new CliError(error?.message ?? `HTTP ${response.status}`);
        return { ...licenceRow(item, data), status: "renewed" };
      },
      planColumns: [...INPUT_COLUMNS, { key: "change" }],
      planRow: (item) => ({
        property: item.property,
        product: item.product,
        change: describeChanges(changes, item),
      }),
      resultColumns: [
        { key: "property" },
        { key: "product" },
        { key: "status" },
        ...LIST_COLUMNS.slice(2),
        { key: "error" },
      ],
      // The planned end goes with a failed item: fed back, it sets that end instead of extending again.
      inputRow: (item) => ({
        property: item.property,
        product: item.product,
        newValidUntil: item.target?.validUntil ?? item.newValidUntil,
      }),
      inputColumns:
        changes.extend || items.some((item) => item.newValidUntil)
          ? [...INPUT_COLUMNS, { key: "newValidUntil" }]
          : INPUT_COLUMNS,
      inputFormat,
      resumed,
    },
    options,
  );
}
