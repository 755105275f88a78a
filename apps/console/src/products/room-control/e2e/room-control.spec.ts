import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, pickOption, signedIn } from "../../../../e2e/support";

// products.md "Room control": Hotel Sacher Graz fits its rooms with a reading light. The administrator adds the
// command on the eibPORT and offers it in room 101, picking it from the commands rather than typing its id;
// after a reload the room still offers it. The id carries a stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36);

test("the administrator adds a room-control command and assigns it to a room", async ({ page }) => {
  test.slow();
  const commandId = `reading-light-${stamp}`;
  const title = `Reading light ${stamp}`;
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Graz");
  await openFromMenu(page, "Room control", "/property/1005/roomcontrol");
  await expect(page.getByRole("tab", { name: "Commands", selected: true })).toBeVisible();
  await expect(page.getByRole("row", { name: "Ceiling light" })).toBeVisible();

  await page.getByRole("button", { name: "New" }).click();
  const command = page.getByRole("dialog", { name: "New command" });
  await command.getByRole("textbox", { name: /^Command id/ }).fill(commandId);
  await command.getByRole("textbox", { name: /^Name/ }).fill("readingLight");
  await command.getByRole("textbox", { name: /^Title/ }).fill(title);
  await pickOption(command.getByRole("combobox", { name: /^Action type/ }), "Toggle", "Toggle button");
  await pickOption(
    command.getByRole("combobox", { name: /^Target system/ }),
    "eib",
    "eibport-main (eibport)",
  );
  await command.getByRole("textbox", { name: /^On value/ }).fill("1");
  await command.getByRole("textbox", { name: /^Off value/ }).fill("0");
  const options = command.getByRole("textbox", { name: /^Target options/ });
  await options.fill("groupAddress 1/1/9");
  await options.blur();
  await expect(command.getByText(/^Must be a JSON object/)).toBeVisible();
  await options.fill('{"groupAddress": "1/1/9"}');
  await command.getByRole("button", { name: "Save" }).click();
  await expect(command).toBeHidden();
  await expect(page.getByRole("row", { name: title })).toContainText("toggle-button");

  await page.getByRole("tab", { name: "Assignments" }).click();
  const room = page.getByRole("row", { name: "101" });
  await room.getByRole("button", { name: "Edit: 101" }).click();
  const assignment = page.getByRole("dialog", { name: "Edit assignment" });
  // Picked with the keys (see pickOption); Enter keeps the list open for the next pick, Escape closes it (and
  // not the dialog). That a pick by pointer closes the list is the Autocomplete Multiple story's play.
  const commands = assignment.getByRole("combobox", { name: /^Commands/ });
  await pickOption(commands, "Reading", `${title} (${commandId})`);
  await commands.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(assignment).toBeVisible();
  await assignment.getByRole("button", { name: "Save" }).click();
  await expect(assignment).toBeHidden();
  // The room's commands are many (truncated in the list): opened again after a reload, it lists the new one.
  await page.reload();
  await page.getByRole("tab", { name: "Assignments" }).click();
  await page.getByRole("row", { name: "101" }).getByRole("button", { name: "Edit: 101" }).click();
  const again = page.getByRole("dialog", { name: "Edit assignment" });
  await expect(again).toContainText(`${title} (${commandId})`);
  await expect(again).toContainText("Ceiling light (light-main)");
});
