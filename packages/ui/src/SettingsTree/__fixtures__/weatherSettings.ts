import type { SettingsSchemaNode, SettingsValues } from "../settingsLogic";

/** A property's weather settings as the server describes them (fixed values, no randomness). */
export const weatherSchema: SettingsSchemaNode[] = [
  {
    key: "general",
    title: "General",
    description: "What the weather widget shows",
    type: "string",
    items: [
      {
        key: "general.enabled",
        title: "Show weather",
        description: "Show the weather widget on the TV home screen",
        type: "boolean",
        defaultValue: true,
      },
      {
        key: "general.units",
        title: "Units",
        description: "Metric (°C, km/h) or imperial (°F, mph)",
        type: "string",
        options: [
          { value: "metric", text: "Metric" },
          { value: "imperial", text: "Imperial" },
        ],
        defaultValue: "metric",
      },
      {
        key: "general.refreshInterval",
        title: "Refresh interval",
        description: "Minutes between two forecast updates",
        type: "number",
        options: [
          { value: 10, text: "10 minutes" },
          { value: 15, text: "15 minutes" },
          { value: 30, text: "30 minutes" },
          { value: 60, text: "60 minutes" },
        ],
        defaultValue: 30,
      },
      {
        key: "general.language",
        title: "Forecast language",
        description: "Language of the forecast texts",
        type: "language",
        defaultValue: "en",
      },
      {
        key: "general.country",
        title: "Country",
        description: "Country of the property's weather station",
        type: "country",
      },
    ],
  },
  {
    key: "display",
    title: "Display",
    description: "How the forecast looks",
    type: "string",
    items: [
      {
        key: "display.welcomeText",
        title: "Welcome text",
        description: "Shown above the forecast",
        type: "string",
      },
      {
        key: "display.forecastDays",
        title: "Forecast days",
        description: "Days ahead offered to guests",
        type: "number",
        multiSelect: true,
        options: [
          { value: 1, text: "1 day" },
          { value: 3, text: "3 days" },
          { value: 5, text: "5 days" },
          { value: 7, text: "7 days" },
        ],
      },
      {
        key: "display.temperatureOffset",
        title: "Temperature offset",
        description: "Correction added to the measured temperature (°C)",
        type: "number",
        minimum: -10,
        maximum: 10,
        defaultValue: 0,
      },
      {
        key: "display.nightMode",
        title: "Night mode",
        description: "Dimmed colours at night",
        type: "string",
        items: [
          {
            key: "display.nightMode.start",
            title: "Night mode starts",
            description: "Full hours only",
            type: "time",
            allowFullHoursOnly: true,
            defaultValue: "1970-01-01T22:00:00.000Z",
          },
          {
            key: "display.nightMode.end",
            title: "Night mode ends",
            description: "Full hours only",
            type: "time",
            allowFullHoursOnly: true,
            defaultValue: "1970-01-01T06:00:00.000Z",
          },
        ],
      },
    ],
  },
  {
    key: "service",
    title: "Service",
    description: "Data provider and maintenance",
    type: "string",
    items: [
      {
        key: "service.provider",
        title: "Data provider",
        description: "Set by the licence",
        type: "string",
        readonly: true,
      },
      {
        key: "service.maintenanceDate",
        title: "Next maintenance",
        description: "Day of the next station check",
        type: "date",
      },
      {
        key: "service.lastSync",
        title: "Last synchronisation",
        description: "When the forecast was last fetched",
        type: "datetime",
        readonly: true,
      },
    ],
  },
];

/** The stored settings: flat dotted keys, with night mode nested as some servers send it. */
export const weatherValues: SettingsValues = {
  "general.enabled": true,
  "general.units": "metric",
  "general.refreshInterval": 30,
  "general.language": "de",
  "general.country": "AT",
  "display.forecastDays": [1, 3],
  "display.temperatureOffset": 0,
  display: { nightMode: { start: "1970-01-01T22:00:00.000Z", end: "1970-01-01T06:00:00.000Z" } },
  "service.provider": "OpenWeather",
  "service.maintenanceDate": "2026-12-01",
  "service.lastSync": "2026-11-20T09:45:00.000Z",
};

/**
 * 1,000 nodes: 10 regions of 9 zones of 10 sensors (10 + 90 + 900). Sensor r.z.s is `region<r>.zone<z>.sensor<s>`
 * titled "Sensor r.z.s".
 */
export function thousandNodeSchema(): SettingsSchemaNode[] {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return range(10).map((r) => ({
    key: `region${r}`,
    title: `Region ${r}`,
    description: `Sensors of region ${r}`,
    type: "string",
    items: range(9).map((z) => ({
      key: `region${r}.zone${z}`,
      title: `Zone ${r}.${z}`,
      type: "string",
      items: range(10).map((s) => ({
        key: `region${r}.zone${z}.sensor${s}`,
        title: `Sensor ${r}.${z}.${s}`,
        description: `Calibration offset of sensor ${r}.${z}.${s}`,
        type: "number",
        defaultValue: 0,
      })),
    })),
  }));
}
