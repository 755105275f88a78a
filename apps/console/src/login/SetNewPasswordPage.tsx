import { Button, Notice, TextField } from "@cms/ui";
import { useEffect, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PUBLIC_PATHS } from "../app/paths";
import { useSession } from "../session/SessionContext";
import { retryAfterOf, type Status } from "../session/session";
import { LoginFrame } from "./LoginFrame";

/**
 * The code from the reset e-mail and the new password; success points to the login page. A reset link
 * (`/reset-password?code=…`) arrives with the code filled in: the password is what is left to type, and the code
 * leaves the address bar (and the history) at once.
 */
export default function SetNewPasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const [linked] = useState(() => search.get("code")?.trim() ?? "");
  const [code, setCode] = useState(linked);
  useEffect(() => {
    if (search.has("code")) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const [password, setPassword] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(undefined);
  /** Seconds the server asks to wait after too many wrong codes (429), else undefined. */
  const [wait, setWait] = useState<number | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { rules } = await import("@cms/ui/validation");
    const error = rules.newPassword(password);
    const missingCode = rules.required(code.trim());
    setPasswordError(error ? t(error) : undefined);
    setCodeError(missingCode ? t(missingCode) : undefined);
    if (error || missingCode) return;
    setStatus("fetching");
    const { response } = await session.client
      .POST("/api/cms/v3/auth/login/forgot-password/set-new-password", {
        body: { code: code.trim(), password },
      })
      .catch(() => ({ response: undefined }));
    setWait(retryAfterOf(response));
    setStatus(response?.ok ? "success" : "failure");
  };

  const reset = () => setStatus(undefined);
  return (
    <LoginFrame
      title={t("setNewPassword.title")}
      links={<Link to={PUBLIC_PATHS.login}>{t("forgotPassword.backToLogin")}</Link>}
    >
      {status === "success" ? (
        <Notice tone="success" action={<Link to={PUBLIC_PATHS.login}>{t("setNewPassword.toLogin")}</Link>}>
          {t("setNewPassword.success")}
        </Notice>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("setNewPassword.title")}>
          <p>{t("setNewPassword.text")}</p>
          {status === "failure" && (
            <Notice
              tone="error"
              action={<Link to={PUBLIC_PATHS.forgotPassword}>{t("setNewPassword.resetAgain")}</Link>}
            >
              {wait ? t("setNewPassword.tooManyTries", { seconds: wait }) : t("setNewPassword.failure")}
            </Notice>
          )}
          <TextField
            label={t("setNewPassword.code")}
            autoComplete="one-time-code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
              reset();
            }}
            isInvalid={codeError !== undefined}
            errorMessage={codeError}
            isRequired
            autoFocus={!linked}
          />
          <TextField
            label={t("setNewPassword.password")}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(undefined);
              reset();
            }}
            isInvalid={passwordError !== undefined}
            errorMessage={passwordError}
            isRequired
            autoFocus={Boolean(linked)}
          />
          <Button type="submit" variant="primary" isDisabled={status === "fetching"}>
            {t("setNewPassword.submit")}
          </Button>
        </form>
      )}
    </LoginFrame>
  );
}
