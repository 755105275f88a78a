import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import type { ButtonProps } from "./Button";

export type CancelButtonProps = Omit<ButtonProps, "variant" | "icon">;

/**
 * The button that closes a dialog, drawer, confirmation or inline form without doing anything: one look
 * everywhere (the `secondary` variant beside the gold main action), so no screen picks its own (issue 26 found
 * four). Its label defaults to "Cancel"; pass another ("Close", "Not now") where that reads better.
 */
export function CancelButton({ children, ...props }: CancelButtonProps) {
  const { t } = useTranslation("ui");
  return (
    <Button data-cancel variant="secondary" {...props}>
      {children ?? t("common.cancel")}
    </Button>
  );
}
