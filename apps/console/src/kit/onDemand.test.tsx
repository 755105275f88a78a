// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Component, Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { onDemand } from "./onDemand";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const never = new Promise<never>(() => {});
function StillLoading(): ReactNode {
  return use(never);
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe("onDemand", () => {
  it("draws the part in the render that asks for it once its chunk is here: no 300 ms wait as React.lazy made", async () => {
    let arrive!: (module: { Greeting: typeof Greeting }) => void;
    const part = onDemand(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      (module) => module.Greeting,
    );
    part.preload();
    await act(async () => arrive({ Greeting }));
    // Within one synchronous render, no waiting: a part that suspended would show nothing here.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Part name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Anna")).toBeVisible();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("draws nothing until the chunk comes, then the part, without the screen around it showing its fallback", async () => {
    let arrive!: (module: { Greeting: typeof Greeting }) => void;
    const part = onDemand(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      (module) => module.Greeting,
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <h2>Reservations</h2>
        <part.Part name="Leonie" />
      </Suspense>,
    );
    expect(screen.getByRole("heading", { name: "Reservations" })).toBeVisible();
    expect(screen.queryByText("Hello Leonie")).toBeNull();
    await act(async () => arrive({ Greeting }));
    expect(await screen.findByText("Hello Leonie")).toBeVisible();
  });

  it("keeps what suspends inside the part (a lazy editor) from hiding the screen around it", async () => {
    const part = onDemand(
      () => Promise.resolve({ Inner: StillLoading }),
      (module) => module.Inner,
    );
    part.preload();
    await act(async () => undefined);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <h2>Themes</h2>
        <part.Part />
      </Suspense>,
    );
    expect(screen.getByRole("heading", { name: "Themes" })).toBeVisible();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("is the screen's error when its chunk cannot be fetched while it is shown, and nothing while it is not", async () => {
    const failing = () =>
      onDemand(
        () =>
          Promise.reject<{ Greeting: typeof Greeting }>(
            new Error("Failed to fetch dynamically imported module"),
          ),
        (module) => module.Greeting,
        (props: { name: string; shown: boolean }) => props.shown,
      );
    const hidden = failing();
    render(
      <Boundary>
        <hidden.Part name="Anna" shown={false} />
      </Boundary>,
    );
    await act(async () => undefined);
    expect(screen.queryByRole("alert")).toBeNull();

    const shown = failing();
    render(
      <Boundary>
        <shown.Part name="Anna" shown />
      </Boundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch dynamically imported module");
  });
});
