import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import type { ButtonProps } from "./Button";

export type CancelButtonProps = Omit<ButtonProps, "variant" | "icon">;

/**
 * The button that closes a dialog, drawer, confirmation or inline form without doing anything: one look
 * everywhere, so no screen picks its own (issue 26 found four). The `outline` variant: beside the gold main
 * action it stays the lesser of the two (a dark fill outweighed Save, issue 41). Its label defaults to "Cancel"; pass another ("Close", "Not now") where that reads better.
 */
export function CancelButton({ children, ...props }: CancelButtonProps) {
  const { t } = useTranslation("ui");
  return (
    <Button data-cancel variant="outline" {...props}>
      {children ?? t("common.cancel")}
    </Button>
  );
}
