export { LARGE_SCREEN_QUERY, SettingsTree } from "./SettingsTree";
export type { SettingsTreeProps } from "./SettingsTree";
export { SettingEditor } from "./SettingEditor";
export type { SettingEditorProps, SettingsEditorLayout } from "./SettingEditor";
export { COUNTRY_CODES } from "./countries";
export { MASKED_SECRET, choiceItems, countryItems, formatValue } from "./format";
export type { ChoiceItem, FormatContext } from "./format";
export {
  FIXED_TIME_DATE,
  applyChanges,
  buildTree,
  convertValue,
  fromEditorValue,
  highlightParts,
  isEmptyValue,
  isFullHour,
  isGroup,
  localizeSchema,
  nodeMatches,
  readValue,
  sameValue,
  searchTree,
  toEditorValue,
  toShownTime,
  toStoredTime,
  validationError,
  withChange,
  writeValue,
} from "./settingsLogic";
export type {
  PendingChanges,
  SchemaTextLookup,
  SearchResult,
  SettingsOption,
  SettingsSchema,
  SettingsSchemaNode,
  SettingsTreeNode,
  SettingsValueType,
  SettingsValues,
} from "./settingsLogic";
