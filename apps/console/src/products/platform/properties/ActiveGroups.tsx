import { Chips, Notice } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { GroupsBox, GroupsTitle, Muted } from "./properties.styles";
import { contractQueries, useItems } from "../../../kit";
import { useScreen } from "../../../access";

/**
 * The property groups a property belongs to (platform.md section 7, "Active group of a property": GET
 * {propertyId}/property-group/active/index). The spec names the call but not the place: the properties
 * list shows it in a row's details and in the property's edit dialog, loaded only when opened.
 */
export function ActiveGroups({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation("properties");
  const { client } = useScreen();
  const query = useItems(
    contractQueries(client).queryOptions("get", "/api/cms/v3/{propertyId}/property-group/active/index", {
      params: { path: { propertyId } },
    }),
  );
  return (
    <GroupsBox data-ui="ActiveGroups" aria-busy={query.isPending || undefined}>
      <GroupsTitle>{t("property.groups")}</GroupsTitle>
      {query.isPending ? (
        <Muted>{t("property.groupsLoading")}</Muted>
      ) : query.isError ? (
        <Notice tone="error" title={t("property.groupsFailed")}>
          {query.error.message}
        </Notice>
      ) : query.data.length === 0 ? (
        <Muted>{t("property.noGroups")}</Muted>
      ) : (
        <Chips items={query.data.map((group) => group.name)} />
      )}
    </GroupsBox>
  );
}
