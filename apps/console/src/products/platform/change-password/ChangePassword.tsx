import { useMutation } from "@tanstack/react-query";
import { Button, ScreenHeading, TextField, rules } from "@cms/ui";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../session/SessionContext";
import { Form } from "../../../kit/screen.styles";
import { changePassword } from "./changePassword";

/** Change password (toolbar): at least 4 characters, typed twice; saved with the spec's notification. */
export default function ChangePassword() {
  const { t } = useTranslation();
  const session = useSession();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  // A new form after a save: emptied fields must not turn red with "Required" from the submit just made.
  const [generation, setGeneration] = useState(0);
  const headingId = useId();
  const mutation = useMutation({
    meta: { notify: true },
    mutationFn: async (value: string) => {
      const result = await changePassword(session, value);
      if (!result.ok) throw new Error(result.message ?? t("changePassword.failed"));
    },
    onSuccess: () => {
      setPassword("");
      setRepeat("");
      setErrors({});
      setGeneration((n) => n + 1);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = rules.newPassword(password);
    const next = {
      password: error ? t(error) : undefined,
      repeat: !error && repeat !== password ? t("changePassword.mismatch") : undefined,
    };
    setErrors(next);
    if (!next.password && !next.repeat) mutation.mutate(password);
  };

  return (
    <Form key={generation} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{t("routes.changePassword")}</ScreenHeading>
      <TextField
        label={t("changePassword.new")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password}
        isRequired
      />
      <TextField
        label={t("changePassword.repeat")}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(value) => {
          setRepeat(value);
          setErrors({});
        }}
        isInvalid={Boolean(errors.repeat)}
        errorMessage={errors.repeat}
        isRequired
      />
      <div>
        <Button type="submit" variant="primary" isDisabled={mutation.isPending}>
          {t("changePassword.submit")}
        </Button>
      </div>
    </Form>
  );
}
