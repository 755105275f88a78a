import { Route, Routes } from "react-router";
import AppLayout from "../shell/AppLayout";
import Guard from "./Guard";
import { openedAt } from "./base";
import { ROUTES } from "./routes";
import { notFound, preloadScreenAt, screens } from "./screens";

// The screen of the address the console opened at loads beside this chunk (see preloadScreenAt).
preloadScreenAt(openedAt()).catch(() => {
  // A failed chunk fails again when the route renders, where the screen's error boundary shows it.
});

/**
 * Every route but the sign-in pages: the guard, the shell, and the route table's screens. One lazy chunk,
 * so the sign-in page loads neither the shell nor the table.
 */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<Guard />}>
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => {
            const { Screen } = screens.get(route)!;
            return <Route key={route.name} path={route.path} element={<Screen />} />;
          })}
          <Route path="*" element={<notFound.Screen />} />
        </Route>
      </Route>
    </Routes>
  );
}
