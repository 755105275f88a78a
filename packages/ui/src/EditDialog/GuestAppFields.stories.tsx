import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { toastQueue } from "../Toast";
import { dropStaleAnnouncements } from "../__stories__/announcements";
import { thumbnailsLoaded } from "../MediaPool/__fixtures__/media";
import { dialog, pickImage, saveButton, withMedia } from "./__fixtures__/plays";
import { EditDialog } from "./EditDialog";
import type { EditDialogProps } from "./EditDialog";
import type { FieldSchema } from "./schema";

type Item = Record<string, unknown>;
type Args = EditDialogProps<Item>;

/**
 * The field kinds the guest app's content screens need, inside the edit dialog: the multi-language texts
 * (`i18n`), an image stored as a media ref, an id or a URL (`media` with `valueMode`), and a colour with
 * the WCAG AA contrast check (`color` with `contrast`).
 */
function Harness(args: Args) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Open dialog
      </Button>
      <EditDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const enhancementFields: FieldSchema[] = [
  {
    kind: "i18n",
    name: "i18n",
    label: "Title and description",
    texts: [
      { name: "title", label: "Title" },
      { name: "description", label: "Description", multiline: true, required: false },
    ],
  },
  { kind: "textfield", name: "price", label: "Price", rules: ["price"], flex: 6 },
  {
    kind: "media",
    name: "image",
    label: "Image",
    required: false,
    valueMode: "url",
    idName: "imageId",
    urlOf: (file) => `https://media.hotel-demo.test/1001/${file.name}`,
  },
];

const meta = {
  title: "Patterns/EditDialog/Guest app fields",
  component: EditDialog,
  args: {
    title: "New enhancement",
    fields: enhancementFields,
    languages: ["de", "en"],
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(async (item: Item) => item),
  },
  render: (args) => <Harness {...args} />,
  beforeEach: () => dropStaleAnnouncements,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new enhancement in two languages with an image: Save waits for the default language's title; the list
 * is saved in the contract's shape, the image as its URL and its media pool id.
 */
export const EnhancementWithImage: Story = {
  ...withMedia(Harness),
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(await saveButton()).toBeDisabled();
    await userEvent.type(body.getByRole("textbox", { name: "Title (de)" }), "Frühstück");
    await userEvent.click(body.getByRole("tab", { name: /English/ }));
    await userEvent.type(body.getByRole("textbox", { name: "Title (en)" }), "Breakfast");
    await userEvent.type(body.getByRole("textbox", { name: "Description (en)" }), "From 6:30");
    await userEvent.type(body.getByRole("textbox", { name: "Price" }), "28,00");
    const image = await pickImage("Image", /^lobby\.jpg$/);
    await expect(image).toHaveTextContent("lobby.jpg");
    await thumbnailsLoaded(image);
    await waitFor(async () => expect(await saveButton()).toBeEnabled());
    await userEvent.click(await saveButton());
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        i18n: [
          { iso2: "de", title: "Frühstück" },
          { iso2: "en", title: "Breakfast", description: "From 6:30" },
        ],
        price: "28,00",
        image: "https://media.hotel-demo.test/1001/lobby.jpg",
        imageId: "1001m1",
      }),
    );
    toastQueue.clear();
    dropStaleAnnouncements();
  },
};

/** A stored URL without a media pool id shows its file name without a thumbnail; removing clears both. */
export const StoredImageUrl: Story = {
  ...withMedia(Harness),
  args: {
    title: "Edit enhancement",
    item: {
      _id: "e1",
      i18n: [{ iso2: "de", title: "Garagenplatz" }],
      price: "32,00",
      image: "https://media.hotel-demo.test/1001/prk.jpg",
    },
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    const image = body.getByRole("group", { name: "Image" });
    await expect(image).toHaveTextContent("prk.jpg");
    await userEvent.click(within(image).getByRole("button", { name: "Remove prk.jpg" }));
    await expect(image).toHaveTextContent("No image chosen");
    await userEvent.click(await saveButton());
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ image: null, imageId: null })),
    );
    toastQueue.clear();
    dropStaleAnnouncements();
  },
};

/** A room category's image is the media pool id alone: picked, its thumbnail shows; saved, the id. */
export const ImageById: Story = {
  ...withMedia(Harness),
  args: {
    title: "Edit room category",
    languages: ["en"],
    fields: [
      { kind: "textfield", name: "code", label: "Code" },
      { kind: "media", name: "image", label: "Image", required: false, valueMode: "id" },
    ],
    item: { _id: "rc1", code: "DBL", image: "1001m3" },
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    const image = body.getByRole("group", { name: "Image" });
    // A stored id names the file by its id (the image route needs the extension an id lacks).
    await expect(image).toHaveTextContent("1001m3");
    await pickImage("Image", /^lobby\.jpg$/);
    await expect(image).toHaveTextContent("lobby.jpg");
    await thumbnailsLoaded(image);
    await userEvent.click(await saveButton());
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ _id: "rc1", code: "DBL", image: "1001m1" }),
    );
    toastQueue.clear();
    dropStaleAnnouncements();
  },
};

/** Theme colours: white text on the primary colour, the toolbar's text colour on the toolbar. */
export const ColorContrast: Story = {
  args: {
    title: "Edit theme",
    languages: ["en"],
    fields: [
      { kind: "color", name: "primary", label: "Primary colour", contrast: { text: "#FFFFFF" }, flex: 6 },
      { kind: "color", name: "toolbarText", label: "Toolbar text", required: false, flex: 6 },
      {
        kind: "color",
        name: "toolbarBackground",
        label: "Toolbar background",
        contrast: { text: "toolbarText" },
      },
    ],
    item: { primary: "#8C1D2F", toolbarText: "#1F1F1F", toolbarBackground: "#FFFFFF" },
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.queryByText(/Low contrast/)).not.toBeInTheDocument();
    const primary = body.getByRole("textbox", { name: "Primary colour" });
    await userEvent.clear(primary);
    await userEvent.type(primary, "#FFD700");
    await expect(await body.findByText(/Low contrast/)).toHaveTextContent("1.40:1");
    // The other colour is a field: a light toolbar text on the white toolbar fails too.
    const text = body.getByRole("textbox", { name: "Toolbar text" });
    await userEvent.clear(text);
    await userEvent.type(text, "#EEEEEE");
    await waitFor(() => expect(body.getAllByText(/Low contrast/)).toHaveLength(2));
    // A warning, not an error: the theme can still be saved.
    await userEvent.click(await saveButton());
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        primary: "#FFD700",
        toolbarText: "#EEEEEE",
        toolbarBackground: "#FFFFFF",
      }),
    );
    toastQueue.clear();
    dropStaleAnnouncements();
  },
};

/** `aside`: a live preview beside the fields (a wide dialog), given the form's values as the user types. */
export const WithPreview: Story = {
  args: {
    title: "Edit theme",
    languages: ["en"],
    fields: [
      { kind: "textfield", name: "name", label: "Name" },
      { kind: "color", name: "primary", label: "Primary colour", contrast: { text: "#FFFFFF" } },
    ],
    item: { name: "classic", primary: "#8C1D2F" },
    aside: (values) => (
      <output
        data-testid="preview"
        style={{
          display: "block",
          inlineSize: 160,
          padding: 16,
          background: String(values.primary ?? ""),
          color: "#FFFFFF",
        }}
      >
        {String(values.name ?? "")}
      </output>
    ),
  },
  play: async () => {
    const body = within(await dialog());
    const preview = body.getByTestId("preview");
    await expect(preview).toHaveTextContent("classic");
    await userEvent.type(body.getByRole("textbox", { name: /^Name/ }), " winter");
    await expect(preview).toHaveTextContent("classic winter");
    const primary = body.getByRole("textbox", { name: "Primary colour" });
    await userEvent.clear(primary);
    await userEvent.type(primary, "#0D5EAF");
    await waitFor(() => expect(preview).toHaveStyle({ backgroundColor: "rgb(13, 94, 175)" }));
  },
};

export const Dark: Story = {
  args: {
    title: "Edit enhancement",
    item: { i18n: [{ iso2: "en", title: "Breakfast" }], price: "28,00" },
  },
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: {
    title: "تعديل",
    languages: ["ar", "en"],
    item: { i18n: [{ iso2: "en", title: "Breakfast" }], price: "28,00" },
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(within(await dialog()).getByRole("tab", { name: /العربية/ })).toHaveTextContent("ناقص");
  },
};
