import { LARGE_SCREEN_QUERY, theme } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { icons } from "lucide-react";
import type { ReactNode } from "react";
import { expect } from "storybook/test";
import styled from "styled-components";
import { MEDIUM_SCREEN_QUERY } from "../shell/AppLayout.styles";

// The design tokens for designers: every name and value below is read from the theme's source
// (packages/ui/src/theme/tokens.ts) and the breakpoints from the components that use them, so this page
// cannot drift from what the console draws. Colours are on Foundations/Colours.

const Table = styled.table`
  border-collapse: collapse;
  inline-size: 100%;
  font-size: ${theme.font.size.sm};
  & th,
  & td {
    padding: ${`${theme.space[2]} ${theme.space[3]}`};
    border-block-end: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: middle;
  }
  & code {
    font-family: ${theme.font.mono};
  }
`;

function TokenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { name: string; value: string; sample: ReactNode; use?: string }[];
}) {
  return (
    <Table>
      <caption style={{ textAlign: "start", fontWeight: 600, paddingBlockEnd: 8 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>
              <code>{row.value}</code>
            </td>
            <td>{row.sample}</td>
            <td>{row.use ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Box = styled.div`
  background: ${theme.color.primary};
`;

const Card = styled.div`
  inline-size: 120px;
  block-size: 40px;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.md};
`;

const { elevation, font, motion, radius, size, space, zIndex } = theme;

const entries = <T extends Record<string | number, unknown>>(tokens: T) =>
  Object.entries(tokens) as [string, T[keyof T]][];

function Typography() {
  return (
    <>
      <TokenTable
        caption="Font sizes (theme.font.size)"
        rows={entries(font.size).map(([name, value]) => ({
          name: `font.size.${name}`,
          value,
          sample: <span style={{ fontSize: value }}>Room 204 · غرفة</span>,
        }))}
      />
      <TokenTable
        caption="Weights and line heights (theme.font.weight, theme.font.lineHeight)"
        rows={[
          ...entries(font.weight).map(([name, value]) => ({
            name: `font.weight.${name}`,
            value,
            sample: <span style={{ fontWeight: Number(value) }}>Check-in 14:00</span>,
          })),
          ...entries(font.lineHeight).map(([name, value]) => ({
            name: `font.lineHeight.${name}`,
            value,
            sample: (
              <span style={{ lineHeight: value, display: "inline-block", maxInlineSize: 160 }}>
                Two lines of a guest&apos;s note
              </span>
            ),
          })),
        ]}
      />
      <TokenTable
        caption="Families (theme.font.family, theme.font.mono)"
        rows={[
          { name: "font.family", value: font.family, sample: <span>Inter · Noto Sans Arabic العربية</span> },
          { name: "font.mono", value: font.mono, sample: <code>CMS-4821</code> },
        ]}
      />
    </>
  );
}

function Spacing() {
  return (
    <TokenTable
      caption="Spacing scale (theme.space): paddings, gaps and margins take one of these steps"
      rows={entries(space).map(([name, value]) => ({
        name: `space[${name}]`,
        value,
        sample: <Box style={{ inlineSize: value, blockSize: 12 }} />,
      }))}
    />
  );
}

function Radius() {
  return (
    <TokenTable
      caption="Corner radius (theme.radius)"
      rows={entries(radius).map(([name, value]) => ({
        name: `radius.${name}`,
        value,
        sample: <Box style={{ inlineSize: 48, blockSize: 32, borderRadius: value }} />,
        use: {
          sm: "checkboxes, tabs, chips",
          md: "buttons, fields, cards",
          lg: "dialogs",
          full: "switches, pills",
        }[name],
      }))}
    />
  );
}

function Elevation() {
  return (
    <TokenTable
      caption="Elevation (theme.elevation): shadows of raised surfaces"
      rows={entries(elevation).map(([name, value]) => ({
        name: `elevation[${name}]`,
        value,
        sample: <Card style={{ boxShadow: value }} />,
        use: { "1": "cards, list rows", "2": "menus, popovers, toasts", "3": "dialogs, drawers" }[name],
      }))}
    />
  );
}

function Motion() {
  return (
    <TokenTable
      caption="Motion (theme.motion): durations; with reduced motion asked for, every transition is instant"
      rows={entries(motion).map(([name, value]) => ({
        name: `motion.${name}`,
        value: String(value),
        sample: "",
        use: { fast: "hover and press colours", normal: "switches, overlays", toastMs: "a toast stays (ms)" }[
          name
        ],
      }))}
    />
  );
}

function Layers() {
  return (
    <>
      <TokenTable
        caption="Stacking (theme.zIndex): what lies above what"
        rows={entries(zIndex).map(([name, value]) => ({
          name: `zIndex.${name}`,
          value: String(value),
          sample: "",
        }))}
      />
      <TokenTable
        caption="Fixed sizes (theme.size), as the specification names them"
        rows={entries(size).map(([name, value]) => ({
          name: `size.${name}`,
          value,
          sample: "",
        }))}
      />
    </>
  );
}

function Breakpoints() {
  return (
    <TokenTable
      caption="Breakpoints: the widths at which the console changes its layout (the toolbar's viewports use them)"
      rows={[
        {
          name: "small",
          value: "(max-width: 480px)",
          sample: "",
          use: "dialogs full width, settings and forms stack",
        },
        {
          name: "MEDIUM_SCREEN_QUERY",
          value: MEDIUM_SCREEN_QUERY,
          sample: "",
          use: "side navigation instead of the navigation drawer (AppLayout)",
        },
        {
          name: "LARGE_SCREEN_QUERY",
          value: LARGE_SCREEN_QUERY,
          sample: "",
          use: "a setting is edited in a drawer beside the tree, not a dialog (SettingsTree)",
        },
      ]}
    />
  );
}

/** The icons of lucide-react that the library's screens use most, at the sizes they use. */
const SHOWN_ICONS = [
  "Pencil",
  "Trash",
  "Plus",
  "Save",
  "Search",
  "X",
  "Check",
  "ChevronDown",
  "ChevronRight",
  "ArrowRight",
  "Calendar",
  "Clock",
  "Image",
  "Upload",
  "Download",
  "RefreshCw",
  "Info",
  "CircleCheck",
  "Settings",
  "User",
  "Globe",
  "Copy",
] as const;

function Icons() {
  return (
    <>
      <p style={{ maxInlineSize: 640 }}>
        Icons come from <code>lucide-react</code>: 16 px beside a button&apos;s label, 18 px in an icon
        button, 14 px in small controls. An icon beside text is <code>aria-hidden</code>; an icon alone is
        named by its button (<code>aria-label</code>). Icons that point a direction (arrows, chevrons) carry{" "}
        <code>data-mirror</code> and turn round in right-to-left text.
      </p>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))", gap: 12 }}>
        {SHOWN_ICONS.map((name) => {
          const Icon = icons[name];
          return (
            <figure key={name} style={{ margin: 0, display: "flex", alignItems: "center", gap: 8 }}>
              <Icon size={18} aria-hidden />
              <figcaption>
                <code style={{ fontSize: 12 }}>{name}</code>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </>
  );
}

const meta = {
  title: "Foundations/Tokens",
  parameters: { controls: { disable: true }, layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (token: string): Story["play"] =>
  async ({ canvas }) => {
    await expect(canvas.getAllByText(new RegExp(token)).length).toBeGreaterThan(0);
  };

export const TypographyTokens: Story = {
  name: "Typography",
  render: () => <Typography />,
  play: shows("font.size.md"),
};
export const SpacingTokens: Story = {
  name: "Spacing",
  render: () => <Spacing />,
  play: shows("space\\[4\\]"),
};
export const RadiusTokens: Story = { name: "Radius", render: () => <Radius />, play: shows("radius.md") };
export const ElevationTokens: Story = {
  name: "Elevation",
  render: () => <Elevation />,
  play: shows("elevation"),
};
export const MotionTokens: Story = { name: "Motion", render: () => <Motion />, play: shows("motion.fast") };
export const LayerTokens: Story = {
  name: "Z-index and sizes",
  render: () => <Layers />,
  play: shows("zIndex.modal"),
};
export const BreakpointTokens: Story = {
  name: "Breakpoints",
  render: () => <Breakpoints />,
  play: shows("MEDIUM_SCREEN_QUERY"),
};
export const IconSet: Story = { name: "Icons", render: () => <Icons />, play: shows("Pencil") };
