import { useTranslation } from "react-i18next";
import { languageName } from "../../kit/content";

/** A portal language code as a list cell: "German (de)" in the UI language; `none` when there is no code. */
export function LanguageName({ iso1, none = "" }: { iso1: unknown; none?: string }) {
  const { i18n } = useTranslation();
  return <>{typeof iso1 === "string" && iso1 ? languageName(iso1, i18n.language) : none}</>;
}
