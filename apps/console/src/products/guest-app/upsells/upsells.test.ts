import { describe, expect, it } from "vitest";
import { fromItemForm, itemTitle, toCondition, toItemForm } from "./upsells";

describe("upsells", () => {
  it("saves a condition's numeric value as a number and leaves an empty header out", () => {
    expect(
      toCondition({
        name: " Long stays ",
        property: "nights",
        condition: "greater_equal",
        value: "4",
        header: "",
      }),
    ).toEqual({ name: "Long stays", property: "nights", condition: "greater_equal", value: 4 });
    expect(
      toCondition({
        name: "Doubles",
        property: "roomTypeCode",
        condition: "equals",
        value: " DBL ",
        header: "Hi",
      }),
    ).toEqual({ name: "Doubles", property: "roomTypeCode", condition: "equals", value: "DBL", header: "Hi" });
  });

  it("saves the languages begun, in the guest app's order, and needs the first language's texts", () => {
    const item = {
      _id: "i1",
      i18n: [{ iso2: "en", title: "Baby cot", description: "A cot." }],
      price: "0",
      active: true,
      position: 2,
    };
    const form = toItemForm(item);
    expect(fromItemForm(form, ["de", "en"])).toEqual({ missing: "title", language: "de" });
    form.i18n = [...form.i18n, { iso2: "de", title: " Babybett ", description: "Ein Bett." }, { iso2: "it" }];
    expect(fromItemForm(form, ["de", "en", "it"])).toEqual({
      item: {
        _id: "i1",
        i18n: [
          { iso2: "de", title: "Babybett", description: "Ein Bett." },
          { iso2: "en", title: "Baby cot", description: "A cot." },
        ],
        price: "0",
        active: true,
        position: 2,
      },
    });
    expect(itemTitle(item, ["de", "en"])).toBe("Baby cot");
  });

  it("names the text a begun language lacks", () => {
    const form = toItemForm(null);
    form.i18n = [
      { iso2: "de", title: "Babybett", description: "Ein Bett." },
      { iso2: "en", title: "Baby cot" },
    ];
    expect(fromItemForm(form, ["de", "en"])).toEqual({ missing: "description", language: "en" });
    form.i18n = [{ iso2: "de", title: "Babybett" }];
    expect(fromItemForm(form, ["de", "en"])).toEqual({ missing: "description", language: "de" });
  });
});
