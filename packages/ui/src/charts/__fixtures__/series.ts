import type { ChartSeries } from "../chartData";
import type { FunnelStep } from "../Charts";

// Fixed, deterministic chart data for stories, tests and the benchmark: no randomness, no clock.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The stories' today (preview.tsx's frozen clock): 20 November 2026. */
export const FIXTURE_TODAY = Date.UTC(2026, 10, 20);

/** A repeatable wobble in [0, 1) from an integer. */
const wobble = (n: number) => {
  const s = Math.sin(n * 12.9898 + 78.233) * 43758.5453;
  return s - Math.floor(s);
};

/** Hotel Wi-Fi bandwidth in Mbit/s for one hour: evening peak, weekend lift, noise. */
function bandwidthAt(t: number, scale: number, seed: number): number {
  const hour = new Date(t).getUTCHours();
  const day = new Date(t).getUTCDay();
  const daily = 0.35 + 0.65 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI));
  const weekend = day === 0 || day === 6 ? 1.2 : 1;
  return Math.round(scale * daily * weekend * (0.8 + 0.4 * wobble(t / HOUR + seed)) * 10) / 10;
}

/** `hours` hourly points of download and upload ending at the fixture's today. */
export function hourlyBandwidth(hours: number): ChartSeries[] {
  const start = FIXTURE_TODAY - (hours - 24) * HOUR;
  const times = Array.from({ length: hours }, (_, i) => start + i * HOUR);
  return [
    { id: "down", label: "Download", points: times.map((x) => ({ x, y: bandwidthAt(x, 640, 1) })) },
    { id: "up", label: "Upload", points: times.map((x) => ({ x, y: bandwidthAt(x, 180, 2) })) },
  ];
}

/** 30 daily session counts ending at the fixture's today. */
export function dailySessions(): ChartSeries[] {
  const times = Array.from({ length: 30 }, (_, i) => FIXTURE_TODAY - (29 - i) * DAY);
  return [
    {
      id: "sessions",
      label: "Sessions",
      points: times.map((x, i) => ({ x, y: Math.round(140 + 60 * Math.sin(i / 4) + 40 * wobble(i)) })),
    },
  ];
}

/** E-mails per type and event (categories, stacked). */
export const mailEvents: ChartSeries[] = [
  {
    id: "sent",
    label: "Sent",
    tone: "success",
    points: [
      { x: "preStay", y: 412 },
      { x: "checkinReminder", y: 288 },
      { x: "checkout", y: 301 },
    ],
  },
  {
    id: "delayed",
    label: "Delayed",
    tone: "warning",
    points: [
      { x: "preStay", y: 14 },
      { x: "checkinReminder", y: 9 },
      { x: "checkout", y: 6 },
    ],
  },
  {
    id: "rejected",
    label: "Rejected",
    tone: "failure",
    points: [
      { x: "preStay", y: 8 },
      { x: "checkinReminder", y: 3 },
      { x: "checkout", y: 5 },
    ],
  },
];

export const checkinSteps: FunnelStep[] = [
  { id: "roomSelection", label: "Room selection", value: 1240 },
  { id: "upsells", label: "Upsells", value: 1066 },
  { id: "enhancement", label: "Enhancement", value: 896 },
  { id: "checkin", label: "Check-in", value: 806 },
  { id: "regCertificate", label: "Registration certificate", value: 750 },
];
