import { expect, test } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import {
  USERS,
  chooseProperty,
  mainMenu,
  openEdit,
  openFromMenu,
  pickOption,
  signedIn,
  superApi,
} from "../../../../e2e/support";

// products.md "Gateway": the hotel starts welcoming Italian tour groups. Its administrator offers Italian on the
// guest portal, writes the terms in Italian, and lets guests sign in with a code by SMS. The titles carry a
// stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36);

test("the administrator adds Italian to the portal, writes and edits the Italian terms, and turns on SMS login", async ({
  page,
  request,
}) => {
  // Three screens in one journey: three times the one-screen journeys' time.
  test.slow();
  const title = `Condizioni d'uso ${stamp}`;
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");

  // A new portal language: the code is two letters; typed upper case, it is kept lower case.
  await openFromMenu(page, "Gateway languages", "/property/1001/onespeed-gateway/language");
  await expect(page.getByRole("row", { name: "German" })).toContainText("Deutsch");
  await page.getByRole("button", { name: "New" }).click();
  const language = page.getByRole("dialog", { name: "New language" });
  const code = language.getByRole("textbox", { name: /^Code/ });
  await code.fill("ita");
  await code.blur();
  await expect(language.getByText("Two letters (ISO 639-1), e.g. de")).toBeVisible();
  await code.fill("IT");
  await language.getByRole("textbox", { name: /^Language/ }).fill("Italian");
  await language.getByRole("textbox", { name: /^Name in the language/ }).fill("Italiano");
  await language.getByRole("button", { name: "Save" }).click();
  await expect(language).toBeHidden();
  await expect(page.getByRole("row", { name: "Italian" })).toContainText("Italiano");

  // The terms in Italian: the new language is offered at once.
  await mainMenu(page).getByRole("link", { name: "Gateway terms and conditions" }).click();
  await expect(page).toHaveURL("/property/1001/onespeed-gateway/terms-and-conditions");
  // The address changes as the navigation starts, while the languages screen (with a New of its own) stays on
  // the page until the terms screen is drawn: New is pressed on the terms list.
  const termsList = page.getByRole("main");
  await expect(termsList.getByRole("heading", { name: "Gateway terms and conditions" })).toBeVisible();
  await termsList.getByRole("button", { name: "New" }).click();
  const terms = page.getByRole("dialog", { name: "New terms and conditions" });
  await pickOption(terms.getByRole("combobox", { name: /^Language/ }), "Ital", "Italian (it)");
  await terms.getByRole("textbox", { name: /^Title/ }).fill(title);
  await terms.getByRole("textbox", { name: "Text" }).fill("Il Wi-Fi è offerto ai nostri ospiti.");
  await terms.getByRole("button", { name: "Save" }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole("row", { name: title })).toContainText("Italian (it)");

  const edit = await openEdit(page, title, "Edit terms and conditions");
  await edit.getByRole("textbox", { name: /^Title/ }).fill(`${title} (2026)`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row", { name: `${title} (2026)` })).toContainText("Italian (it)");

  // SMS login in the settings' login types: kept in the tree, listed on Save, stored on confirmation.
  await mainMenu(page).getByRole("link", { name: "Gateway settings" }).click();
  await expect(page).toHaveURL("/property/1001/onespeed-gateway/settings");
  const settings = page.getByRole("treegrid");
  await settings.getByRole("row", { name: "Login types" }).click();
  await settings.getByRole("row", { name: "Code by SMS" }).click();
  const editor = page.getByRole("dialog", { name: "Code by SMS" });
  const sms = editor.getByRole("switch", { name: "Code by SMS" });
  await sms.focus();
  await sms.press("Space");
  await expect(sms).toBeChecked();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Save settings" });
  await expect(confirm).toContainText("Code by SMS");
  await confirm.getByRole("button", { name: "Save" }).click();
  await expect(confirm).toBeHidden();

  // Kept on the server: after a reload SMS login is on.
  await page.reload();
  await page.getByRole("treegrid").getByRole("row", { name: "Login types" }).click();
  await expect(page.getByRole("treegrid").getByRole("row", { name: "Code by SMS" })).toContainText("On");

  // The portal as seeded again for the other journeys: no Italian, no SMS login.
  const api = superApi(request, SANDBOX);
  const { items: texts } = await api.get<{ items: { id: string; language: string }[] }>(
    "/1001/onespeed/terms/index",
  );
  for (const text of texts.filter((entry) => entry.language === "it"))
    await api.delete(`/1001/onespeed/terms/${text.id}`);
  const { items: languages } = await api.get<{ items: { id: string; iso1: string }[] }>(
    "/1001/onespeed/language/index",
  );
  for (const entry of languages.filter((item) => item.iso1 === "it"))
    await api.delete(`/1001/onespeed/language/${entry.id}`);
  const { enabledLoginTypes: _derived, ...loginTypes } = await api.get<Record<string, unknown>>(
    "/1001/onespeed/logintypes/index",
  );
  await api.post("/1001/onespeed/logintypes", { ...loginTypes, sms: false });
});
