import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../stories/ConsoleStory";
import type { ConsoleParameters } from "../stories/ConsoleStory";
import NotFound from "./NotFound";

/** An address with no screen (issue 26: its "Home" was a bare link in the browser's blue). */
const meta = {
  title: "Console/Shell/Not found",
  component: NotFound,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/no-such-page", at: ["/no-such-page"] } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice with the kit's button home; Enter on it goes to the home screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Page not found")).toBeVisible();
    const home = canvas.getByRole("button", { name: "Home" });
    await expect(home).toHaveAttribute("data-ui", "Button");
    home.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByTestId("location")).toHaveTextContent(/^\/$/);
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toBeVisible();
  },
};
