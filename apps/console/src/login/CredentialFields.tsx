import { TextField } from "@cms/ui";
import { useTranslation } from "react-i18next";

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

// The password and two-factor code steps of a sign-in, on the login page and in the sign-in-again dialog.
// Each is the only field of its step and takes the focus when the step appears.

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
