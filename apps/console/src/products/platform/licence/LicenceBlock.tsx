import { queryStateOf } from "../../../kit/dashboard";
import { HeadingRow } from "../../../kit/screen.styles";
import {
  Button,
  Fact,
  Facts,
  FormattedDate,
  Notice,
  NumberField,
  QueryState,
  SectionHeading,
  Switch,
  useUnsavedChanges,
} from "@cms/ui";
import { useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { RenewalBadge } from "./RenewalBadge";
import { Block, FormActions, LicenceFormLayout } from "./licence.styles";
import type { AnyLicence, LicenceInfo, LicenceProduct } from "./licences";
import {
  LICENCE_BOUNDS,
  LICENCE_DEFAULTS,
  hasThemes,
  isRefusal,
  renewalState,
  useLicence,
  useSaveLicence,
  withinBounds,
} from "./licences";

export interface LicenceBlockProps {
  propertyId: string;
  product: LicenceProduct;
  /** The user holds property.settings.license.update: the fields can be changed and saved. */
  canUpdate: boolean;
}

/** One product's licence (platform.md "Licence"): its period, and its renewal settings with a Save. */
export function LicenceBlock({ propertyId, product, canUpdate }: LicenceBlockProps) {
  const { t } = useTranslation("licence");
  const headingId = useId();
  const query = useLicence(propertyId, product, true);
  const { state, daysLeft } = renewalState(query.data?.validUntil, new Date());

  return (
    <Block aria-labelledby={headingId} $state={query.data ? state : "unknown"} data-product={product}>
      <HeadingRow>
        <SectionHeading id={headingId} level={3}>
          {t(`product.${product}`)}
        </SectionHeading>
        {query.data && <RenewalBadge state={state} />}
      </HeadingRow>
      {!query.isSuccess ? (
        <QueryState
          refused={query.isError && isRefusal(query.error)}
          refusedText={t("console:shell.notAuthorized")}
          {...queryStateOf(query)}
          loadingLabel={t("loading")}
          failureTitle={t("loadFailed")}
          retryLabel={t("retry")}
          // The period and the renewal form's height once loaded (measured, English, 390 and 1280 px), held
          // meanwhile: the form without the themes field is 94 px shorter, which shows where blocks stack (a phone).
          reserve={hasThemes(product) ? "320px" : "226px"}
        />
      ) : (
        <>
          {/* The licence's period: valid until and days left. */}
          <Facts density="compact">
            <Fact label={t("validUntil")}>
              <FormattedDate kind="day" value={query.data.validUntil} fallback={t("noEnd")} />
            </Fact>
            <Fact label={t("daysLeft")}>{daysLeft ?? "–"}</Fact>
          </Facts>
          <LicenceForm licence={query.data} propertyId={propertyId} product={product} canUpdate={canUpdate} />
        </>
      )}
    </Block>
  );
}

interface FormValues {
  autoRenew: boolean;
  autoRenewDays: number;
  themes: number;
}

const valuesOf = (info: AnyLicence["info"]): FormValues => ({
  autoRenew: info.autoRenew ?? LICENCE_DEFAULTS.autoRenew,
  autoRenewDays: info.autoRenewDays ?? LICENCE_DEFAULTS.autoRenewDays,
  themes: "themes" in info ? (info.themes ?? LICENCE_DEFAULTS.themes) : LICENCE_DEFAULTS.themes,
});

const sameValues = (a: FormValues, b: FormValues) =>
  a.autoRenew === b.autoRenew && a.autoRenewDays === b.autoRenewDays && a.themes === b.themes;

/**
 * The renewal settings. A failed save keeps what the user typed and shows the server's message; a success
 * is told once, by the spec's save notification. Number fields commit on blur or Enter, so the
 * submit reads the values from a ref that every change writes at once, not from the last render.
 */
function LicenceForm({
  licence,
  propertyId,
  product,
  canUpdate,
}: {
  licence: AnyLicence;
  propertyId: string;
  product: LicenceProduct;
  canUpdate: boolean;
}) {
  const { t } = useTranslation("licence");
  const save = useSaveLicence(propertyId, product);
  // Saved values are the starting point; Save stays enabled while they are valid (as in the edit dialog),
  // since a number field reports what is typed only on blur or Enter.
  const [values, setValues] = useState<FormValues>(() => valuesOf(licence.info));
  const latest = useRef(values);
  // What the server holds, as far as this form knows: changes beside it are not left without a question.
  const saved = useRef(values);
  useUnsavedChanges(() => !save.isPending && !sameValues(latest.current, saved.current));
  // A failure stays in the block with the server's reason; a success is the spec's save notification alone.
  const [failure, setFailure] = useState<string>();
  const themes = hasThemes(product);

  const change = (patch: Partial<FormValues>) => {
    latest.current = { ...latest.current, ...patch };
    setValues(latest.current);
    setFailure(undefined);
  };
  const valid = (v: FormValues) =>
    withinBounds(v.autoRenewDays, LICENCE_BOUNDS.autoRenewDays) &&
    (!themes || withinBounds(v.themes, LICENCE_BOUNDS.themes));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = latest.current;
    if (!canUpdate || !valid(current) || save.isPending) return;
    const info: LicenceInfo = themes
      ? { autoRenew: current.autoRenew, autoRenewDays: current.autoRenewDays, themes: current.themes }
      : { autoRenew: current.autoRenew, autoRenewDays: current.autoRenewDays };
    setFailure(undefined);
    save.mutate(info, {
      onSuccess: () => {
        saved.current = current;
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <LicenceFormLayout
      onSubmit={submit}
      noValidate
      aria-label={t("settings", { product: t(`product.${product}`) })}
    >
      <Switch
        isSelected={values.autoRenew}
        onChange={(autoRenew) => change({ autoRenew })}
        isReadOnly={!canUpdate}
      >
        {t("autoRenew")}
      </Switch>
      <NumberField
        label={t("autoRenewDays")}
        hint={t("autoRenewDaysHint", { days: LICENCE_DEFAULTS.autoRenewDays })}
        value={values.autoRenewDays}
        onChange={(autoRenewDays) => change({ autoRenewDays })}
        // The field says why it refuses -5, abc or 99999999999 (issue 26) instead of dropping it silently.
        minValue={LICENCE_BOUNDS.autoRenewDays.min}
        maxValue={LICENCE_BOUNDS.autoRenewDays.max}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        isRequired
        isReadOnly={!canUpdate}
      />
      {themes && (
        <NumberField
          label={t("themes")}
          hint={t("themesHint", { themes: LICENCE_DEFAULTS.themes })}
          value={values.themes}
          onChange={(value) => change({ themes: value })}
          minValue={LICENCE_BOUNDS.themes.min}
          maxValue={LICENCE_BOUNDS.themes.max}
          step={1}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isRequired
          isReadOnly={!canUpdate}
        />
      )}
      {failure !== undefined && (
        <Notice tone="error" title={t("saveFailed")}>
          {failure}
        </Notice>
      )}
      {canUpdate && (
        <FormActions>
          <Button type="submit" isDisabled={!valid(values)} isPending={save.isPending}>
            {t("save")}
          </Button>
        </FormActions>
      )}
    </LicenceFormLayout>
  );
}
