import type { components } from "@cms/api";
import type { ChartSeries, FunnelStep, SeriesTone } from "@cms/ui/charts";

// Web check-in statistics (products.md section 2 and 9): step counts summed per step, device and channel;
// e-mail events per type under their display names. Labels come in translated.

type Schemas = components["schemas"];
export type StepCount = Schemas["WebcheckinStepCount"];
export type StepMonthCount = Schemas["WebcheckinStepMonthCount"];
export type EmailEventCount = Schemas["EmailEventCount"];
export type StepName = Schemas["WebcheckinStepName"];

/** The steps in the order a guest goes through them (section 9). */
export const STEP_NAMES: readonly StepName[] = [
  "roomSelection",
  "upsells",
  "enhancement",
  "checkin",
  "regCertificate",
  "checkout",
  "updateMethodOfPayment",
  "depositPayment",
  "checkoutPayment",
  "preRegistered",
];
export const DEVICES = ["ios", "android", "pc"] as const;
export const CHANNELS = ["web", "iframe", "self_checkin"] as const;
export const EMAIL_TYPES = [
  "preStay",
  "certificateOfRegistration",
  "checkinReminder",
  "referenceList",
  "checkinConfirmation",
  "checkout",
  "preRegistration",
  "lokalee",
] as const;
/** The delivery events in the order a mail meets them; shown by their display names (section 9). */
export const EMAIL_EVENTS = [
  "processed",
  "delivered",
  "deferred",
  "bounce",
  "dropped",
  "open",
  "click",
] as const;
/** The display name key of each event: processed = queued, delivered = sent, bounce = rejected, ... */
export const EVENT_DISPLAY: Record<(typeof EMAIL_EVENTS)[number], string> = {
  processed: "queued",
  delivered: "sent",
  deferred: "delayed",
  bounce: "rejected",
  dropped: "failed",
  open: "opened",
  click: "clicked",
};
/** What an event means for the guest's mail, drawn in that meaning's colour (a rejected mail is red). */
const EVENT_TONE: Partial<Record<(typeof EMAIL_EVENTS)[number], SeriesTone>> = {
  delivered: "success",
  deferred: "warning",
  bounce: "failure",
  dropped: "failure",
};
export const VIEWS = ["card", "bar", "funnel"] as const;
export type View = (typeof VIEWS)[number];

/** Counts per step over every device and channel, in step order, steps without any count left out. */
export function stepTotals(items: readonly StepCount[], label: (step: StepName) => string): FunnelStep[] {
  const totals = new Map<StepName, number>();
  for (const item of items) totals.set(item.stepName, (totals.get(item.stepName) ?? 0) + item.count);
  return STEP_NAMES.filter((step) => totals.has(step)).map((step) => ({
    id: step,
    label: label(step),
    value: totals.get(step)!,
  }));
}

/** One series per device (or channel), steps as categories: who went how far on what. */
export function stepsBy(
  items: readonly StepCount[],
  key: "device" | "channel",
  groups: readonly string[],
  label: (group: string) => string,
): ChartSeries[] {
  const steps = STEP_NAMES.filter((step) => items.some((item) => item.stepName === step));
  return groups.map((group) => ({
    id: group,
    label: label(group),
    points: steps.map((step) => ({
      x: step,
      y: items.filter((i) => i.stepName === step && i[key] === group).reduce((sum, i) => sum + i.count, 0),
    })),
  }));
}

/** The months of one step (x "YYYY-MM" as the first day's time in ms, UTC). */
export function monthSeries(items: readonly StepMonthCount[], label: string): ChartSeries[] {
  return [
    {
      id: "count",
      label,
      points: items.map((i) => ({ x: Date.parse(`${i.month}-01T00:00:00Z`), y: i.count })),
    },
  ];
}

/**
 * Events per e-mail type, one series per event under its display name; types without mails left out. Every
 * event has its series, at 0 where the range has none: an event keeps its colour and its place in the legend
 * in every range (without rejected and failed mails, "Clicked" took the red they leave free).
 */
export function emailPerformance(
  items: readonly EmailEventCount[],
  eventLabel: (display: string) => string,
): ChartSeries[] {
  const types = EMAIL_TYPES.filter((type) => items.some((i) => i.emailType === type));
  return EMAIL_EVENTS.map((event) => ({
    id: event,
    label: eventLabel(EVENT_DISPLAY[event]),
    ...(EVENT_TONE[event] && { tone: EVENT_TONE[event] }),
    points: types.map((type) => ({
      x: type,
      y: items.filter((i) => i.event === event && i.emailType === type).reduce((sum, i) => sum + i.count, 0),
    })),
  }));
}

/** The range as the step calls take it (dateFrom/dateTo) and the e-mail calls (from/to). */
export const stepQuery = (range: { from: string; to: string }) => ({
  dateFrom: range.from,
  dateTo: range.to,
});
export const mailQuery = (range: { from: string; to: string }) => ({ from: range.from, to: range.to });
