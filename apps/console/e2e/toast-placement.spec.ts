import { expect, test } from "@playwright/test";
import { USERS, signedIn } from "./support";

// platform.md section 9: toasts at the top centre. Beside the docked menu the centre is the content's: centred on
// the viewport at 1,366 px, "Saved" covered the end of a screen's title ("Property grou…").
test.use({ viewport: { width: 1366, height: 768 } });

test("a toast is centred over the content beside the menu and leaves the screen's title free", async ({
  page,
}) => {
  await signedIn(page, USERS.super, "/super/property/group");
  const title = page.getByRole("main").getByRole("heading", { name: "Property groups", level: 2 });
  await expect(title).toBeVisible();
  await page.getByRole("button", { name: "Edit: Alpine Resorts" }).click();
  await page
    .getByRole("dialog", { name: "Edit property group" })
    .getByRole("button", { name: "Save" })
    .click();
  // Saved as it was: the lane's demo data stays the same for the journeys after this one.
  const toast = page.locator('[data-ui="Toast"]', { hasText: "Saved" });
  await expect(toast).toBeVisible();

  const [toastBox, mainBox] = await Promise.all([
    toast.boundingBox(),
    page.locator("main#content").boundingBox(),
  ]);
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(centre(toastBox!) - centre(mainBox!))).toBeLessThanOrEqual(1);
  // The title's own text ends before the toast begins.
  const titleEnd = await title.evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().right;
  });
  expect(titleEnd).toBeLessThan(toastBox!.x);
});
