import type { components } from "@cms/api";
import type { OperationStatus, SettingsValues } from "@cms/ui";
import { SettingsTree, notifyRequestStatus } from "@cms/ui";
import { useQueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useScreen } from "../access";
import type { CallResult, PropertyScreenContext, ScreenContext } from "./defineListScreen";
import { atProperty, failureMessage, refusal } from "./defineListScreen";
import { readsOf, useQuery } from "./query";

type SettingsSchema = components["schemas"]["SettingsSchema"];

/**
 * A settings screen as one declaration (platform.md "Generic settings screen"): the get permission opens it,
 * the update permission makes it editable; settings and schema load together and a failure of either is the
 * screen's failure; a failed save keeps the edits and says why in the confirm dialog.
 */
export interface SettingsScreenDefinition<Context extends ScreenContext = ScreenContext> {
  permissions: { get: string; update: string };
  calls: {
    get: (context: Context) => Promise<CallResult<SettingsValues>>;
    schema: (context: Context) => Promise<CallResult<SettingsSchema>>;
    save: (context: Context, values: SettingsValues) => Promise<CallResult<SettingsValues>>;
  };
  /**
   * Loading failures show their status only, never the server's message (platform.md section 8 says so of
   * the weather settings store); a refused save says why in its dialog all the same.
   */
  statusOnlyFailures?: boolean;
}

/** The screen of a {@link SettingsScreenDefinition}: a route's whole settings screen, as its default export. */
export function defineSettingsScreen(definition: SettingsScreenDefinition): ComponentType {
  function SettingsScreen() {
    const { t } = useTranslation();
    const { route, propertyId, permissions, client } = useScreen();
    const context: ScreenContext = { client, propertyId, permissions };
    const canGet = permissions.has(definition.permissions.get);
    const canUpdate = permissions.has(definition.permissions.update);
    const queryClient = useQueryClient();
    const queryKey = ["settings", route.name, propertyId];
    const failure = (result: CallResult<unknown>) =>
      new Error(definition.statusOnlyFailures ? "" : failureMessage(result));

    const { data, status, fetchStatus, error, refetch } = useQuery({
      queryKey,
      enabled: canGet,
      retry: false,
      queryFn: readsOf(client, async (client) => {
        const [settings, schema] = await Promise.all([
          definition.calls.get({ ...context, client }),
          definition.calls.schema({ ...context, client }),
        ]);
        if (!settings.data) throw failure(settings);
        if (!schema.data) throw failure(schema);
        return { values: settings.data, schema: schema.data.schema };
      }),
    });

    const loadStatus: OperationStatus =
      fetchStatus === "fetching" && !data
        ? "fetching"
        : status === "error"
          ? "failure"
          : data
            ? "success"
            : undefined;

    const save = async (values: SettingsValues) => {
      const result = await definition.calls.save(context, values);
      // The confirm dialog shows "could not be saved" with the server's reason and keeps the edits: a dialog's
      // failure status carries its message (platform.md section 8); `statusOnlyFailures` is for the load.
      if (!result.data) throw refusal(result);
      const saved = result.data;
      queryClient.setQueryData(queryKey, (current: typeof data) => current && { ...current, values: saved });
      // The spec's save notification: the one notice of a saved settings change.
      notifyRequestStatus("success");
    };

    return (
      <SettingsTree
        title={t(`routes.${route.name}`)}
        schema={data?.schema}
        values={data?.values}
        status={loadStatus}
        error={error?.message || undefined}
        onRetry={() => void refetch()}
        onSave={save}
        canGet={canGet}
        canUpdate={canUpdate}
        // Every settings screen's schema texts are translated by node key in settingsSchemas.json, under the
        // route's name: a new settings screen only adds its texts there.
        schemaTexts={`settingsSchemas:${route.name}`}
      />
    );
  }
  return SettingsScreen;
}

/** A settings screen of a property's route: its calls get the property as a `string` (see `atProperty`). */
export function definePropertySettingsScreen(
  definition: SettingsScreenDefinition<PropertyScreenContext>,
): ComponentType {
  const { get, schema, save } = definition.calls;
  return defineSettingsScreen({
    ...definition,
    calls: {
      get: (context) => get(atProperty(context)),
      schema: (context) => schema(atProperty(context)),
      save: (context, values) => save(atProperty(context), values),
    },
  });
}
