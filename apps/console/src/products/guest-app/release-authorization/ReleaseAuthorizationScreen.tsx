import { Button, ConfirmDialog, Notice, ScreenHeading, TextField } from "@cms/ui";
import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import { Form, Section, Stack } from "../../../kit/screen.styles";
import { GUEST_APP } from "../permissions";
import type { ReleaseOutcome } from "./releaseAuthorization";
import { authorizationIdOf, releaseAuthorization } from "./releaseAuthorization";

/**
 * Release authorization (products.md sections 2, 5 and 8): the front desk types or pastes the payment
 * provider's authorization ID, confirms, and the pre-authorized amount is released. An unknown ID is refused
 * at the field, which keeps what was typed; only a release clears it, and says so once.
 */
export default function ReleaseAuthorizationScreen() {
  const { t } = useTranslation("frontOffice");
  const { client, propertyId, route, permissions } = usePropertyScreen();
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ReleaseOutcome>();
  // A new field after each release: the emptied field is a fresh start, not a required field left empty.
  const [round, setRound] = useState(0);
  const fieldBox = useRef<HTMLDivElement>(null);
  const id = authorizationIdOf(typed);

  // Back to the field once the dialog has gone: the next ID after a release, or the typed one to correct.
  useEffect(() => {
    if (!outcome || confirming) return;
    const frame = requestAnimationFrame(() => fieldBox.current?.querySelector("input")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [outcome, confirming]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id) setConfirming(true);
  };

  const release = async () => {
    setPending(true);
    const result = await releaseAuthorization(client, propertyId, id);
    setPending(false);
    setConfirming(false);
    setOutcome(result);
    if (result.kind === "released") {
      setTyped("");
      setRound((n) => n + 1);
    }
  };

  const fieldError =
    outcome?.kind === "unknown"
      ? t("release.notFound")
      : outcome?.kind === "refused"
        ? outcome.message
        : undefined;

  // The route checks the same permission; the screen says it too where it is shown without the route's guard.
  if (!permissions.has(GUEST_APP.releaseAuthorization))
    return <Notice tone="error">{t("console:shell.notAuthorized")}</Notice>;
  return (
    <Stack>
      <ScreenHeading id={headingId}>{t(`console:routes.${route.name}`)}</ScreenHeading>
      <Section aria-labelledby={headingId}>
        <p>{t("release.intro")}</p>
        <Form onSubmit={submit} aria-labelledby={headingId}>
          <div ref={fieldBox}>
            <TextField
              key={round}
              label={t("release.id")}
              hint={t("release.idHint")}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setOutcome(undefined);
              }}
              isRequired
              isInvalid={fieldError !== undefined}
              errorMessage={fieldError}
              autoComplete="off"
              spellCheck="false"
            />
          </div>
          <div>
            <Button type="submit" isDisabled={!id}>
              {t("release.submit")}
            </Button>
          </div>
        </Form>
        {outcome?.kind === "released" && <Notice tone="success">{t("release.success")}</Notice>}
        {outcome?.kind === "forbidden" && <Notice tone="error">{t("console:shell.notAuthorized")}</Notice>}
        {outcome?.kind === "failed" && (
          <Notice tone="error" title={t("release.failed")}>
            {outcome.message}
          </Notice>
        )}
      </Section>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={pending}
        title={t("release.confirmTitle")}
        message={t("release.confirmMessage", { id })}
        confirmLabel={t("release.confirm")}
        onConfirm={() => void release()}
      />
    </Stack>
  );
}
