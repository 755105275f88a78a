import { theme } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { consoleStory, failingPropertyList, ISOLATED_STORY, SANDBOX_WAIT } from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import { PROPERTY_KEYS } from "../properties/selection";
import { PropertySelector } from "./PropertySelector";
import { expectRightToLeft } from "../stories/storySupport";

const Box = styled.div`
  inline-size: calc(${theme.size.drawer} - 2 * ${theme.space[4]});
`;

const meta = {
  title: "Console/Shell/Property selector",
  component: PropertySelector,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/dashboard",
      selection: { selected: "1001" },
      showLocation: true,
    } satisfies ConsoleParameters,
  },
  render: () => (
    <Box>
      <PropertySelector />
    </Box>
  ),
} satisfies Meta<typeof PropertySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The field once it shows the selected property: the combobox fills its text in after the first render, and
 * typing before that would append to it.
 */
async function field(canvas: Canvas, shows = "Hotel Sacher Wien (1001)") {
  const input = await canvas.findByRole("combobox", {}, SANDBOX_WAIT);
  await waitFor(() => expect(input).toHaveValue(shows), SANDBOX_WAIT);
  return input;
}
const optionLabels = async () =>
  within(await screen.findByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent);

/** The selected property's name and id in the field; any language. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await field(canvas);
    await expect(canvas.getByTestId("location")).toHaveTextContent("/property/1001/dashboard");
  },
};

/**
 * Typing a name lists the properties whose name contains it (the selected one stays listed first, so the field
 * can keep showing it); an id lists that property before the ids that start with it. Choosing one opens its
 * dashboard and stores the choice.
 */
export const ChooseByNameThenId: Story = {
  play: async ({ canvas }) => {
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, "Adlon");
    // Only the matches: the chosen property (1001) is not among them, so ArrowDown starts at the first match.
    await waitFor(async () =>
      expect(await optionLabels()).toEqual(["Hotel Adlon München (1002)", "Hotel Adlon Heidelberg (1006)"]),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByTestId("location")).toHaveTextContent("/property/1002/dashboard");
    await waitFor(() => expect(input).toHaveValue("Hotel Adlon München (1002)"));

    await userEvent.clear(input);
    await userEvent.type(input, "1006");
    await waitFor(async () => expect(await optionLabels()).toEqual(["Hotel Adlon Heidelberg (1006)"]));
    await userEvent.click(screen.getByRole("option", { name: "Hotel Adlon Heidelberg (1006)" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("/property/1006/dashboard");
    await waitFor(() => expect(input).toHaveValue("Hotel Adlon Heidelberg (1006)"));
    await expect(localStorage.getItem(PROPERTY_KEYS.selected)).toBe("1006");

    // Typing something else and leaving the field keeps the choice and shows its name again.
    await userEvent.clear(input);
    await userEvent.type(input, "Pärnu");
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue("Hotel Adlon Heidelberg (1006)"));
    await expect(canvas.getByTestId("location")).toHaveTextContent("/property/1006/dashboard");
  },
};

/**
 * A fast typist's name, ArrowDown and Enter, all before the matches are drawn again (the search is deferred so
 * that a keystroke stays light): the keys act on the matches of what was typed, not on the list still shown, so
 * Enter opens the hotel typed (the list still showed the chosen one, where ArrowDown starts).
 */
export const TypedAndChosenAtOnce: Story = {
  // The same picture as ChooseByNameThenId's; the point is the keys' order.
  tags: ["no-visual"],
  play: async ({ canvas }) => {
    const input = await field(canvas);
    await userEvent.click(input);
    // No delay between the keys: nothing else runs between them, as for keys typed faster than a frame.
    const user = userEvent.setup({ delay: null });
    await user.keyboard("{Control>}a{/Control}Telegraaf{ArrowDown}{Enter}");
    // The keys wait for the matches of what was typed, so the address follows a render later (another hotel, and
    // this fails all the same).
    await waitFor(() => expect(canvas.getByTestId("location")).toHaveTextContent("/property/1003/dashboard"));
    await waitFor(() => expect(input).toHaveValue("Hotel Telegraaf Pärnu (1003)"));
  },
};

/** On a product screen the same screen opens for the chosen property. */
export const KeepsTheProductScreen: Story = {
  parameters: { console: { path: "/property/1001/onespeed-gateway/tickets" } },
  play: async ({ canvas }) => {
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, "1002");
    await userEvent.click(await screen.findByRole("option", { name: "Hotel Adlon München (1002)" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("/property/1002/onespeed-gateway/tickets");
  },
};

/** The front desk of one property sees only that property. */
export const Staff: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    const input = await field(canvas);
    await userEvent.clear(input);
    await waitFor(async () => expect(await optionLabels()).toEqual(["Hotel Sacher Wien (1001)"]));
    // Whether the only option is already focused when the list opens depends on timing; ArrowDown focuses it
    // either way, so the screenshot shows one state.
    await userEvent.keyboard("{ArrowDown}");
    const option = within(await screen.findByRole("listbox")).getByRole("option");
    await waitFor(() => expect(option).toHaveAttribute("data-focus-visible"));
  },
};

/** The property list could not be loaded at sign-in: nothing to choose. */
export const PropertyListFailed: Story = {
  parameters: {
    console: { selection: { selected: "" } },
    msw: { handlers: failingPropertyList },
  },
  play: async ({ canvas }) => {
    const input = await field(canvas, "");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(async () => expect(await optionLabels()).toEqual(["No results"]));
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, "Hotel");
    await screen.findByRole("listbox");
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, "Hotel");
    await screen.findByRole("listbox");
  },
};
