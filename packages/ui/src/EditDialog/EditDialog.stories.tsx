import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { dropStaleAnnouncements } from "../__stories__/announcements";
import { EditDialog } from ".";
import type { EditDialogProps, FieldSchema } from ".";

type Item = Record<string, unknown>;
type Args = EditDialogProps<Item>;

/** The dialog as a screen uses it: open from the start here, reopened by the button after it closed. */
function Harness(args: Args) {
  const [isOpen, setOpen] = useState(true);
  const [saved, setSaved] = useState<Item>();
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Open dialog
      </Button>
      {saved && <output>Saved: {JSON.stringify(saved)}</output>}
      <EditDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
        onSaved={(item) => {
          setSaved(item);
          args.onSaved?.(item);
        }}
      />
    </>
  );
}

/** A streaming ticket, as the gateway's ticket screen edits it (products.md section 2). */
const ticketFields: FieldSchema[] = [
  { kind: "textfield", name: "title", label: "Title", multiLanguage: true },
  { kind: "switch", name: "enabled", label: "Enabled" },
  {
    kind: "textfield",
    name: "priceAmount",
    label: "Price",
    valueType: "number",
    prefix: "€",
    flex: 6,
    rules: ["price"],
  },
  {
    kind: "textfield",
    name: "expireInHours",
    label: "Expires after",
    valueType: "number",
    suffix: "h",
    flex: 6,
  },
  {
    kind: "textfield",
    name: "dataLimit.uiInput",
    label: "Data limit",
    valueType: "number",
    required: false,
    select: {
      name: "dataLimit.uiUnit",
      label: "Unit",
      options: [
        { id: "MB", label: "MB" },
        { id: "GB", label: "GB" },
        { id: "TB", label: "TB" },
      ],
    },
  },
  {
    kind: "textfield",
    name: "pmsId",
    label: "PMS id",
    required: false,
    readonlyEditItem: true,
    hint: "Set once, when the ticket is created",
  },
];

const ticket: Item = {
  _id: "ticket-1",
  i18n: [
    { language: "en", title: "Day pass" },
    { language: "de", title: "Tageskarte" },
  ],
  enabled: true,
  priceAmount: 9.5,
  expireInHours: 24,
  dataLimit: { uiInput: 5, uiUnit: "GB" },
  pmsId: "PMS-7",
};

const dialog = () => screen.findByRole("dialog");
const saveButton = async () => within(await dialog()).getByRole("button", { name: "Save" });

const meta = {
  title: "Forms/EditDialog",
  component: EditDialog,
  args: {
    title: "New ticket",
    fields: ticketFields,
    languages: ["en", "de"],
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(async (item: Item) => item),
    onSaved: fn(),
  },
  render: (args) => <Harness {...args} />,
  beforeEach: () => dropStaleAnnouncements,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new item: Save waits for the required fields; numbers are saved as numbers, empty values as null. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(await saveButton()).toBeDisabled();
    await userEvent.type(body.getByRole("textbox", { name: "Title (en)" }), "Week pass");
    await userEvent.type(body.getByRole("textbox", { name: "Price" }), "49,90");
    await userEvent.type(body.getByRole("textbox", { name: "Expires after" }), "168");
    await waitFor(async () => expect(await saveButton()).toBeEnabled());
    // Keyboard to the end: Enter in a field saves.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      i18n: [{ language: "en", title: "Week pass" }],
      enabled: null,
      priceAmount: 49.9,
      expireInHours: 168,
      dataLimit: { uiInput: null, uiUnit: null },
      pmsId: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    dropStaleAnnouncements();
  },
};

/** An existing item: its values, every language in its tab, and a field that is fixed once created. */
export const EditItem: Story = {
  args: { title: "Edit ticket", item: ticket },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole("textbox", { name: "Title (en)" })).toHaveValue("Day pass");
    await userEvent.click(body.getByRole("tab", { name: "Deutsch" }));
    await expect(body.getByRole("textbox", { name: "Title (de)" })).toHaveValue("Tageskarte");
    await expect(body.getByRole("textbox", { name: "PMS id" })).toHaveAttribute("readonly");
    const price = body.getByRole("textbox", { name: "Price" });
    await userEvent.clear(price);
    await userEvent.type(price, "12");
    await userEvent.click(await saveButton());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as Item;
    await expect(saved).toMatchObject({ _id: "ticket-1", priceAmount: 12, pmsId: "PMS-7" });
    await expect(saved.i18n).toEqual(ticket.i18n);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    dropStaleAnnouncements();
  },
};

const contactFields: FieldSchema[] = [
  { kind: "textfield", name: "email", label: "E-Mail", rules: ["email"] },
  { kind: "textfield", name: "ip", label: "IP", rules: ["ip"], flex: 6 },
  { kind: "textfield", name: "mac", label: "MAC", rules: ["mac"], flex: 6 },
  { kind: "textfield", name: "pin", label: "Room PIN", rules: ["pin"], flex: 6 },
  { kind: "textfield", name: "zip", label: "Post code", rules: ["postalCode"], required: false, flex: 6 },
];

/** The spec's messages, shown once a field was left; Save stays disabled until every value is valid. */
export const Validation: Story = {
  args: { title: "New device", fields: contactFields },
  play: async () => {
    const body = within(await dialog());
    const type = async (name: string, text: string) => {
      const input = body.getByRole("textbox", { name });
      await userEvent.clear(input);
      if (text) await userEvent.type(input, text);
      await userEvent.tab();
    };
    await type("E-Mail", "");
    await expect(body.getByText("E-Mail is required")).toBeVisible();
    await type("E-Mail", "anna@");
    await expect(body.getByText("E-Mail must be valid")).toBeVisible();
    await type("IP", "10.0.0.256");
    await expect(body.getByText("IP must be valid")).toBeVisible();
    await type("MAC", "3C:22:00:00:05");
    await expect(body.getByText("MAC Address must be valid")).toBeVisible();
    await type("Room PIN", "12a4");
    await expect(body.getByText("Must be 4 digits, eg.: 1234")).toBeVisible();
    await type("Post code", "1234567890123");
    await expect(body.getByText("Postal code must be at most 12 characters")).toBeVisible();
    await expect(await saveButton()).toBeDisabled();

    await type("E-Mail", "anna.berger@example.com");
    await type("IP", "10.0.0.25");
    await type("MAC", "3C:22:00:00:05:00, 3c:22:00:00:05:01");
    await type("Room PIN", "0815");
    await type("Post code", "6020");
    await waitFor(async () => expect(await saveButton()).toBeEnabled());
    await expect(body.queryByText(/must be|is required/)).not.toBeInTheDocument();
  },
};

/** The server refuses: the dialog stays open with everything typed and shows the server's message. */
export const ServerFailure: Story = {
  args: {
    title: "Edit ticket",
    item: ticket,
    onSave: fn(async (_item: Item): Promise<Item> => {
      throw new Error("A ticket with this PMS id already exists");
    }),
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    const title = body.getByRole("textbox", { name: "Title (en)" });
    await userEvent.clear(title);
    await userEvent.type(title, "Day pass (new)");
    await userEvent.click(await saveButton());
    await expect(await body.findByText("A ticket with this PMS id already exists")).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(await dialog()).toBeVisible();
    await expect(body.getByRole("textbox", { name: "Title (en)" })).toHaveValue("Day pass (new)");
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** While the save runs, Save shows it is pending and the dialog cannot be closed. */
export const Saving: Story = {
  args: { title: "Edit ticket", item: ticket, onSave: fn((_item: Item) => new Promise<Item>(() => {})) },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(await saveButton());
    await waitFor(async () => expect(await saveButton()).toHaveAttribute("aria-disabled", "true"));
    await expect(body.getByRole("button", { name: "Close" })).toBeDisabled();
  },
};

/** Fields that need a permission the user lacks are read-only (spec section 6). */
export const NoPermission: Story = {
  args: {
    title: "Edit ticket",
    item: ticket,
    fields: ticketFields.map((field) => ({
      ...field,
      permission: "onespeed.tickets.update",
    })) as FieldSchema[],
    permissions: new Set(["onespeed.tickets.list"]),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole("textbox", { name: "Title (en)" })).toHaveAttribute("readonly");
    await expect(body.getByRole("textbox", { name: "Price" })).toHaveAttribute("readonly");
    await expect(body.getByRole("switch", { name: "Enabled" })).toHaveAttribute("aria-readonly", "true");
  },
};

const everyKind: FieldSchema[] = [
  {
    kind: "textfield",
    name: "website",
    label: "textfield",
    hint: "With prefix, suffix and an external link",
    prefix: "https://",
    suffix: ".com",
    link: { href: "https://example.com", label: "Open" },
  },
  { kind: "textarea", name: "notes", label: "textarea", required: false },
  { kind: "texteditor", name: "welcome", label: "texteditor", required: false },
  { kind: "checkbox", name: "agree", label: "checkbox", flex: 6 },
  { kind: "switch", name: "active", label: "switch", flex: 6 },
  {
    kind: "autocomplete",
    name: "roomType",
    label: "autocomplete",
    options: [
      { id: "single", label: "Single" },
      { id: "double", label: "Double" },
      { id: "suite", label: "Suite" },
    ],
    flex: 6,
  },
  {
    kind: "autocomplete",
    name: "tags",
    label: "autocomplete (multiple, chips)",
    multiple: true,
    chips: true,
    required: false,
    options: [
      { id: "vip", label: "VIP" },
      { id: "staff", label: "Staff" },
      { id: "spa", label: "Spa" },
    ],
    flex: 6,
  },
  { kind: "color", name: "color", label: "color", required: false, flex: 6 },
  { kind: "date", name: "validFrom", label: "date", flex: 6 },
  { kind: "datetime", name: "startsAt", label: "datetime" },
  {
    kind: "tabGroup",
    name: "tabGroup",
    tabs: [
      {
        label: "First tab",
        fields: [{ kind: "textfield", name: "first", label: "In the first tab", required: false }],
      },
      {
        label: "Second tab",
        fields: [{ kind: "textfield", name: "second", label: "In the second tab", required: false }],
      },
    ],
  },
  {
    kind: "slot",
    name: "slot",
    render: ({ isNew }) => <p>slot: the screen's own content ({isNew ? "new" : "edit"})</p>,
  },
];

/** Every field kind of the schema, each named by its kind, with values. */
export const FieldKinds: Story = {
  args: {
    title: "Every field kind",
    fields: everyKind,
    item: {
      website: "hotel-seeblick",
      notes: "Late check-in on Fridays",
      welcome: "<h2>Welcome</h2><p>Breakfast from <strong>7</strong>.</p>",
      agree: true,
      active: true,
      roomType: "suite",
      tags: ["vip", "spa"],
      color: "#C9A23F",
      validFrom: "2026-11-20",
      startsAt: "2026-11-20T08:30:00.000Z",
    },
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole("textbox", { name: "textfield" })).toHaveValue("hotel-seeblick");
    const editor = await body.findByRole("textbox", { name: "texteditor" });
    await expect(within(editor).getByRole("heading", { level: 2 })).toHaveTextContent("Welcome");
    await expect(body.getByRole("checkbox", { name: "checkbox" })).toBeChecked();
    await expect(body.getByRole("switch", { name: "switch" })).toBeChecked();
    await expect(body.getByRole("combobox", { name: "autocomplete" })).toHaveValue("Suite");
    await expect(body.getByText("slot: the screen's own content (edit)")).toBeVisible();
    await userEvent.click(body.getByRole("tab", { name: "Second tab" }));
    await expect(body.getByRole("textbox", { name: "In the second tab" })).toBeVisible();
  },
};

/** The checkbox is the one kind not required by default; a required one must be ticked. */
export const RequiredCheckbox: Story = {
  args: {
    title: "Terms",
    fields: [{ kind: "checkbox", name: "accepted", label: "I accept the terms", required: true, rules: [] }],
  },
  play: async () => {
    const body = within(await dialog());
    await expect(await saveButton()).toBeDisabled();
    await userEvent.click(body.getByRole("checkbox", { name: "I accept the terms" }));
    await waitFor(async () => expect(await saveButton()).toBeEnabled());
  },
};

export const Dark: Story = { args: { title: "Edit ticket", item: ticket }, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    title: "تعديل التذكرة",
    item: ticket,
    languages: ["en", "de", "ar"],
    fields: [
      { kind: "textfield", name: "title", label: "العنوان", multiLanguage: true },
      { kind: "switch", name: "enabled", label: "مفعّل" },
      { kind: "textfield", name: "priceAmount", label: "السعر", valueType: "number", prefix: "€", flex: 6 },
      {
        kind: "textfield",
        name: "expireInHours",
        label: "تنتهي بعد",
        valueType: "number",
        suffix: "h",
        flex: 6,
      },
    ],
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const body = within(await dialog());
    await expect(body.getByRole("button", { name: "حفظ" })).toBeEnabled();
  },
};
