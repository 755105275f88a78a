import { sequence } from "@cms/sandbox/random";

/** One row of the benchmark dataset: eight columns, as a device or gateway list has them. */
export interface BenchRow {
  _id: string;
  name: string;
  property: string;
  mac: string;
  ip: string;
  online: boolean;
  created: string;
  usage: number;
}

export const COLUMNS = [
  { id: "_id", header: "ID" },
  { id: "name", header: "Name" },
  { id: "property", header: "Property" },
  { id: "mac", header: "MAC" },
  { id: "ip", header: "IP" },
  { id: "online", header: "Online" },
  { id: "created", header: "Created" },
  { id: "usage", header: "Usage" },
] as const;

const PLACES = ["Lobby", "Spa", "Bar", "Pool", "Suite", "Garden", "Kitchen", "Gym", "Terrace", "Zephyr Hall"];
const KINDS = ["Display", "Gateway", "Player", "Router", "Lock", "Camera", "Sensor"];
const HOTELS = ["Alpine Lodge", "Harbour View", "City Centre", "Lakeside", "Old Town", "Riverside"];

const hex = (n: number) => n.toString(16).padStart(2, "0");

/**
 * `count` rows in a fixed order that no column is sorted by. The first row has no letter "k" in any
 * column, raw or displayed (ISO dates hold a "Z", so that letter matches every row in a library that
 * searches raw values), so searching "k" and sorting by name both change the first row the benchmark
 * watches.
 */
export function generateRows(count: number): BenchRow[] {
  // The sandbox's seeded sequence: both libraries get the same rows on every run.
  const next = sequence(20261122 / 4294967296);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2024, 0, 1);
  const rows: BenchRow[] = [];
  for (let i = 0; i < count; i++) {
    const place = i === 0 ? "Lobby" : pick(PLACES);
    const mac = Array.from({ length: 6 }, () => hex(Math.floor(next() * 256))).join(":");
    rows.push({
      _id: `dev-${String(count - i).padStart(6, "0")}`,
      name: `${place} ${i === 0 ? "Router" : pick(KINDS)} ${Math.floor(next() * 1000)}`,
      property: i === 0 ? "Harbour View" : pick(HOTELS),
      mac,
      ip: `10.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${1 + Math.floor(next() * 254)}`,
      online: next() > 0.3,
      created: new Date(start + Math.floor(next() * 3 * 365 * 86_400_000)).toISOString(),
      usage: Math.round(next() * 1000) / 10,
    });
  }
  return rows;
}
