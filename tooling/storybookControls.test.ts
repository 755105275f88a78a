import { describe, expect, it } from "vitest";
import { CONTROL_MATCHERS } from "../.storybook/controls";
import { stateOf } from "../.storybook/storyStates";

// Storybook gives an arg a control by its name (.storybook/controls.ts). A designer trying a component's
// props must get a date picker for dates only: `validate` is a function (issue 41 item 10).
describe("Storybook's controls by arg name", () => {
  it("offer a date picker for dates, not for validate or update", () => {
    for (const name of ["date", "startDate", "expiryDate", "defaultDate"])
      expect(CONTROL_MATCHERS.date.test(name), name).toBe(true);
    for (const name of ["validate", "update", "candidate", "dateFormat"])
      expect(CONTROL_MATCHERS.date.test(name), name).toBe(false);
  });

  it("offer a colour picker for colours", () => {
    for (const name of ["color", "backgroundColor", "background"])
      expect(CONTROL_MATCHERS.color.test(name), name).toBe(true);
    expect(CONTROL_MATCHERS.color.test("colorScheme")).toBe(false);
  });
});

// The sidebar's search matches story names, and its tag filter lists tags (issue 41 item 10): a designer
// searches "error" and "denied", not "Failure" and "No Permission", and filters by `state` to see them all.
describe("Storybook's state stories", () => {
  it("carry the word a designer searches for", () => {
    expect(stateOf("Failure")).toEqual({ word: "error", state: true });
    expect(stateOf("SaveFailure")).toEqual({ word: "error", state: true });
    expect(stateOf("Invalid")).toEqual({ word: "error", state: true });
    expect(stateOf("NoPermission")).toEqual({ word: "denied", state: true });
    expect(stateOf("DeleteRefused")).toEqual({ word: "denied", state: true });
  });

  it("tag the states, and nothing else", () => {
    for (const name of ["Default", "Empty", "Loading", "Dark", "RightToLeft", "ReadOnly", "StatesDark"])
      expect(stateOf(name), name).toEqual({ state: true });
    for (const name of ["NoError", "Playground", "DragSort", "CreateByKeyboard"])
      expect(stateOf(name), name).toEqual({ state: false });
  });
});
