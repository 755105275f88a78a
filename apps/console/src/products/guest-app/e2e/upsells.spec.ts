import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, pickOption, signedIn } from "../../../../e2e/support";

// products.md "Upsell conditions": Hotel Sacher Wien offers families two extras at web check-in. The
// administrator builds the condition (room type FAM), adds a baby cot and a kids' breakfast in German and
// English, and sees a second baby cot refused with the spec's text. The value carries a stamp: the sandbox
// lives as long as the whole run, and an equal condition would be refused too.
const stamp = Date.now().toString(36).toUpperCase();

test("the administrator builds an upsell condition with two items and sees the duplicate refused", async ({
  page,
}) => {
  test.slow();
  const name = `Family stays ${stamp}`;
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Upsells", "/property/1001/oneapp/webcheckin/upsells");

  await page.getByRole("button", { name: "New" }).first().click();
  const condition = page.getByRole("dialog", { name: "New condition" });
  const nameField = condition.getByRole("textbox", { name: /^Name/ });
  await nameField.focus();
  await nameField.blur();
  await expect(condition.getByText("You have to enter a name")).toBeVisible();
  await nameField.fill(name);
  await condition.getByRole("textbox", { name: /^Reservation property/ }).fill("roomTypeCode");
  await pickOption(condition.getByRole("combobox", { name: /^Comparison/ }), "equals", "equals");
  await condition.getByRole("textbox", { name: /^Value/ }).fill(`FAM${stamp}`);
  await condition.getByRole("textbox", { name: /^Rewards header/ }).fill("For the whole family");
  await condition.getByRole("button", { name: "Save" }).click();
  await expect(condition).toBeHidden();

  const row = page.getByRole("row", { name });
  await row.focus();
  await row.press("Enter");
  const rewards = page.getByRole("table", { name: `Rewards of “${name}”` });
  await expect(rewards).toBeVisible();
  // The rewards are a list inside the conditions' list: the inner one.
  const list = page.locator('[data-ui="GenericList"] [data-ui="GenericList"]').filter({ has: rewards });

  const addItem = async (de: [string, string], en: [string, string], price: string) => {
    await list.getByRole("button", { name: "New" }).click();
    const item = page.getByRole("dialog", { name: "New reward item" });
    await item.getByRole("textbox", { name: /^Title \(de\)/ }).fill(de[0]);
    await item.getByRole("textbox", { name: /^Description \(de\)/ }).fill(de[1]);
    await item.getByRole("tab", { name: /English/ }).click();
    await item.getByRole("textbox", { name: /^Title \(en\)/ }).fill(en[0]);
    await item.getByRole("textbox", { name: /^Description \(en\)/ }).fill(en[1]);
    await item.getByRole("textbox", { name: /^Price/ }).fill(price);
    await item.getByRole("button", { name: "Save" }).click();
    return item;
  };
  await expect(
    await addItem(["Babybett", "Ein Babybett im Zimmer."], ["Baby cot", "A cot in your room."], "0"),
  ).toBeHidden();
  await expect(
    await addItem(
      ["Kinderfrühstück", "Frühstück bis 12 Jahre."],
      ["Kids' breakfast", "Breakfast up to 12."],
      "14,00",
    ),
  ).toBeHidden();
  await expect(rewards.getByRole("row", { name: "Babybett" })).toBeVisible();
  await expect(rewards.getByRole("row", { name: "Kinderfrühstück" })).toContainText("14,00");

  const again = await addItem(
    ["Babybett", "Ein Babybett im Zimmer."],
    ["Baby cot", "A cot in your room."],
    "0",
  );
  await expect(
    again.getByText("There already exists a condition or reward item with the same values"),
  ).toBeVisible();
  // What was typed is not saved: Cancel asks before it discards it.
  await again.getByRole("button", { name: "Cancel" }).click();
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(again).toBeHidden();
  await expect(rewards.getByRole("row")).toHaveCount(1 + 2);
});
