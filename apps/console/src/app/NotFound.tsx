import { Button, Notice } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** An address with no screen: the notice and the way home, as the kit's button (not a bare browser link). */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Notice
      tone="warning"
      title={t("routes.notFound")}
      action={
        <Button variant="secondary" size="sm" onPress={() => navigate("/")}>
          {t("routes.home")}
        </Button>
      }
    >
      {t("shell.notFoundText")}
    </Notice>
  );
}
