import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen } from "../../../kit";
import { ROOM_CATEGORIES } from "../permissions";
import {
  guestAppLanguages,
  languagesColumn,
  textsField,
  titleColumn,
  withFailureText,
} from "../content/guestAppContent";

type RoomCategory = components["schemas"]["RoomCategory"];

/**
 * Room categories (products.md sections 2, 3, 6 and 8): the room types a guest chooses from in web check-in,
 * each with its PMS room type code, a title and description per guest-app language and an image of the media
 * pool (stored as the file's id).
 */
export const roomCategoriesScreen = definePropertyListScreen<RoomCategory>({
  contract: bounds.RoomCategory,
  keyField: "_id",
  permissions: ROOM_CATEGORIES,
  rowActions: ["edit", "copy", "delete"],
  // A code names one PMS room type: a copy needs its own.
  clearOnCopy: ["code"],
  csvFileName: "room-categories.csv",
  dialogTitles: {
    create: "guestAppContent:roomCategories.new",
    edit: "guestAppContent:roomCategories.edit",
  },
  languages: guestAppLanguages,
  mediaPool: true,
  columns: (t) => [
    titleColumn(t),
    { id: "code", header: t("guestAppContent:roomCategories.code"), width: 140 },
    languagesColumn(t),
    { id: "image", header: t("guestAppContent:roomCategories.image"), width: 200 },
  ],
  fields: (t) => [
    {
      kind: "textfield",
      name: "code",
      label: t("guestAppContent:roomCategories.code"),
      hint: t("guestAppContent:roomCategories.codeHint"),
    },
    textsField(t),
    {
      kind: "media",
      name: "image",
      label: t("guestAppContent:roomCategories.image"),
      required: false,
      valueMode: "id",
    },
  ],
  // Each failure starts with its own text (products.md section 8), then the server's reason.
  calls: {
    list: async ({ client, propertyId, t }) =>
      withFailureText(
        await client.GET("/api/cms/v3/{propertyId}/oneapp/webcheckin/room-category/index", {
          params: { path: { propertyId } },
        }),
        t?.("guestAppContent:roomCategories.failure.fetch"),
      ),
    create: async ({ client, propertyId, t }, item) => {
      const { _id: _, ...body } = withoutEmptyImage(item);
      return withFailureText(
        await client.POST("/api/cms/v3/{propertyId}/oneapp/webcheckin/room-category", {
          params: { path: { propertyId } },
          body,
        }),
        t?.("guestAppContent:roomCategories.failure.save"),
      );
    },
    update: async ({ client, propertyId, t }, item) =>
      withFailureText(
        await client.PUT("/api/cms/v3/{propertyId}/oneapp/webcheckin/room-category/{_id}", {
          params: { path: { propertyId, _id: item._id! } },
          body: withoutEmptyImage(item),
        }),
        t?.("guestAppContent:roomCategories.failure.update"),
      ),
    remove: async ({ client, propertyId, t }, items) =>
      withFailureText(
        await client.DELETE("/api/cms/v3/{propertyId}/oneapp/webcheckin/room-category", {
          params: { path: { propertyId } },
          body: { items },
        }),
        t?.(
          items.length > 1
            ? "guestAppContent:roomCategories.failure.bulkDelete"
            : "guestAppContent:roomCategories.failure.delete",
        ),
      ),
  },
});

/** The contract's image is a string: a removed image (null from the dialog) is left out. */
function withoutEmptyImage(item: RoomCategory): RoomCategory {
  const { image, ...rest } = item as RoomCategory & { image?: string | null };
  return image ? { ...rest, image } : rest;
}

export default function RoomCategoriesScreen() {
  return <ListScreen definition={roomCategoriesScreen} />;
}
