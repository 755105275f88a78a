import { describe, expect, it } from "vitest";
import { CONTROL_MATCHERS } from "../.storybook/controls";

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
