// The public API of @cms/ui: every export is named here (no `export *`), so a reader sees the whole surface.
export { UiProvider } from "./UiProvider";
export type { UiProviderProps } from "./UiProvider";
export { UiRoot, ariaLocale } from "./UiRoot";
export type { UiRootProps } from "./UiRoot";
export {
  ThemeProvider,
  colorVar,
  colors,
  contrastRatio,
  holdTypeface,
  releaseTypeface,
  theme,
  TYPEFACE_HOLD,
  TYPEFACE_MARK,
} from "./theme";
export type {
  CmsTheme,
  ColorTokens,
  HoldTypefaceOptions,
  Scheme,
  ThemeProviderProps,
  TypefaceRelease,
} from "./theme";
export { OverlayPartsOverride, deferredPart } from "./overlays/load";
export { loadOverlays, loadOverlaysWhenDrawn } from "./overlays/register";
export type { DeferredPart, OverlayParts } from "./overlays/load";
export { whenDrawn } from "./whenDrawn";
export { formatQuantity, isQuantityUnit, quantityParts, unitName } from "./units";
export type { QuantityOptions, QuantityUnit } from "./units";
/** WCAG 2.2's 24 px minimum target for a control drawn smaller (a text link), without moving anything. */
export { touchTarget } from "./shared.styles";
/** The frames of a block on the page (the surface) and of one set into another (muted). */
export { insetFrame, surfaceFrame } from "./shared.styles";
/** The keyboard focus outline of a link, row or cell, at an offset from its edge. */
export { focusOutline } from "./shared.styles";
export {
  browserStorage,
  PREFERENCE_KEYS,
  readPreferences,
  usePreferences,
  writePreferences,
} from "./preferences/preferences";
export type { Preferences } from "./preferences/preferences";
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  LANGUAGES,
  createI18n,
  directionOf,
  formatDate,
  formatDateTime,
  formatDay,
  loadDateLocale,
  presetRange,
  statisticsRange,
  useDateLocale,
} from "./i18n";
export type { DateRange, LanguageCode, StatisticsPreset } from "./i18n";
export { FormattedDate, isolateLtr } from "./FormattedDate";
export type { FormattedDateProps } from "./FormattedDate";
export { FieldDescription, FieldError, FieldLabel } from "./Field";
export { Badge } from "./Badge";
export { Chips } from "./Chips";
export type { ChipsDensity, ChipsProps } from "./Chips";
export type { BadgeDensity, BadgeProps, BadgeTone } from "./Badge";
export { Fact, Facts } from "./Facts";
export type { FactProps, FactsDensity, FactsProps } from "./Facts";
export { Note } from "./Note";
export type { NoteProps } from "./Note";
export { ScreenHeading } from "./ScreenHeading";
export type { ScreenHeadingProps } from "./ScreenHeading";
export { SectionHeading } from "./SectionHeading";
export type { SectionHeadingProps } from "./SectionHeading";
export { SimpleTable, TableScroll } from "./SimpleTable";
export { Button, CancelButton } from "./Button";
export type { ButtonProps, ButtonSize, ButtonVariant, CancelButtonProps } from "./Button";

export { IconButton } from "./IconButton";
export type { IconButtonProps } from "./IconButton";
export { TextField } from "./TextField";
export type { TextFieldProps, TextFieldType } from "./TextField";
export { OpenLink } from "./OpenLink";
export type { OpenLinkProps } from "./OpenLink";
export { NumberField } from "./NumberField";
export type { NumberFieldProps } from "./NumberField";
export { TextArea } from "./TextArea";
export type { TextAreaProps } from "./TextArea";
export { Checkbox, CheckboxGroup } from "./Checkbox";
export type { CheckboxGroupProps, CheckboxProps } from "./Checkbox";
export { Switch } from "./Switch";
export type { SwitchProps } from "./Switch";
export { SegmentedControl } from "./SegmentedControl";
export type { SegmentedControlProps, SegmentedItem } from "./SegmentedControl";
export { Select } from "./Select";
export type { SelectItem, SelectProps } from "./Select";
export { Autocomplete } from "./Autocomplete/Autocomplete";
export type {
  AutocompleteItem,
  AutocompleteMultipleProps,
  AutocompleteProps,
  AutocompleteSingleProps,
} from "./Autocomplete/Autocomplete";
export { DatePicker, loadDateParts } from "./DatePicker";
export type { DatePickerProps } from "./DatePicker";
export { DateTimePicker } from "./DateTimePicker";
export type { DateTimePickerProps } from "./DateTimePicker";
export { TimeField } from "./TimeField";
export type { TimeFieldProps } from "./TimeField";
export { ColorPicker } from "./ColorPicker/ColorPicker";
export type { ColorPickerProps } from "./ColorPicker/ColorPicker";
export { ContrastWarning } from "./ColorPicker/ContrastWarning";
export type { ContrastWarningProps } from "./ColorPicker/ContrastWarning";
export {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  contrastOf,
  formatRatio,
  meetsAA,
  readableTextOn,
} from "./ColorPicker/contrast";
export { I18nEditor, languageName } from "./I18nEditor/I18nEditor";
export type { I18nEditorProps } from "./I18nEditor/I18nEditor";
export {
  asI18nList,
  copyLanguage,
  entryOf,
  hasContent,
  invalidLanguages,
  missingLanguages,
  missingTexts,
  setText,
} from "./I18nEditor/i18nTexts";
export type { I18nEntry, I18nList, I18nRule, I18nTextSpec } from "./I18nEditor/i18nTexts";
export { Dialog, DialogTrigger, WhyWaits } from "./Dialog";
export type { DialogProps, DialogRenderProps, DialogSize, DialogTriggerProps, WhyWaitsProps } from "./Dialog";
export { ConfirmDialog } from "./ConfirmDialog";
export type { ConfirmDialogProps, ConfirmDialogTone } from "./ConfirmDialog";
export { UnsavedChangesGuard, useLeaveConfirmation, useUnsavedChanges } from "./UnsavedChanges";
export type { LeaveConfirmation } from "./UnsavedChanges";
export { Drawer } from "./Drawer";
export type { DrawerPlacement, DrawerProps, DrawerRenderProps } from "./Drawer";
export { Tabs } from "./Tabs";
export type { TabItem, TabsProps } from "./Tabs";
export { TOOLTIP_DELAY, Tooltip, TooltipContent, TooltipTrigger } from "./Tooltip";
export type { TooltipContentProps, TooltipProps, TooltipTriggerProps } from "./Tooltip";
export { Menu } from "./Menu";
export { PopoverButton } from "./Popover";
export type { PopoverButtonProps } from "./Popover";
export type { MenuActionItem, MenuEntry, MenuProps, MenuSeparatorItem } from "./Menu";
export {
  TOAST_INSET_START_VAR,
  Toast,
  ToastRegion,
  notifyRequestStatus,
  showToast,
  toastQueue,
} from "./Toast";
export type { RequestStatus, ShowToastOptions, ToastContent, ToastProps, ToastTone } from "./Toast";
export { useLatestCallback } from "./useLatestCallback";
export { useMediaQuery } from "./useMediaQuery";
export { useVisibleInterval } from "./useVisibleInterval";
export { LoadingBar } from "./LoadingBar";
export type { LoadingBarProps } from "./LoadingBar";
export { NoDataInRange, Notice, UnderConstruction } from "./Notice";
export type { NoDataInRangeProps, NoticeProps, NoticeTone, UnderConstructionProps } from "./Notice";
export { QueryState } from "./QueryState";
export type { QueryStateProps } from "./QueryState";
export { USAGE_THRESHOLDS, UsageBar, usageLevel, usagePercent } from "./UsageBar";
export type { UsageBarProps, UsageLevel } from "./UsageBar";
export { GenericList } from "./GenericList/GenericList";
export { ListFilterBar } from "./GenericList/GenericList.styles";
export type { EditSlotProps, GenericListHandle, GenericListProps } from "./GenericList/GenericList";
export { useGenericList } from "./GenericList/useGenericList";
export type {
  EditState,
  GenericListState,
  ListStatuses,
  ListViewBinding,
  UseGenericListOptions,
} from "./GenericList/useGenericList";
export { ListToolbar } from "./GenericList/ListToolbar";
export type { ListToolbarProps } from "./GenericList/ListToolbar";
export { ListTable } from "./GenericList/ListTable";
export type { ListTableProps } from "./GenericList/ListTable";
export { ListPagination, PAGE_SIZES } from "./GenericList/ListPagination";
export { RowActions, useActionLabels } from "./GenericList/RowActions";
export type { ActionLabel, RowActionsProps } from "./GenericList/RowActions";
export { BooleanCell, ChipsCell, DateCell, TextCell, TruncatedCell, renderCell } from "./GenericList/cells";
export { ACTION_OPERATION } from "./GenericList/definition";
export type {
  ColumnKind,
  ListColumn,
  ListDefinition,
  ListOperation,
  ListPage,
  ListPermissions,
  ListQuery,
  ListSource,
  OperationStatus,
  RowActionName,
} from "./GenericList/definition";
export {
  LIST_QUERY,
  TRUNCATE_AT,
  buildSearchIndex,
  cellText,
  copyItem,
  downloadText,
  isActionAllowed,
  isAllowed,
  firstListQuery,
  isConfirmed,
  listQueryOf,
  readListView,
  searchIndexes,
  toCsv,
  truncate,
  writeListView,
} from "./GenericList/listLogic";
export type { ListView } from "./GenericList/listLogic";
export { LARGE_SCREEN_QUERY, SettingsTree } from "./SettingsTree/SettingsTree";
export type { SettingsTreeProps } from "./SettingsTree/SettingsTree";
export { SettingEditor } from "./SettingsTree/SettingEditor";
export type { SettingEditorProps, SettingsEditorLayout } from "./SettingsTree/SettingEditor";
export { COUNTRY_CODES } from "./SettingsTree/countries";
export { MASKED_SECRET, countryItems, formatValue } from "./SettingsTree/format";
export {
  FIXED_TIME_DATE,
  applyChanges,
  convertValue,
  localizeSchema,
  readValue,
  toShownTime,
  toStoredTime,
  writeValue,
} from "./SettingsTree/settingsLogic";
export type {
  PendingChanges,
  SchemaTextLookup,
  SettingsOption,
  SettingsSchema,
  SettingsSchemaNode,
  SettingsValueType,
  SettingsValues,
} from "./SettingsTree/settingsLogic";
export { MediaPicker } from "./MediaPool/MediaPicker";
export type { MediaPickerProps } from "./MediaPool/MediaPicker";
export { MediaPool } from "./MediaPool/MediaPool";
export type { MediaPoolProps } from "./MediaPool/MediaPool";
export { MediaThumbnail } from "./MediaPool/MediaThumbnail";
export type { MediaThumbnailProps, MediaThumbnailState } from "./MediaPool/MediaThumbnail";
export { MediaFolderBar } from "./MediaPool/MediaFolderBar";
export type { MediaFolderBarProps } from "./MediaPool/MediaFolderBar";
export { useMediaFolder } from "./MediaPool/useMediaFolder";
export type {
  MediaFolderState,
  MediaItemStatus,
  MediaOperation,
  MediaResult,
  UseMediaFolderOptions,
} from "./MediaPool/useMediaFolder";
export { createApiMediaSource } from "./MediaPool/apiMediaSource";
export {
  MEDIA_POOL_PERMISSIONS,
  formatFileSize,
  isFolder,
  mediaImagePath,
  mediaKey,
  sortMedia,
  toMediaValue,
} from "./MediaPool/mediaLogic";
export { MediaSourceError } from "./MediaPool/types";
export type {
  MediaFailure,
  MediaFile,
  MediaPermissions,
  MediaSource,
  MediaThumbnailSize,
  MediaValue,
} from "./MediaPool/types";
export { EditDialog } from "./EditDialog/EditDialog";
export { validatorOf } from "./EditDialog/fields";
export { MediaField, asMediaValue } from "./EditDialog/MediaField";
export type { MediaFieldProps } from "./EditDialog/MediaField";
export {
  PROPERTY_SEARCH_DEBOUNCE_MS,
  PropertyAutocompleteField,
  propertyLabel,
} from "./EditDialog/PropertyAutocompleteField";
export type { PropertyAutocompleteFieldProps } from "./EditDialog/PropertyAutocompleteField";
export type { EditDialogProps } from "./EditDialog/EditDialog";
export type {
  AutocompleteSchema,
  ColorContrast,
  FieldFlags,
  FieldKind,
  FieldSchema,
  I18nSchema,
  MediaSchema,
  PairedSelect,
  PropertyAutocompleteSchema,
  PropertyOption,
  SimpleSchema,
  SlotSchema,
  TabGroupSchema,
  TextAreaSchema,
  TextEditorSchema,
  TextFieldSchema,
  ToggleSchema,
  ValueField,
} from "./EditDialog/schema";
export { VALIDATION_KEYS, duplicateRule, rules, validate } from "./EditDialog/validation";
export type { Rule, RuleName, RuleOptions, ValidationKey } from "./EditDialog/validation";
export { fromFormValues, isRequired, toFormValues, valueFields } from "./EditDialog/values";
