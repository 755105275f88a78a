import type { ReactNode } from "react";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Session, SessionState } from "./session";

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children?: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session object: its client and actions (sign in, log out, change password, ...). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a <SessionProvider>");
  return session;
}

/** The session's state, re-rendering on change. */
export function useSessionState(): SessionState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
