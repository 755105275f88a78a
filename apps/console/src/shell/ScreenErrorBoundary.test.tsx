// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { UiRoot } from "@cms/ui";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, loadConsoleLanguage } from "../i18n";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";

beforeAll(async () => {
  await loadConsoleLanguage("en");
  await i18n.changeLanguage("en");
});
afterEach(() => vi.restoreAllMocks());

function Failing(): ReactNode {
  throw new Error("Failed to fetch dynamically imported module");
}

const at = (path: string, child: ReactNode) => (
  <UiRoot i18n={i18n} lang="en" scheme="light">
    <ScreenErrorBoundary resetKey={path}>{child}</ScreenErrorBoundary>
  </UiRoot>
);

// A screen whose script fails to arrive took the whole console down to a blank page (no boundary anywhere).
describe("a screen that fails", () => {
  it("says so in its place with a Reload, and the next screen opens again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = render(at("/property/1001/dashboard", <Failing />));
    expect(screen.getByText("This screen could not be opened")).toBeInTheDocument();
    expect(screen.getByText(/Reload the page to try again/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();

    view.rerender(at("/property/1001/checkin-room-manager", <p>Guests</p>));
    expect(screen.getByText("Guests")).toBeInTheDocument();
    expect(screen.queryByText("This screen could not be opened")).not.toBeInTheDocument();
  });
});
