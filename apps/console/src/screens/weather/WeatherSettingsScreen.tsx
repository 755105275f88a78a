import type { OperationStatus, SettingsValues } from "@cms/ui";
import { SettingsTree } from "@cms/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { effectivePermissions } from "../../routes/permissions";
import { useSession, useSessionState } from "../../session/SessionContext";

const QUERY_KEY = ["weather", "settings"] as const;

/**
 * Weather settings through the generic settings screen (platform.md "Generic settings screen", "Weather
 * settings"): settings and schema load together and a failure of either is the screen's failure; a failure
 * shows its status only, never the server's message (platform.md section 8).
 */
export default function WeatherSettingsScreen() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { user } = useSessionState();
  const permissions = useMemo(() => effectivePermissions(user, undefined), [user]);
  const canGet = permissions.has("admin.weather.settings.get");
  const canUpdate = permissions.has("admin.weather.settings.update");
  const queryClient = useQueryClient();

  const { data, status, fetchStatus, refetch } = useQuery({
    queryKey: QUERY_KEY,
    enabled: canGet,
    retry: false,
    queryFn: async () => {
      const [settings, schema] = await Promise.all([
        client.GET("/api/cms/v3/weather/settings"),
        client.GET("/api/cms/v3/weather/settings/schema"),
      ]);
      if (!settings.data || !schema.data) throw new Error("");
      return { values: settings.data, schema: schema.data.schema };
    },
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
    const { data: saved } = await client.PUT("/api/cms/v3/weather/settings", { body: values });
    // The confirm dialog shows "could not be saved" and keeps the edits; no server message (section 8).
    if (!saved) throw new Error("");
    queryClient.setQueryData(QUERY_KEY, (current: typeof data) => current && { ...current, values: saved });
  };

  return (
    <SettingsTree
      title={t("routes.settings")}
      schema={data?.schema}
      values={data?.values}
      status={loadStatus}
      onRetry={() => void refetch()}
      onSave={save}
      canGet={canGet}
      canUpdate={canUpdate}
    />
  );
}
