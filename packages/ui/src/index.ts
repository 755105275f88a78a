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
export type { BadgeProps, BadgeTone } from "./Badge";
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
export { Autocomplete } from "./Autocomplete";
export type {
  AutocompleteItem,
  AutocompleteMultipleProps,
  AutocompleteProps,
  AutocompleteSingleProps,
} from "./Autocomplete";
export { DatePicker, loadDateParts } from "./DatePicker";
export type { DatePickerProps } from "./DatePicker";
export { DateTimePicker } from "./DateTimePicker";
export type { DateTimePickerProps } from "./DateTimePicker";
export { TimeField } from "./TimeField";
export type { TimeFieldProps } from "./TimeField";
export {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  ColorPicker,
  ContrastWarning,
  contrastOf,
  formatRatio,
  meetsAA,
  readableTextOn,
} from "./ColorPicker";
export type { ColorPickerProps, ContrastWarningProps } from "./ColorPicker";
export {
  I18nEditor,
  asI18nList,
  copyLanguage,
  entryOf,
  hasContent,
  invalidLanguages,
  languageName,
  missingLanguages,
  missingTexts,
  setText,
} from "./I18nEditor";
export type { I18nEditorProps, I18nEntry, I18nList, I18nRule, I18nTextSpec } from "./I18nEditor";
export { Dialog, DialogTrigger, WhyWaits } from "./Dialog";
export type { DialogProps, DialogRenderProps, DialogSize, DialogTriggerProps, WhyWaitsProps } from "./Dialog";
export { ConfirmDialog } from "./ConfirmDialog";
export type { ConfirmDialogProps, ConfirmDialogTone } from "./ConfirmDialog";
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
export { Toast, ToastRegion, notifyRequestStatus, showToast, toastQueue } from "./Toast";
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
export {
  ACTION_OPERATION,
  BooleanCell,
  ChipsCell,
  DateCell,
  TextCell,
  GenericList,
  ListFilterBar,
  ListPagination,
  ListTable,
  ListToolbar,
  PAGE_SIZES,
  RowActions,
  useActionLabels,
  TRUNCATE_AT,
  TruncatedCell,
  buildSearchIndex,
  cellText,
  copyItem,
  downloadText,
  isActionAllowed,
  isAllowed,
  isConfirmed,
  firstListQuery,
  listQueryOf,
  LIST_QUERY,
  readListView,
  renderCell,
  searchIndexes,
  toCsv,
  truncate,
  useGenericList,
  writeListView,
} from "./GenericList";
export type {
  ColumnKind,
  EditSlotProps,
  EditState,
  GenericListHandle,
  GenericListProps,
  GenericListState,
  ListColumn,
  ListDefinition,
  ListOperation,
  ListPage,
  ListPermissions,
  ListQuery,
  ListSource,
  ListStatuses,
  ListTableProps,
  ListToolbarProps,
  OperationStatus,
  RowActionName,
  RowActionsProps,
  ActionLabel,
  ListView,
  ListViewBinding,
  UseGenericListOptions,
} from "./GenericList";
export {
  COUNTRY_CODES,
  FIXED_TIME_DATE,
  LARGE_SCREEN_QUERY,
  MASKED_SECRET,
  SettingEditor,
  SettingsTree,
  applyChanges,
  convertValue,
  countryItems,
  formatValue,
  readValue,
  toShownTime,
  toStoredTime,
  writeValue,
} from "./SettingsTree";
export type {
  PendingChanges,
  SettingEditorProps,
  SettingsEditorLayout,
  SettingsOption,
  SettingsSchema,
  SettingsSchemaNode,
  SettingsTreeProps,
  SettingsValueType,
  SettingsValues,
} from "./SettingsTree";
export {
  MEDIA_POOL_PERMISSIONS,
  MediaFolderBar,
  MediaPicker,
  MediaPool,
  MediaSourceError,
  MediaThumbnail,
  createApiMediaSource,
  formatFileSize,
  isFolder,
  mediaImagePath,
  mediaKey,
  sortMedia,
  toMediaValue,
  useMediaFolder,
} from "./MediaPool";
export type {
  MediaFailure,
  MediaFile,
  MediaFolderBarProps,
  MediaFolderState,
  MediaItemStatus,
  MediaOperation,
  MediaPermissions,
  MediaPickerProps,
  MediaPoolProps,
  MediaResult,
  MediaSource,
  MediaThumbnailProps,
  MediaThumbnailSize,
  MediaThumbnailState,
  MediaValue,
  UseMediaFolderOptions,
} from "./MediaPool";
export {
  EditDialog,
  MediaField,
  PROPERTY_SEARCH_DEBOUNCE_MS,
  PropertyAutocompleteField,
  VALIDATION_KEYS,
  asMediaValue,
  duplicateRule,
  fromFormValues,
  isRequired,
  propertyLabel,
  rules,
  toFormValues,
  validate,
  validatorOf,
  valueFields,
} from "./EditDialog";
export type {
  AutocompleteSchema,
  ColorContrast,
  EditDialogProps,
  FieldFlags,
  FieldKind,
  FieldSchema,
  I18nSchema,
  MediaFieldProps,
  MediaSchema,
  PairedSelect,
  PropertyAutocompleteFieldProps,
  PropertyAutocompleteSchema,
  PropertyOption,
  Rule,
  RuleName,
  RuleOptions,
  SimpleSchema,
  SlotSchema,
  TabGroupSchema,
  TextAreaSchema,
  TextEditorSchema,
  TextFieldSchema,
  ToggleSchema,
  ValidationKey,
  ValueField,
} from "./EditDialog";
