import { describeLocales } from "@cms/ui/locale-checks";
import { join } from "node:path";

// The console's own namespaces (apps/console/locales) follow the library's rule.
describeLocales("console locales", join(import.meta.dirname, "..", "locales"), ["console"]);
