import type { Meta, StoryObj } from "@storybook/react-vite";
import { Columns3 } from "lucide-react";
import { expect, within } from "storybook/test";
import { Autocomplete } from "../Autocomplete/Autocomplete";
import { Checkbox, CheckboxGroup } from "../Checkbox";
import { DatePicker } from "../DatePicker";
import { DatePickerStandIn } from "../DatePicker/DatePickerStandIn";
import { IconButton } from "../IconButton";
import { Menu } from "../Menu";
import { PopoverButton } from "../Popover";
import { Select } from "../Select";
import { OverlayPartsOverride } from "./load";

/**
 * Every trigger that draws a stand-in until React Aria's overlay parts come, closed, with a value; and the date
 * field, drawn as its stand-in `before` its own parts come.
 */
function Triggers({
  caption,
  languages,
  before = false,
}: {
  caption: string;
  languages: { id: string; label: string }[];
  before?: boolean;
}) {
  const day = { label: "Arrival", value: "2026-12-05", hint: "The guest's first night" };
  return (
    <section
      aria-label={caption}
      style={{ display: "grid", gap: 16, inlineSize: 300, alignContent: "start" }}
    >
      {before ? (
        <DatePickerStandIn {...day} onIntent={() => undefined} onWant={() => undefined} />
      ) : (
        <DatePicker {...day} />
      )}
      <Select label="Language" items={languages} defaultSelectedKey={languages[0]!.id} isRequired />
      <Autocomplete
        label="Property"
        items={[
          { id: "1001", label: "Hotel Sacher Wien" },
          { id: "1002", label: "Berghotel Alpina" },
        ]}
        defaultSelectedKey="1001"
      />
      <div style={{ display: "flex", gap: 8 }}>
        <Menu items={[{ id: "edit", label: "Edit" }]} onAction={() => undefined} />
        <PopoverButton
          label="Columns"
          trigger={
            <IconButton aria-label="Columns" tooltip>
              <Columns3 size={18} aria-hidden />
            </IconButton>
          }
        >
          <CheckboxGroup label="Columns" defaultValue={["name"]}>
            <Checkbox value="name">Name</Checkbox>
          </CheckboxGroup>
        </PopoverButton>
      </div>
    </section>
  );
}

const languages = [
  { id: "en", label: "English" },
  { id: "de", label: "Deutsch" },
];

/**
 * A page's first second (issue 40): Select, Autocomplete, Menu, PopoverButton and tooltips draw light stand-ins
 * until React Aria's overlay parts come, then give way to them; DatePicker likewise until the date field's parts. Left: the stand-ins; right: the same triggers
 * drawn by the parts. They must be the same picture: nothing on a screen moves when the parts come.
 */
const meta = {
  title: "Components/Overlays/Before the overlay parts",
  args: { languages },
  render: ({ languages }) => (
    <div style={{ display: "flex", gap: 32 }}>
      <OverlayPartsOverride parts={undefined}>
        <Triggers caption="Before the parts" languages={languages} before />
      </OverlayPartsOverride>
      <Triggers caption="With the parts" languages={languages} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const before = within(canvasElement).getByRole("region", { name: "Before the parts" });
    const after = within(canvasElement).getByRole("region", { name: "With the parts" });
    const controls = (region: HTMLElement) => [
      ...within(region).getAllByRole("button"),
      within(region).getByRole("combobox"),
      within(region).getByRole("group", { name: "Arrival" }),
    ];
    const boxes = (region: HTMLElement) =>
      controls(region).map((control) => {
        const { width, height, top } = control.getBoundingClientRect();
        return {
          name: control.getAttribute("aria-label") ?? control.textContent,
          text: control.textContent,
          popup: control.getAttribute("aria-haspopup"),
          expanded: control.getAttribute("aria-expanded"),
          width,
          height,
          top,
        };
      });
    // The same controls, named and announced alike, each in the same box as its twin.
    const [drawn, replaced] = [boxes(before), boxes(after)];
    await expect(drawn.length).toBe(replaced.length);
    for (const [i, control] of drawn.entries())
      for (const [key, value] of Object.entries(control))
        await expect(`${control.name} ${key}: ${value}`).toBe(
          `${control.name} ${key}: ${replaced[i]![key as keyof typeof control]}`,
        );
  },
} satisfies Meta<{ languages: { id: string; label: string }[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    languages: [
      { id: "ar", label: "العربية" },
      { id: "en", label: "English" },
    ],
  },
  globals: { locale: "ar" },
};
