import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { Activity } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { ConsoleProviders } from "../src/App";
import { RouteScreen } from "../src/app/RouteScreen";
import { ROUTES } from "../src/app/routes";
import { Session } from "../src/session/session";
import { createQueryClient } from "../src/shell/queryClient";
import { BASE } from "./sandboxServer";

/**
 * A route's screen as the guard draws it while a stored session is renewed (issue 40): out of sight (React's
 * `Activity` hidden, so none of its effects run) until `show()`, signed in as the super administrator over the
 * file's sandbox (`sandboxServerForFile`), with the console's own query client.
 */
export async function renderOutOfSight(routeName: string, Screen: ComponentType, url: string) {
  const session = new Session({ baseUrl: BASE, storage: localStorage });
  await session.signIn("super@demo.test", "demo1234");
  const queryClient = createQueryClient();
  const route = ROUTES.find((candidate) => candidate.name === routeName)!;
  const at = (shown: boolean) => (
    <ConsoleProviders session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={route.path}
              element={
                <Activity mode={shown ? "visible" : "hidden"}>
                  <RouteScreen route={route} Screen={Screen} />
                </Activity>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ConsoleProviders>
  );
  const view = render(at(false));
  return { show: () => view.rerender(at(true)) };
}
