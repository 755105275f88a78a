import { expect, test } from "@playwright/test";
import { USERS, mainMenu, screenTitle, signedIn } from "./support";

// Issue 40: a list screen asks for its rows while it renders, beside the shell, instead of once the list has
// been drawn and mounted (on a cheap PC the rows came about a second sooner on the users list). It still asks
// once per opening, and Refresh or coming back still asks the server again.
test("a list asks for its rows once as it opens, before it is drawn, and again on Refresh", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const asked: boolean[] = [];
    (window as unknown as { usersAsked: boolean[] }).usersAsked = asked;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      // Whether the list's title bar was already on the page when its rows were asked for.
      if (url.includes("/api/cms/v3/user/index"))
        asked.push([...document.querySelectorAll("main h2")].some((title) => title.textContent === "Users"));
      return fetch(input, init);
    };
  });
  await signedIn(page, USERS.super);
  await page.goto("/super/users");
  const main = page.getByRole("main");
  await expect(main.getByRole("row", { name: "Sophie" })).toBeVisible();
  const asked = () => page.evaluate(() => (window as unknown as { usersAsked: boolean[] }).usersAsked);
  expect(await asked()).toEqual([false]);

  await main.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(asked).toEqual([false, true]);
  await expect(main.getByRole("row", { name: "Sophie" })).toBeVisible();

  // Away and back to the same history entry: the list asks the server again, early.
  await mainMenu(page).getByRole("link", { name: "Roles" }).click();
  await expect(screenTitle(page)).toHaveText("Roles");
  await page.goBack();
  await expect(main.getByRole("row", { name: "Sophie" })).toBeVisible();
  await expect.poll(asked).toEqual([false, true, false]);
});
