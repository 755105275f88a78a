import { UiRoot } from "@cms/ui";
import type { ReactNode } from "react";
import { i18n } from "./i18n";
import type { Session } from "./session/session";
import { SessionProvider } from "./session/SessionContext";

/**
 * Session, theme and translations: what the sign-in pages need too. Server state, toasts and date formats
 * start in the shell (AppLayout), which the sign-in pages do not load.
 */
export function ConsoleProviders({ session, children }: { session: Session; children?: ReactNode }) {
  return (
    <SessionProvider session={session}>
      <UiRoot i18n={i18n}>{children}</UiRoot>
    </SessionProvider>
  );
}
