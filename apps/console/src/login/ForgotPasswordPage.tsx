import { Button, Notice } from "@cms/ui";
import { EmailField } from "./CredentialFields";
import { useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PUBLIC_PATHS } from "../app/paths";
import { useSession } from "../session/SessionContext";
import type { Status } from "../session/session";
import { LoginFrame } from "./LoginFrame";

/** Asks for the e-mail and requests a reset code; its own status, reset by editing the address. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { rules } = await import("@cms/ui/validation");
    const error = rules.email(email.trim());
    setEmailError(error ? t(error) : undefined);
    if (error) return;
    setStatus("fetching");
    const { response } = await session.client
      .POST("/api/cms/v3/auth/login/forgot-password", { body: { email: email.trim() } })
      .catch(() => ({ response: undefined }));
    setStatus(response?.ok ? "success" : "failure");
  };

  return (
    <LoginFrame
      title={t("forgotPassword.title")}
      links={<Link to={PUBLIC_PATHS.login}>{t("forgotPassword.backToLogin")}</Link>}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("forgotPassword.title")}>
        <p>{t("forgotPassword.text")}</p>
        {status === "success" && (
          <Notice
            tone="success"
            action={<Link to={PUBLIC_PATHS.setNewPassword}>{t("forgotPassword.enterCode")}</Link>}
          >
            {t("forgotPassword.success")}
          </Notice>
        )}
        {status === "failure" && <Notice tone="error">{t("forgotPassword.failure")}</Notice>}
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailError(undefined);
            setStatus(undefined);
          }}
          error={emailError}
        />
        <Button type="submit" variant="primary" isDisabled={status === "fetching"}>
          {t("forgotPassword.submit")}
        </Button>
      </form>
    </LoginFrame>
  );
}
