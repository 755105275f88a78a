import { Button } from "@cms/ui";
import { lazy, Suspense, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PUBLIC_PATHS } from "../app/paths";
import { useSession, useSessionState } from "../session/SessionContext";
import { CodeField, EmailField, PasswordField } from "./CredentialFields";
import { LoginFrame } from "./LoginFrame";

type Step = "email" | "password" | "code";

// Notices show only after an answer from the server, so their code loads then, not with the page (the
// sign-in page's size budget, docs/benchmarks.md).
const Notice = lazy(() => import("@cms/ui/notice").then((module) => ({ default: module.Notice })));

/** How the server words a two-factor code that ended after too many wrong tries (a new sign-in sends a new one). */
const CODE_ENDED = "Too many wrong codes";

/** Only paths of this console: a crafted `nextpage` must not send the user to another site. */
export function safeNextPage(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

/**
 * Sign-in: e-mail, continue, password, then the two-factor code (with resend) when the server answers
 * "2fa required". A failure stays on /login and carries the page asked for in `nextpage`.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { tokenStatus } = useSessionState();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const nextpage = safeNextPage(query.get("nextpage"));
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState(query.get("email") ?? "");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const busy = tokenStatus === "fetching";

  const fail = (message: string) => {
    setFailure(message);
    // After a failed login the user is on the login screen carrying nextpage (platform.md "Login screens").
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("nextpage", nextpage);
        return next;
      },
      { replace: true },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (step === "email") {
      const { rules } = await import("@cms/ui/validation");
      const error = rules.email(email.trim());
      setEmailError(error ? t(error) : undefined);
      if (!error) setStep("password");
      return;
    }
    const result =
      step === "password"
        ? await session.signIn(email.trim(), password)
        : await session.verifyCode(email.trim(), code);
    if (result.kind === "success") navigate(nextpage, { replace: true });
    else if (result.kind === "twoFactor") setStep("code");
    else if (result.retryAfter) fail(t("login.tooManyTries", { seconds: result.retryAfter }));
    else if (step === "code" && result.message?.startsWith(CODE_ENDED)) fail(t("login.codeEnded"));
    else fail(step === "code" ? t("login.wrongCode") : t("login.badCredentials"));
  };

  const resend = async () => {
    setFailure(null);
    setResent(false);
    const { sent, retryAfter } = await session.resendCode(email.trim());
    if (retryAfter) fail(t("login.tooManyTries", { seconds: retryAfter }));
    else setResent(sent);
  };

  return (
    <LoginFrame
      title={step === "code" ? t("login.codeTitle") : t("login.title")}
      links={<Link to={PUBLIC_PATHS.forgotPassword}>{t("login.forgotPassword")}</Link>}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("login.title")}>
        <Suspense>
          {failure && <Notice tone="error">{failure}</Notice>}
          {resent && step === "code" && <Notice tone="info">{t("login.codeResent")}</Notice>}
        </Suspense>
        {step === "email" ? (
          <EmailField
            value={email}
            onChange={(value) => {
              setEmail(value);
              setEmailError(undefined);
            }}
            error={emailError}
          />
        ) : (
          <p>
            {t("login.signingInAs", { email: email.trim() })}{" "}
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setStep("email");
                setPassword("");
                setCode("");
                setFailure(null);
              }}
            >
              {t("login.changeEmail")}
            </Button>
          </p>
        )}
        {step === "password" && <PasswordField value={password} onChange={setPassword} />}
        {step === "code" && (
          <>
            <p>{t("login.codeText")}</p>
            <CodeField value={code} onChange={setCode} />
          </>
        )}
        <Button
          type="submit"
          variant="primary"
          isDisabled={busy || (step === "password" && !password) || (step === "code" && !code)}
        >
          {step === "email"
            ? t("login.continue")
            : step === "password"
              ? t("login.signIn")
              : t("login.verify")}
        </Button>
        {step === "code" && (
          <Button variant="outline" onPress={() => void resend()} isDisabled={busy}>
            {t("login.resendCode")}
          </Button>
        )}
      </form>
    </LoginFrame>
  );
}
