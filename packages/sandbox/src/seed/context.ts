import { Faker, de, el, en } from "@faker-js/faker";
import type { Item, SandboxState } from "../state";

/** What every seed module gets: the state to fill, a seeded faker, and dates relative to "today". */
export interface SeedContext {
  state: SandboxState;
  faker: Faker;
  /** Midnight UTC of the seed's today. */
  today: Date;
  scale: number;
  /** The seeded properties, in order. */
  properties: Item[];
  /** ISO date-time `days` days from today (negative: in the past), at the given UTC hour. */
  at(days: number, hour?: number, minute?: number): string;
  /** YYYY-MM-DD `days` days from today. */
  date(days: number): string;
  /** A scaled count: `count * scale`, at least 1. */
  many(count: number): number;
}

export const PLATFORM_PERMISSIONS = [
  "admin.properties.list",
  "admin.propertyGroups.list",
  "admin.roles.list",
  "admin.user.list",
  "admin.heartbeat.list",
  "admin.weather.locations.list",
  "admin.weather.settings.get",
  "property.settings.license.list",
  "property.user.list",
  "property.checkinRoomManager.list",
  "property.roomControl.list",
  "content.mediaPool.list",
  // Field-level permissions (products.md section 6): they guard form fields, not whole operations.
  "onespeed.profiles.ticket.override.bandwidth",
  "onespeed.profiles.ticket.override.timeLimitInSeconds",
  "onespeed.profiles.ticket.override.dataLimitInMb",
  "onespeed.profiles.ticket.override.expireInHours",
  "onespeed.profiles.ticket.override.maxDevices",
  "onespeed.profiles.ticket.override.ciscoGuestRole",
  "onespeed.bulkTickets.ticket.override.expireInHours",
];

export function createSeedContext(state: SandboxState, scale: number): SeedContext {
  // One faker per seed with a fixed seed and reference date: the same data on every run.
  const faker = new Faker({ locale: [de, el, en] });
  faker.seed(20261120);
  const today = new Date(`${state.today}T00:00:00.000Z`);
  faker.setDefaultRefDate(today);
  const dayMs = 86_400_000;
  return {
    state,
    faker,
    today,
    scale,
    properties: [],
    at(days, hour = 9, minute = 0) {
      const d = new Date(today.getTime() + days * dayMs);
      d.setUTCHours(hour, minute, 0, 0);
      return d.toISOString();
    },
    date(days) {
      return new Date(today.getTime() + days * dayMs).toISOString().slice(0, 10);
    },
    many(count) {
      return Math.max(1, Math.round(count * scale));
    },
  };
}
