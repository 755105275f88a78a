import { TextField } from "@cms/ui";
import { useTranslation } from "react-i18next";

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

// The fields of a sign-in: e-mail (login and forgot-password pages), password and two-factor code (login page
// and the sign-in-again dialog). Each is the only field of its step and takes the focus when the step appears.

/** The e-mail of a sign-in or a password reset; `error` is the rule's message, shown under it. */
export function EmailField({ value, onChange, error }: FieldProps & { error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("login.email")}
      type="email"
      autoComplete="username"
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      errorMessage={error}
      autoFocus
    />
  );
}

export function PasswordField({ value, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("login.password")}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      isRequired
      autoFocus
    />
  );
}

export function CodeField({ value, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("login.code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      isRequired
      autoFocus
    />
  );
}
