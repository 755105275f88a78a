import * as bounds from "@cms/api/bounds";
import type { FieldSchema } from "@cms/ui";
import { createApiMediaSource } from "@cms/ui";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useScreen } from "../../../access";
import type { PropertyScreenContext } from "../../../kit";
import {
  LazyEditDialog as EditDialog,
  ListScreen,
  collectionCalls,
  definePropertyListScreen,
  onDemand,
  refusal,
} from "../../../kit";
import { APP_THEMES } from "../permissions";
import type { AppTheme } from "./themePreview";
import { BUTTON_TEXT } from "./themePreview";

type Item = Record<string, unknown>;

/**
 * One mode's colours and images. The contrast checks are those the preview paints: the white button label on
 * the primary colour, and the primary colour (the toolbar's title) on the toolbar background.
 */
const modeFields = (t: TFunction, dark: boolean): FieldSchema[] => {
  const name = (light: string) => (dark ? `${light}Dark` : light);
  const label = (key: string) => t(`guestAppContent:theme.${key}`);
  return [
    {
      kind: "color",
      name: name("primary"),
      label: label("primary"),
      required: false,
      contrast: { text: BUTTON_TEXT },
      flex: 6,
    },
    {
      kind: "color",
      name: name("toolbarBackground"),
      label: label("toolbarBackground"),
      required: false,
      contrast: { text: name("primary") },
      flex: 6,
    },
    {
      kind: "color",
      name: name("logoBackgroundColor"),
      label: label("logoBackgroundColor"),
      required: false,
      flex: 6,
    },
    { kind: "media", name: name("logoImage"), label: label("logoImage"), required: false, flex: 6 },
    {
      kind: "media",
      name: name("appBackgroundImage"),
      label: label("appBackgroundImage"),
      required: false,
    },
  ];
};

export const themeFields = (t: TFunction): FieldSchema[] => [
  { kind: "textfield", name: "name", label: t("guestAppContent:theme.name"), flex: 6 },
  { kind: "textfield", name: "title", label: t("guestAppContent:theme.title"), required: false, flex: 6 },
  {
    kind: "switch",
    name: "dark",
    label: t("guestAppContent:theme.dark"),
    hint: t("guestAppContent:theme.darkHint"),
  },
  {
    kind: "tabGroup",
    name: "modes",
    tabs: [
      { label: t("guestAppContent:theme.lightMode"), fields: modeFields(t, false) },
      { label: t("guestAppContent:theme.darkMode"), fields: modeFields(t, true) },
    ],
  },
];

/** The contract has no null for a colour or an image: one the dialog left empty is left out. */
export function asSavedTheme(theme: AppTheme): AppTheme {
  return Object.fromEntries(Object.entries(theme).filter(([, value]) => value !== null)) as AppTheme;
}

const swatchColumn = (id: keyof AppTheme, header: string) => ({ id, header, width: 170 });

// The preview and its media thumbnails load with the dialog, not with the list.
const themePreview = onDemand(
  () => import("./ThemePreview"),
  (module) => module.ThemePreview,
);
const ThemePreview = themePreview.Part;

/**
 * The guest app's themes (products.md sections 2, 3, 6 and 8, "Theme"): name and title, whether the app starts
 * dark, and the primary, toolbar and logo background colours, logo and background image, each also for dark
 * mode; the dialog shows a guest-app phone in light and dark beside its fields, following every change.
 */
export const themeScreen = definePropertyListScreen<AppTheme>({
  contract: bounds.AppTheme,
  keyField: "id",
  permissions: APP_THEMES,
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["name", "title"],
  csvFileName: "guest-app-themes.csv",
  preloadDialog: themePreview.preload,
  columns: (t) => [
    { id: "name", header: t("guestAppContent:theme.name"), width: 200 },
    { id: "title", header: t("guestAppContent:theme.title"), width: 200 },
    { id: "dark", header: t("guestAppContent:theme.dark"), kind: "boolean", width: 140 },
    swatchColumn("primary", t("guestAppContent:theme.primary")),
    swatchColumn("toolbarBackground", t("guestAppContent:theme.toolbarBackground")),
    swatchColumn("logoBackgroundColor", t("guestAppContent:theme.logoBackgroundColor")),
  ],
  // The dialog is the theme's own (with its preview); `fields` keeps the list's edit and copy actions.
  fields: themeFields,
  renderEdit: (props) => <ThemeDialog {...props} />,
  calls: collectionCalls("/api/cms/v3/{propertyId}/oneapp/theme/{id}", {
    key: "id",
    body: asSavedTheme,
    remove: "each",
  }),
});

interface ThemeDialogProps {
  item: Partial<AppTheme>;
  isNew: boolean;
  close: () => void;
  onSaved: (item: AppTheme) => void;
  context: PropertyScreenContext;
}

/** The edit dialog over `themeFields` with the live preview beside it. */
function ThemeDialog({ item, isNew, close, onSaved, context }: ThemeDialogProps) {
  const { t } = useTranslation();
  const { permissions } = useScreen();
  const fields = useMemo(() => themeFields(t), [t]);
  const source = useMemo(
    () => (context.propertyId ? createApiMediaSource(context.client, context.propertyId) : undefined),
    [context.client, context.propertyId],
  );
  const save = async (theme: Item) => {
    const creating = isNew || !theme.id;
    const call = creating ? themeScreen.calls.create : themeScreen.calls.update;
    if (!call) throw new Error(t("shell.notAuthorized"));
    const result = await call(context, theme as AppTheme);
    if (!result.data) throw refusal(result);
    return result.data as Item;
  };
  return (
    <EditDialog<Item>
      title={t(isNew ? "guestAppContent:theme.new" : "guestAppContent:theme.edit")}
      fields={fields}
      item={isNew && Object.keys(item).length === 0 ? null : (item as Item)}
      isNew={isNew}
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onSave={save}
      onSaved={(saved) => onSaved(saved as AppTheme)}
      permissions={permissions}
      mediaSource={source}
      aside={(values) => <ThemePreview values={values} source={source} />}
    />
  );
}

export default function ThemeScreen() {
  return <ListScreen definition={themeScreen} />;
}
