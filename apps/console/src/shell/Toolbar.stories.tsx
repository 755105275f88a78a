import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, NARROW_VIEWPORT, sessionOf } from "../stories/ConsoleStory";
import type { ConsoleParameters } from "../stories/ConsoleStory";
import { Toolbar } from "./Toolbar";
import { expectRightToLeft } from "../stories/storySupport";

const meta = {
  title: "Console/Shell/Toolbar",
  component: Toolbar,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: { path: "/property/1001/dashboard" } satisfies ConsoleParameters,
  },
  args: {
    title: "Dashboard",
    isDrawerOpen: true,
    onToggleDrawer: fn(),
    support: { email: "support@hotel-demo.test", phone: "+43 1 234 56 78" },
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Title, the drawer toggle (first button, expanded), and the toggle calls back; any language. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title);
    const toggle = canvas.getAllByRole("button")[0]!;
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(args.onToggleDrawer).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("banner")).toBeVisible();
    // No tooltip or focus ring left over from the click.
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};

/** With the drawer closed the toggle offers to open it. */
export const DrawerClosed: Story = {
  args: { isDrawerOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Contact support opens a dialog with the e-mail and phone links. */
export const SupportDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Contact support" }));
    const dialog = await screen.findByRole("dialog", { name: "Contact support" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole("link", { name: "support@hotel-demo.test" })).toHaveAttribute(
      "href",
      "mailto:support@hotel-demo.test",
    );
    await expect(within(dialog).getByRole("link", { name: "+43 1 234 56 78" })).toHaveAttribute(
      "href",
      "tel:+4312345678",
    );
  },
};

/** The account menu names the signed-in user and offers change password and log out. */
export const AccountMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Account super@demo.test" }));
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Change password", "Log out"]);
  },
};

/** Log out: the login page with the e-mail filled in, and the session is gone. */
export const LogOut: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(canvas.getByRole("button", { name: "Account super@demo.test" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await expect(await canvas.findByTestId("location")).toHaveTextContent("/login?email=super%40demo.test");
    await waitFor(() => expect(sessionOf(context).getState().user).toBeNull());
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Dark design" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toBeVisible();
    // The language select shows the saved language (the story's).
    await expect(within(within(canvasElement).getByRole("banner")).getAllByText("العربية")[0]).toBeVisible();
  },
};

/**
 * A phone (390 px): the title keeps the room it needs ("Weather locations" whole, not one letter) because
 * language, dark design and support wait in the "More actions" menu; the bar's own width decides (a container
 * query), so the 390 px frame shows it in the screenshot too.
 */
export const Phone: Story = {
  args: { title: "Weather locations" },
  parameters: { ...NARROW_VIEWPORT.parameters },
  globals: NARROW_VIEWPORT.globals,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: "100%" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole("heading", { level: 1 });
    await expect(title).toHaveTextContent("Weather locations");
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.queryByRole("button", { name: "Contact support" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "More actions" }));
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Language", "Dark design", "Contact support"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** On a phone the language is chosen in a small dialog opened from the "More actions" menu. */
export const PhoneLanguage: Story = {
  ...Phone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Language" }));
    const dialog = await screen.findByRole("dialog", { name: "Language" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getAllByText("English")[0]).toBeVisible();
  },
};
