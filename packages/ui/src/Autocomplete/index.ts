export { Autocomplete } from "./Autocomplete";
export type {
  AutocompleteItem,
  AutocompleteMultipleProps,
  AutocompleteProps,
  AutocompleteSingleProps,
} from "./Autocomplete";
