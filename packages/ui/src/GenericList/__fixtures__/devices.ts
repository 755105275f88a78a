import type { ListDefinition, ListQuery, ListSource } from "../definition";

/** A whitelisted guest device, the shape of the gateway's lists (fixed data, no randomness). */
export interface DeviceFixture {
  _id: string;
  device: string;
  room: number;
  macs: string[];
  enabled: boolean;
  tags: string[];
  usage: number;
  expireAt: string;
  note: string;
}

const names = ["iPhone", "Galaxy S24", "MacBook Air", "ThinkPad X1", "iPad", "Pixel 9", "Kindle", "Surface"];
const owners = ["Anna Berger", "Jonas Weber", "Lea Novak", "Marco Rossi", "Sofia Almeida", "Yuki Tanaka"];
const tagSets = [["VIP"], ["Staff"], [], ["Conference", "Floor 3"], ["Spa"], []];

const hex = (n: number) => (n % 256).toString(16).padStart(2, "0").toUpperCase();
const mac = (i: number, k: number) =>
  ["3C", "22", hex(i >> 8), hex(i), hex(k * 17 + 5), hex(i * 7 + k)].join(":");

/** `count` devices, the same on every call. */
export function makeDevices(count: number): DeviceFixture[] {
  const start = Date.UTC(2026, 10, 20, 8, 0, 0);
  return Array.from({ length: count }, (_, i) => ({
    _id: `dev-${String(i + 1).padStart(6, "0")}`,
    device: `${names[i % names.length]} – ${owners[(i * 5) % owners.length]}`,
    room: 100 + ((i * 37) % 400),
    macs: Array.from({ length: 1 + (i % 3) }, (_, k) => mac(i, k)),
    enabled: i % 4 !== 3,
    tags: tagSets[i % tagSets.length]!,
    usage: (i * 13) % 121,
    expireAt: new Date(start + ((i * 37) % 720) * 3_600_000).toISOString(),
    note: i % 9 === 0 ? '=HYPERLINK("http://evil.test")' : "",
  }));
}

export const deviceDefinition: ListDefinition<DeviceFixture> = {
  columns: [
    { id: "device", header: "Device", width: 220 },
    { id: "room", header: "Room", kind: "number", width: 90 },
    { id: "macs", header: "MAC addresses", kind: "truncate", ltr: true, width: 260 },
    { id: "enabled", header: "Enabled", kind: "boolean", width: 100 },
    { id: "tags", header: "Tags", kind: "chips", width: 180, hiddenByDefault: false },
    { id: "usage", header: "Data used", kind: "usage", width: 180, sortable: true },
    { id: "expireAt", header: "Expires at", kind: "date", width: 180 },
    { id: "note", header: "Note", width: 160, hiddenByDefault: true },
  ],
  permissions: {
    list: "onespeed.allowList.list",
    create: "onespeed.allowList.create",
    update: "onespeed.allowList.update",
    delete: "onespeed.allowList.delete",
  },
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["macs"],
};

export const ALL_PERMISSIONS = new Set([
  "onespeed.allowList.list",
  "onespeed.allowList.create",
  "onespeed.allowList.update",
  "onespeed.allowList.delete",
]);

export interface MemorySourceOptions {
  /** Milliseconds each answer takes. */
  delay?: number;
  /** The body delete answers with; an empty one is a failure. */
  deleteAnswer?: unknown;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client-mode source over a copy of `items`: load returns all of them. */
export function memorySource<T extends { _id: string }>(
  items: T[],
  { delay = 0, deleteAnswer }: MemorySourceOptions = {},
): ListSource<T> & { data: T[]; removed: string[][]; orders: string[][] } {
  const state = { data: items.slice(), removed: [] as string[][], orders: [] as string[][] };
  return {
    ...state,
    get data() {
      return state.data;
    },
    async load() {
      await wait(delay);
      return { items: state.data.slice(), total: state.data.length };
    },
    async remove(toDelete) {
      await wait(delay);
      const ids = toDelete.map((item) => item._id);
      state.removed.push(ids);
      if (deleteAnswer !== undefined) return deleteAnswer;
      state.data = state.data.filter((item) => !ids.includes(item._id));
      return { deleted: ids.length };
    },
    async reorder(ordered) {
      await wait(delay);
      state.orders.push(ordered.map((item) => item._id));
      state.data = ordered.slice();
      return { message: "Order saved" };
    },
    async reloadItem(item) {
      await wait(delay);
      return state.data.find((entry) => entry._id === item._id) ?? item;
    },
  };
}

/** A server-mode source: pages, searches and sorts like the gateway's profile/index. */
export function pagedSource(
  items: DeviceFixture[],
  delay = 0,
): ListSource<DeviceFixture> & { queries: ListQuery[] } {
  const queries: ListQuery[] = [];
  return {
    queries,
    async load(query) {
      queries.push(query);
      await wait(delay);
      const needle = query.search.toLowerCase();
      let rows = needle ? items.filter((item) => item.device.toLowerCase().includes(needle)) : items.slice();
      if (query.sortBy) {
        const key = query.sortBy as keyof DeviceFixture;
        rows.sort((a, b) => (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * (query.sortDesc ? -1 : 1));
      }
      const total = rows.length;
      if (query.limit > 0) rows = rows.slice((query.page - 1) * query.limit, query.page * query.limit);
      return { items: rows, total };
    },
  };
}

/** A source that never answers: the loading state. */
export const pendingSource: ListSource<DeviceFixture> = { load: () => new Promise(() => {}) };

/** A source whose load fails the way an unreachable server does. */
export function failingSource(
  message = "Service unavailable",
): ListSource<DeviceFixture> & { calls: number } {
  const source = {
    calls: 0,
    async load() {
      source.calls += 1;
      throw new Error(message);
    },
  };
  return source;
}
