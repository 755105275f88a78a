import { join } from "node:path";
import { describeLocales } from "./localeChecks";

describeLocales("locales", join(import.meta.dirname, "..", "locales"), ["ui"]);
