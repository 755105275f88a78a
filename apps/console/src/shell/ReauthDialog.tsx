import { Button, Dialog, Notice, TextField } from "@cms/ui";
import { useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useSessionState } from "../session/SessionContext";

/**
 * Signing in again in place: the session could not be renewed during work. The page under the dialog, and
 * any form on it, keep their state; once the user is back the failed call is repeated.
 */
export function ReauthDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const { reauth, tokenStatus } = useSessionState();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"password" | "code">("password");
  const [failure, setFailure] = useState<string | null>(null);
  if (!reauth) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result =
      step === "password"
        ? await session.signIn(reauth.email, password)
        : await session.verifyCode(reauth.email, code);
    if (result.kind === "twoFactor") setStep("code");
    else if (result.kind === "failure")
      setFailure(step === "password" ? t("login.badCredentials") : t("login.wrongCode"));
    else {
      setPassword("");
      setCode("");
      setStep("password");
    }
  };

  const busy = tokenStatus === "fetching";
  return (
    <Dialog
      title={t("reauth.title")}
      size="small"
      isOpen
      isDismissable={false}
      isCloseDisabled
      onOpenChange={(open) => {
        if (!open) session.cancelReauth();
      }}
    >
      <form onSubmit={(event) => void submit(event)} aria-label={t("reauth.title")}>
        <p>{t("reauth.text", { email: reauth.email })}</p>
        {failure && <Notice tone="error">{failure}</Notice>}
        {step === "password" ? (
          <TextField
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isRequired
            autoFocus
          />
        ) : (
          <TextField
            label={t("login.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
          />
        )}
        <p>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {t("login.signIn")}
          </Button>{" "}
          <Button variant="ghost" onPress={() => session.cancelReauth()} isDisabled={busy}>
            {t("reauth.cancel")}
          </Button>
        </p>
      </form>
    </Dialog>
  );
}
