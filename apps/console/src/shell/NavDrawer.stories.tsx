import { theme } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { consoleStory, FRONT_DESK_SCREENS_1001, ISOLATED_STORY, PendingQuery } from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import { NavDrawer } from "./NavDrawer";
import { expectRightToLeft } from "../stories/storySupport";

/** The drawer's place beside the content on medium screens. */
const Side = styled.div`
  inline-size: ${theme.size.drawer};
  border-inline-end: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const meta = {
  title: "Console/Shell/Navigation drawer",
  component: NavDrawer,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: {
      path: "/property/1001/dashboard",
      selection: { selected: "1001" },
    } satisfies ConsoleParameters,
  },
  args: { routePropertyId: "1001", selectedPropertyId: "1001", onNavigate: fn() },
  render: (args) => (
    <Side>
      <NavDrawer {...args} />
    </Side>
  ),
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvas: Canvas) => canvas.findByRole("navigation", {}, { timeout: 10_000 });
const sectionTitles = async (canvas: Canvas) =>
  within(await menu(canvas))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
const linkTargets = async (canvas: Canvas) =>
  within(await menu(canvas))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

export const Playground: Story = {};

/**
 * The super user on a property route: every section, and the route's entry marked as the current page
 * (checked by structure and link targets, so it holds in any language).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = await menu(canvas);
    await expect(within(nav).getAllByRole("heading", { level: 2 })).toHaveLength(8);
    const current = nav.querySelector('[aria-current="page"]');
    await expect(current).toHaveAttribute("href", "/property/1001/dashboard");
    await expect(await linkTargets(canvas)).toContain("/property/1001/onekey/language");
    await expect(await linkTargets(canvas)).toContain("/super/properties");
    // The combobox fills its text in after the first render.
    await waitFor(() => expect(canvas.getByRole("combobox")).toHaveValue("Hotel Sacher Wien (1001)"));
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
    // The footer: the copyright line of the current year (the stories' frozen clock) and the rights text.
    const footer = nav.parentElement!.querySelector("footer")!;
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} `);
    await expect(footer).toHaveTextContent("All rights reserved.");
  },
};

/** Every section by name. */
export const AllSections: Story = {
  play: async ({ canvas }) => {
    await expect(await sectionTitles(canvas)).toEqual([
      "General",
      "Administration",
      "Property",
      "Gateway",
      "Guest app",
      "Display",
      "Streaming",
      "Digital key",
    ]);
  },
};

/** The front desk of property 1001: only the screens its role allows. */
export const Staff: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expect(await sectionTitles(canvas)).toEqual(["General", "Property", "Gateway", "Guest app"]);
    await expect(await linkTargets(canvas)).toEqual([
      "/",
      "/property/1001/dashboard",
      ...FRONT_DESK_SCREENS_1001,
    ]);
  },
};

/** No propertyId in the route (home): no property entries, even with a property selected. */
export const NoPropertyInRoute: Story = {
  parameters: { console: { path: "/" } },
  args: { routePropertyId: undefined },
  play: async ({ canvas }) => {
    await expect(await sectionTitles(canvas)).toEqual(["General", "Administration"]);
    const targets = await linkTargets(canvas);
    await expect(targets.filter((href) => href?.startsWith("/property/"))).toEqual([]);
    await expect((await menu(canvas)).querySelector('[aria-current="page"]')).toHaveAttribute("href", "/");
  },
};

/** While any query fetches, the 3 px loading bar shows above the menu. */
export const Loading: Story = {
  render: (args) => (
    <Side>
      <PendingQuery />
      <NavDrawer {...args} />
    </Side>
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("progressbar");
    await expect(bar).toBeVisible();
    await expect(bar.getBoundingClientRect().height).toBe(3);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await menu(canvas);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect((await menu(canvas)).querySelector('[aria-current="page"]')).toBeVisible();
  },
};
