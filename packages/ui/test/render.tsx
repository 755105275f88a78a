import type { RenderOptions, RenderResult } from "@testing-library/react";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import userEvent from "@testing-library/user-event";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { StrictMode } from "react";
import type { Scheme } from "../src/theme/tokens";
import { UiProvider } from "../src/UiProvider";

export interface UiRenderOptions extends Omit<RenderOptions, "wrapper"> {
  lang?: string;
  scheme?: Scheme;
}

/** Renders inside StrictMode with theme, translations and react-aria's locale, plus a user-event session. */
export function renderUi(
  ui: ReactElement,
  { lang = "en", scheme = "light", ...options }: UiRenderOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <StrictMode>
        <UiProvider lang={lang} scheme={scheme}>
          {children}
        </UiProvider>
      </StrictMode>
    ),
    ...options,
  });
  return { user, ...result };
}

/** jsdom measures nothing: a dialog's size watcher (DialogBody) only needs a ResizeObserver to exist. */
export function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
