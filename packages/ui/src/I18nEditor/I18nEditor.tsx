import { Copy } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { LANGUAGES } from "../i18n";
import { Menu } from "../Menu";
import { GroupFrame, RequiredMark } from "../Field";
import { Tabs } from "../Tabs";
import { TextArea } from "../TextArea";
import { TextField } from "../TextField";
import { VisuallyHidden } from "../shared.styles";
import { MissingMark, Panel, PanelTools } from "./I18nEditor.styles";
import type { I18nEntry, I18nRule, I18nTextSpec } from "./i18nTexts";
import {
  asI18nList,
  copyLanguage,
  entryOf,
  hasContent,
  invalidLanguages,
  missingLanguages,
  setText,
} from "./i18nTexts";

export interface I18nEditorProps {
  /** Names the whole editor, e.g. "Title and description". */
  label: string;
  /** Help text under the editor. */
  hint?: string;
  /** The item's i18n list (any other value counts as an empty list). */
  value: unknown;
  /** Called with the whole i18n list after every edit. */
  onChange: (value: I18nEntry[]) => void;
  /** Called when the user leaves one of the texts: shows the errors from then on. */
  onBlur?: () => void;
  /** The property's languages, default first: one tab each. */
  languages: readonly string[];
  /** The key that names an entry's language: `iso2` (guest app, default) or `language` (gateway, key). */
  languageKey?: string;
  /** The texts of each language (e.g. title, then a multi-line description). */
  texts: readonly I18nTextSpec[];
  /** The languages that must be complete; the first language by default, none when not `isRequired`. */
  requiredLanguages?: readonly string[];
  /** The required languages must have every required text. */
  isRequired?: boolean;
  /** Shows the texts; they cannot be changed and no language can be added. */
  isReadOnly?: boolean;
  /** Shows the errors (a form sets it once the field was touched). */
  isInvalid?: boolean;
  /** Shown under the editor while `isInvalid`; defaults to the missing texts by language. */
  errorMessage?: string;
}

/** A language's name in its own language (as the language menu shows it), else the browser's, else its code. */
export function languageName(code: string): string {
  const known = LANGUAGES.find((language) => language.code === code);
  if (known) return known.name;
  try {
    return new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The multi-language text editor of an `i18n` list: one tab per language of the property, a language that
 * lacks its texts marked "Missing", the required (default) language's texts required, and "Copy from" to
 * start a language from another one's texts. The list keeps the contract's shape (entries named by
 * `languageKey`); entries of other languages and keys it does not show are kept.
 */
export function I18nEditor({
  label,
  hint,
  value,
  onChange,
  onBlur,
  languages,
  languageKey = "iso2",
  texts,
  requiredLanguages,
  isRequired = true,
  isReadOnly,
  isInvalid,
  errorMessage,
}: I18nEditorProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const list = asI18nList(value);
  const required = useMemo(
    () => (isRequired ? (requiredLanguages ?? languages.slice(0, 1)) : []),
    [isRequired, requiredLanguages, languages],
  );
  const rule: I18nRule = { languageKey, texts, requiredLanguages: required };
  const missing = new Set(missingLanguages(list, languages, rule));
  const invalid = new Set(invalidLanguages(list, languages, rule));
  const [selected, setSelected] = useState(languages[0] ?? "");

  const panel = (language: string) => {
    const entry = entryOf(list, language, languageKey);
    const begun = required.includes(language) || hasContent(entry, texts);
    const sources = languages.filter(
      (other) => other !== language && hasContent(entryOf(list, other, languageKey), texts),
    );
    return (
      <Panel>
        {texts.map((text) => {
          const textRequired = text.required !== false && begun;
          const blank = String(entry?.[text.name] ?? "").trim() === "";
          const error = isInvalid && textRequired && blank ? t("validation:required") : undefined;
          const props = {
            label: `${text.label} (${language})`,
            value: String(entry?.[text.name] ?? ""),
            onChange: (next: string) => onChange(setText(list, language, text.name, next, rule)),
            onBlur: () => onBlur?.(),
            isReadOnly,
            isRequired: textRequired,
            isInvalid: error !== undefined,
            errorMessage: error,
          };
          return text.multiline ? (
            <TextArea key={text.name} {...props} />
          ) : (
            <TextField key={text.name} {...props} />
          );
        })}
        {!isReadOnly && (
          <PanelTools>
            <Menu
              items={sources.map((source) => ({ id: source, label: languageName(source) }))}
              onAction={(source) => {
                onChange(copyLanguage(list, source, language, rule));
                onBlur?.();
              }}
              trigger={
                <Button variant="outline" size="sm" isDisabled={sources.length === 0}>
                  <Copy size={16} aria-hidden />
                  {t("i18nEditor.copyFrom", { language: languageName(language) })}
                </Button>
              }
            />
          </PanelTools>
        )}
      </Panel>
    );
  };

  return (
    <GroupFrame
      id={id}
      ui="I18nEditor"
      label={label}
      hint={hint}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      markInvalid={isInvalid && invalid.size > 0}
      isRequired={required.length > 0}
    >
      <Tabs
        aria-labelledby={`${id}-label`}
        selectedKey={languages.includes(selected) ? selected : languages[0]}
        onSelectionChange={setSelected}
        items={languages.map((language) => ({
          id: language,
          label: (
            <span data-invalid={(isInvalid && invalid.has(language)) || undefined}>
              {languageName(language)}
              {required.includes(language) && (
                <>
                  <RequiredMark />
                  <VisuallyHidden>{t("i18nEditor.required")}</VisuallyHidden>
                </>
              )}
              {missing.has(language) && <MissingMark>{t("i18nEditor.missing")}</MissingMark>}
            </span>
          ),
          content: panel(language),
        }))}
      />
    </GroupFrame>
  );
}
