import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import type { MediaValue } from "@cms/ui";
import { mediaImagePath } from "@cms/ui";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { ENHANCEMENTS } from "../permissions";
import {
  currencyRule,
  guestAppLanguages,
  languagesColumn,
  textsField,
  titleColumn,
} from "../content/guestAppContent";
import { VendorDataField } from "../content/VendorDataField";

type Enhancement = components["schemas"]["Enhancement"];

/**
 * The image URL stored with an enhancement: the media pool's image of the picked file, its name in the
 * fragment so the dialog can name it again (the contract keeps the URL in `image`, the file's id in `imageId`).
 */
export const imageUrlOf = (propertyId: string) => (file: MediaValue) =>
  `${mediaImagePath(propertyId, file, "160x160")}#${encodeURIComponent(file.name)}`;

/**
 * Enhancements (products.md sections 2, 3, 5 and 6): the extras a guest books during web check-in, with a
 * position (empty or greater than 0), a title and description per guest-app language, a price as "999,99",
 * an image from the media pool and the PMS's vendorData; the list also shows currency, city tax and imageId.
 */
export const enhancementsScreen = definePropertyListScreen<Enhancement>({
  contract: bounds.Enhancement,
  keyField: "_id",
  permissions: ENHANCEMENTS,
  rowActions: ["edit", "copy", "delete"],
  // A copy is another extra: its own texts and PMS data (vendorData names the PMS's service).
  clearOnCopy: ["i18n", "vendorData"],
  csvFileName: "enhancements.csv",
  dialogTitles: {
    create: "guestAppContent:enhancements.new",
    edit: "guestAppContent:enhancements.edit",
  },
  languages: guestAppLanguages,
  mediaPool: true,
  columns: (t) => [
    { id: "pos", header: t("guestAppContent:enhancements.pos"), kind: "number", width: 110 },
    titleColumn(t),
    languagesColumn(t),
    { id: "price", header: t("guestAppContent:enhancements.price"), width: 110 },
    { id: "currency", header: t("guestAppContent:enhancements.currency"), width: 110 },
    { id: "isCityTax", header: t("guestAppContent:enhancements.isCityTax"), kind: "boolean", width: 120 },
    { id: "imageId", header: t("guestAppContent:enhancements.imageId"), width: 200 },
  ],
  // The image URL names the route's property; the fields learn it as an "option".
  optionLoaders: {
    property: async ({ propertyId }) => [{ id: propertyId, label: propertyId }],
  },
  fields: (t, options) => [
    {
      kind: "textfield",
      name: "pos",
      label: t("guestAppContent:enhancements.pos"),
      valueType: "number",
      required: false,
      rules: ["enhancementPosition"],
      flex: 4,
    },
    {
      kind: "textfield",
      name: "price",
      label: t("guestAppContent:enhancements.price"),
      hint: t("guestAppContent:enhancements.priceHint"),
      rules: ["price"],
      flex: 4,
    },
    {
      kind: "textfield",
      name: "currency",
      label: t("guestAppContent:enhancements.currency"),
      required: false,
      rules: [currencyRule],
      flex: 4,
    },
    textsField(t),
    { kind: "switch", name: "isCityTax", label: t("guestAppContent:enhancements.isCityTax") },
    {
      kind: "media",
      name: "image",
      label: t("guestAppContent:enhancements.image"),
      required: false,
      valueMode: "url",
      idName: "imageId",
      urlOf: imageUrlOf(options.property?.[0]?.id ?? ""),
    },
    {
      kind: "slot",
      name: "vendorData",
      render: ({ value, onChange, readOnly }) => (
        <VendorDataField value={value} onChange={onChange} readOnly={readOnly} />
      ),
    },
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/oneapp/webcheckin/enhancements/{_id}", {
    key: "_id",
    body: withoutNulls,
    remove: "bulk",
  }),
});

/**
 * The contract types currency, image, imageId and vendorData without null: a field the dialog left empty
 * (saved as null) is left out. pos keeps its null ("empty allowed").
 */
export function withoutNulls(item: Enhancement): Enhancement {
  return Object.fromEntries(
    Object.entries(item).filter(([key, value]) => value !== null || key === "pos"),
  ) as Enhancement;
}

export default function EnhancementsScreen() {
  return <ListScreen definition={enhancementsScreen} />;
}
