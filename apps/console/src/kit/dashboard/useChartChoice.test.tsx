// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UiProvider } from "@cms/ui";
import { describe, expect, it, vi } from "vitest";
import { useChartChoice } from "./useChartChoice";

const options = () => [
  { id: "down", label: "Download" },
  { id: "up", label: "Upload" },
];

describe("a chart's choice", () => {
  it("stays the same element while its label, options' content and choice stay, so the chart is not drawn again", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ selected, labels }: { selected: string; labels: ReturnType<typeof options> }) =>
        useChartChoice("Direction", labels, selected, onChange),
      { initialProps: { selected: "down", labels: options() } },
    );
    const first = result.current;
    // A render for something else: the options made afresh, with the same content.
    rerender({ selected: "down", labels: options() });
    expect(result.current).toBe(first);
    rerender({ selected: "up", labels: options() });
    expect(result.current).not.toBe(first);
    const renamed = result.current;
    rerender({ selected: "up", labels: [...options(), { id: "both", label: "Both" }] });
    expect(result.current).not.toBe(renamed);
  });

  it("is a select named by its label that reports the option the user picks", async () => {
    const onChange = vi.fn();
    function Chart() {
      return useChartChoice("Direction", options(), "down", onChange);
    }
    render(
      <UiProvider lang="en" scheme="light">
        <Chart />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: /Direction/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Upload" }));
    expect(onChange).toHaveBeenCalledWith("up");
  });
});
