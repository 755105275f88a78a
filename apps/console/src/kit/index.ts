// The screen kit: one declaration per kind of screen. A list screen is a `defineListScreen` rendered by
// `ListScreen`; a settings screen is a `defineSettingsScreen`. See docs/adding-a-screen.md.
export { ListScreen, useListAskedEarly } from "./ListScreen";
export { collectionCalls, settingsCalls } from "./contractCalls";
export {
  CallError,
  atProperty,
  dataOf,
  defineListScreen,
  definePropertyListScreen,
  deleteEach,
  failureMessage,
  nestedBounds,
  refusal,
  withContractBounds,
} from "./defineListScreen";
export type {
  CallResult,
  ListAbout,
  RowActionContext,
  ListScreenDefinition,
  OptionLoaders,
  PropertyScreenContext,
  ScreenContext,
} from "./defineListScreen";
export { definePropertySettingsScreen, defineSettingsScreen } from "./defineSettingsScreen";
export { currencyOptions } from "./currencies";
export { onHotelClock, usePropertyTimeZone, useSessionProperty } from "./hotelClock";
export { useRestAfterFirstPaint } from "./firstPaint";
export { useListViewInUrl } from "./useListViewInUrl";
export { useQueryWriter } from "./useQueryWriter";
export type { QueryUpdate } from "./useQueryWriter";
export { useFirstPageAskedEarly } from "./firstPage";
export { LazyEditDialog, PreloadsEditDialog, preloadEditDialog } from "./lazyEditDialog";
export { onDemand } from "./onDemand";
export {
  AFTER_COMMIT,
  askForOpening,
  contractQueries,
  readsOf,
  takeAsk,
  useContract,
  useItems,
  useQueries,
  useQuery,
} from "./query";
export type { SettingsScreenDefinition } from "./defineSettingsScreen";
