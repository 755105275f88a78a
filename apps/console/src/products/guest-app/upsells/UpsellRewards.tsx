import type { FieldSchema, ListDefinition, ListSource } from "@cms/ui";
import { Button, GenericList, TextField, showToast } from "@cms/ui";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { usePropertyScreen, useScreen } from "../../../access";
import { LazyEditDialog as EditDialog, contractQueries, failureMessage, useQuery } from "../../../kit";
import { Form } from "../../../kit/screen.styles";
import { languageName, uiLocale } from "../../../kit/content";
import { GUEST_APP, UPSELLS } from "../permissions";
import type { ItemForm, UpsellCondition, UpsellItem } from "./upsells";
import { NS, fromItemForm, itemTitle, requiredMessage, toItemForm } from "./upsells";

const Rewards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding-block: 8px;
`;

const HeaderForm = styled(Form)`
  flex-direction: row;
  align-items: flex-end;
  max-inline-size: 640px;

  & > :first-child {
    flex: 1;
  }
`;

const NO_LANGUAGES: readonly string[] = [];

/**
 * The guest app's languages (the first is the one an item must have); English where they cannot be read;
 * undefined while they load, so no dialog opens with languages that are about to change.
 */
function useLanguages(): readonly string[] | undefined {
  const { client, propertyId, permissions } = usePropertyScreen();
  const allowed = permissions.has(GUEST_APP.language);
  const { data, isError } = useQuery(
    contractQueries(client).queryOptions(
      "get",
      "/api/cms/v3/{propertyId}/oneapp/language/index",
      { params: { path: { propertyId } } },
      { enabled: allowed, select: (list) => list.items.map((language) => language.iso1) },
    ),
  );
  const loading = allowed && !data && !isError;
  return useMemo(() => (loading ? undefined : data?.length ? data : ["en"]), [loading, data]);
}

/**
 * One condition's rewards (products.md sections 2 and 4, "Upsell conditions"): the header shown above them,
 * saved on its own ("Rewards header saved successfully"), and the list of its upsell items, each with a title
 * and description per language, a price, whether it is offered and its position.
 */
export function UpsellRewards({ condition }: { condition: UpsellCondition }) {
  const { t } = useTranslation();
  const { client, propertyId, permissions } = usePropertyScreen();
  const loaded = useLanguages();
  const languages = loaded ?? NO_LANGUAGES;
  const canUpdate = permissions.has(UPSELLS.update);
  const id = condition._id!;
  const [header, setHeader] = useState(condition.header ?? "");
  const [savingHeader, setSavingHeader] = useState(false);

  const saveHeader = async () => {
    if (!canUpdate) {
      showToast({ tone: "error", title: t("shell.notAuthorized") });
      return;
    }
    setSavingHeader(true);
    const result = await client.PUT("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{id}/header", {
      params: { path: { propertyId, id } },
      body: { header: header.trim() },
    });
    setSavingHeader(false);
    if (result.data) showToast({ tone: "success", title: t(`${NS}:rewards.headerSaved`) });
    else showToast({ tone: "error", title: failureMessage(result) });
  };

  const source: ListSource<UpsellItem> = useMemo(
    () => ({
      load: async () => {
        const result = await client.GET("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{id}", {
          params: { path: { propertyId, id } },
        });
        if (!result.data) throw new Error(failureMessage(result));
        const items = [...(result.data.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
        return { items, total: items.length };
      },
      // One call per item: the contract deletes items one by one; the first refusal stops.
      remove: async (items) => {
        let last: unknown;
        for (const item of items) {
          const result = await client.DELETE(
            "/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item/{upsellID}",
            { params: { path: { propertyId, condID: id, upsellID: item._id! } } },
          );
          if (!result.data) throw new Error(failureMessage(result));
          last = result.data;
        }
        return last;
      },
    }),
    [client, propertyId, id],
  );

  const definition: ListDefinition<UpsellItem> = useMemo(
    () => ({
      keyField: "_id",
      permissions: UPSELLS,
      rowActions: ["edit", "copy", "delete"],
      clearOnCopy: ["_id"],
      columns: [
        {
          id: "title",
          header: t(`${NS}:fields.title`),
          value: (item) => itemTitle(item, languages),
          width: 240,
        },
        { id: "price", header: t(`${NS}:fields.price`), width: 120 },
        { id: "active", header: t(`${NS}:fields.active`), kind: "boolean", width: 110 },
        { id: "position", header: t(`${NS}:fields.position`), kind: "number", width: 110 },
        {
          id: "languages",
          header: t(`${NS}:fields.languages`),
          value: (item) => item.i18n.map((entry) => entry.iso2).join(", "),
          width: 160,
        },
      ],
    }),
    [t, languages],
  );

  const fields: FieldSchema[] = useMemo(
    () => [
      // The library's multi-language editor: one tab per guest-app language, missing ones marked, copy from
      // another language. Not required here: the first language's title and description are asked for on
      // save with their own "You have to enter a …" message; a language begun needs both (marked in its tab).
      {
        kind: "i18n",
        name: "i18n",
        label: t(`${NS}:fields.texts`),
        texts: [
          { name: "title", label: t(`${NS}:fields.title`) },
          { name: "description", label: t(`${NS}:fields.description`), multiline: true },
        ],
        languageKey: "iso2",
        required: false,
      },
      {
        kind: "textfield",
        name: "price",
        label: t(`${NS}:fields.price`),
        hint: t(`${NS}:priceHint`),
        requiredMessage: requiredMessage("price"),
        rules: ["price"],
        flex: 4,
      },
      {
        kind: "textfield",
        name: "position",
        valueType: "number",
        label: t(`${NS}:fields.position`),
        required: false,
        rules: ["upsellPosition"],
        flex: 4,
      },
      { kind: "switch", name: "active", label: t(`${NS}:fields.active`), flex: 4 },
    ],
    [t],
  );

  // The dialog edits the form's shape; the list gets the item the server answered.
  const saved = useRef<UpsellItem | null>(null);
  const saveItem = async (form: ItemForm, isNew: boolean): Promise<ItemForm> => {
    const shaped = fromItemForm(form, languages);
    if ("missing" in shaped)
      throw new Error(
        `${t(`${NS}:required.${shaped.missing}`)} (${languageName(shaped.language, uiLocale())})`,
      );
    const { _id: itemId, ...body } = shaped.item;
    const result =
      isNew || !itemId
        ? await client.POST("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item", {
            params: { path: { propertyId, condID: id } },
            body,
          })
        : await client.PUT("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item/{upsellID}", {
            params: { path: { propertyId, condID: id, upsellID: itemId } },
            body: shaped.item,
          });
    if (!result.data) throw new Error(failureMessage(result));
    saved.current = result.data;
    return toItemForm(result.data);
  };

  return (
    <Rewards>
      <HeaderForm
        onSubmit={(event) => {
          event.preventDefault();
          void saveHeader();
        }}
      >
        <TextField
          label={t(`${NS}:fields.header`)}
          value={header}
          onChange={setHeader}
          isReadOnly={!canUpdate}
        />
        <Button type="submit" isDisabled={!canUpdate} isPending={savingHeader}>
          {t(`${NS}:rewards.saveHeader`)}
        </Button>
      </HeaderForm>
      {loaded && (
        <GenericList<UpsellItem>
          title={t(`${NS}:rewards.title`, { name: condition.name })}
          definition={definition}
          source={source}
          permissions={permissions}
          height="320px"
          renderEdit={({ item, isNew, close, onSaved }) => (
            <ItemDialog
              item={item}
              isNew={isNew}
              title={t(isNew ? `${NS}:rewards.new` : `${NS}:rewards.edit`)}
              fields={fields}
              languages={languages}
              close={close}
              save={(form) => saveItem(form, isNew)}
              onSaved={() => {
                if (saved.current) onSaved(saved.current);
              }}
            />
          )}
        />
      )}
    </Rewards>
  );
}

type FormValues = ItemForm & Record<string, unknown>;

/** The item's dialog: its form values made once per item, so a re-render keeps what the user typed. */
function ItemDialog({
  item,
  isNew,
  title,
  fields,
  languages,
  close,
  save,
  onSaved,
}: {
  item: UpsellItem;
  isNew: boolean;
  title: string;
  fields: FieldSchema[];
  languages: readonly string[];
  close: () => void;
  save: (form: ItemForm) => Promise<ItemForm>;
  onSaved: () => void;
}) {
  const { permissions } = useScreen();
  const values = useMemo(() => toItemForm(Object.keys(item).length ? item : null) as FormValues, [item]);
  return (
    <EditDialog<FormValues>
      title={title}
      fields={fields}
      item={values}
      isNew={isNew}
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onSave={(form) => save(form) as Promise<FormValues>}
      onSaved={onSaved}
      languages={languages}
      permissions={permissions}
    />
  );
}
