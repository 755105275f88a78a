import { Button, Dialog } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { useSession, useSessionState } from "../session/SessionContext";

/**
 * The 401 modal (platform.md section 8): 320 px, the error value as its title, the translated
 * "unauthorized" text, and OK, which clears the error. The sign-in pages never render it.
 */
export function UnauthorizedModal() {
  const { t } = useTranslation();
  const session = useSession();
  const { error } = useSessionState();
  if (error !== 401) return null;
  return (
    <Dialog
      title={String(error)}
      size="small"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) session.clearError();
      }}
      actions={
        <Button variant="primary" onPress={() => session.clearError()}>
          {t("common.ok", { ns: "ui" })}
        </Button>
      }
    >
      <p>{t("errors.unauthorized")}</p>
    </Dialog>
  );
}
