import { Autocomplete, Button, Notice, SectionHeading } from "@cms/ui";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { findProperties, propertyLabel } from "../../../properties/findProperties";
import { usePropertySelection } from "../../../properties/selection";
import { useSession, useSessionState } from "../../../session/SessionContext";
import type { Property } from "../../../session/session";
import { Card, Cards, InlineForm, Section, Stack } from "../../../kit/screen.styles";

const dashboardOf = (id: string) => `/property/${encodeURIComponent(id)}/dashboard`;

function PropertyCards({ properties }: { properties: Property[] }) {
  const [, select] = usePropertySelection();
  return (
    <Cards>
      {properties.map((property) => (
        <li key={property.id}>
          <Card to={dashboardOf(String(property.id))} onClick={() => select(String(property.id))}>
            <strong>{property.name}</strong>
            <span>{[property.city, property.country, property.id].filter(Boolean).join(" · ")}</span>
          </Card>
        </li>
      ))}
    </Cards>
  );
}

/** Home (platform.md "Home"): recently selected properties, my properties, go to a property. */
export default function Home() {
  const { t } = useTranslation();
  const session = useSession();
  const { properties, propertiesStatus } = useSessionState();
  const [{ recent }, select] = usePropertySelection();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [target, setTarget] = useState<string | null>(null);

  const recentProperties = recent.flatMap((id) => properties.filter((p) => String(p.id) === id));
  const items = useMemo(
    () => findProperties(properties, text).map((p) => ({ id: String(p.id), label: propertyLabel(p) })),
    [properties, text],
  );

  const go = () => {
    if (!target) return;
    select(target);
    navigate(dashboardOf(target));
  };

  return (
    <Stack>
      {propertiesStatus === "failure" && (
        <Notice
          tone="error"
          action={
            <Button variant="outline" size="sm" onPress={() => void session.loadProperties()}>
              {t("home.retry")}
            </Button>
          }
        >
          {t("home.propertiesFailed")}
        </Notice>
      )}
      <Section aria-labelledby="home-go">
        <SectionHeading id="home-go">{t("home.goToProperty")}</SectionHeading>
        <InlineForm
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
        >
          <div>
            <Autocomplete
              label={t("propertySelector.label")}
              placeholder={t("propertySelector.placeholder")}
              items={items}
              selectedKey={target}
              onInputChange={setText}
              onSelectionChange={setTarget}
            />
          </div>
          <Button type="submit" variant="primary" isDisabled={!target}>
            {t("home.go")}
          </Button>
        </InlineForm>
      </Section>
      <Section aria-labelledby="home-recent">
        <SectionHeading id="home-recent">{t("home.recent")}</SectionHeading>
        {recentProperties.length ? (
          <PropertyCards properties={recentProperties} />
        ) : (
          <p>{t("home.noRecent")}</p>
        )}
      </Section>
      <Section aria-labelledby="home-mine">
        <SectionHeading id="home-mine">{t("home.mine", { count: properties.length })}</SectionHeading>
        {properties.length ? (
          <PropertyCards properties={properties} />
        ) : propertiesStatus === "failure" ? null : (
          <p>{t("home.noProperties")}</p>
        )}
      </Section>
    </Stack>
  );
}
