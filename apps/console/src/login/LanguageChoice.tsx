import { LANGUAGES, Select, usePreferences } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { switchLanguage } from "../i18n";

const languageItems = LANGUAGES.map(({ code, name }) => ({ id: code, label: name }));

/**
 * The toolbar's language choice on the sign-in pages. Loaded after the page (LoginFrame): react-aria's select
 * and popover would take the sign-in route over its size budget.
 */
export default function LanguageChoice() {
  const { t } = useTranslation();
  const [preferences, setPreferences] = usePreferences();
  return (
    <Select
      aria-label={t("toolbar.language")}
      items={languageItems}
      selectedKey={preferences.lang}
      onSelectionChange={(code) => {
        void switchLanguage(code as typeof preferences.lang, setPreferences);
      }}
    />
  );
}
