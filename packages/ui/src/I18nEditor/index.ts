export { I18nEditor, languageName } from "./I18nEditor";
export type { I18nEditorProps } from "./I18nEditor";
export {
  asI18nList,
  copyLanguage,
  entryOf,
  hasContent,
  invalidLanguages,
  missingLanguages,
  missingTexts,
  setText,
} from "./i18nTexts";
export type { I18nEntry, I18nList, I18nRule, I18nTextSpec } from "./i18nTexts";
