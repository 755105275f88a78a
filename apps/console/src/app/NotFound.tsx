import { Notice } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Notice tone="warning" title={t("routes.notFound")} action={<Link to="/">{t("routes.home")}</Link>}>
      {t("shell.notFoundText")}
    </Notice>
  );
}
