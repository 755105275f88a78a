import { Button, CancelButton, Dialog, Notice, theme } from "@cms/ui";
import { useId, useState } from "react";
import styled from "styled-components";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CodeField, PasswordField } from "../login/CredentialFields";
import { useSession, useSessionState } from "../session/SessionContext";

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  p {
    margin: 0;
  }
`;

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
  const formId = useId();
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
      setFailure(
        result.retryAfter
          ? t("login.tooManyTries", { seconds: result.retryAfter })
          : step === "password"
            ? t("login.badCredentials")
            : t("login.wrongCode"),
      );
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
      // Closing is giving up: the waiting calls fail and the 401 modal says why.
      onOpenChange={(open) => {
        if (!open) session.cancelReauth();
      }}
      actions={
        <>
          <CancelButton onPress={() => session.cancelReauth()} isDisabled={busy}>
            {t("reauth.cancel")}
          </CancelButton>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            isDisabled={busy || (step === "password" ? !password : !code)}
          >
            {t("login.signIn")}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} aria-label={t("reauth.title")}>
        <p>
          {t("reauth.text", { email: reauth.email })} {t("reauth.endedElsewhere")}
        </p>
        {failure && <Notice tone="error">{failure}</Notice>}
        {step === "password" ? (
          <PasswordField value={password} onChange={setPassword} />
        ) : (
          <CodeField value={code} onChange={setCode} />
        )}
      </Form>
    </Dialog>
  );
}
