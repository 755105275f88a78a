// Shared by the stories of the gateway's two device lists (allow list, block list): the same name and MAC rules.
import { expect, userEvent, within } from "storybook/test";
import { leaveEmpty } from "../../../stories/listStories";

/**
 * In a device dialog, by keyboard: name and MAC refuse to stay empty (the MAC with its own message) and Save
 * waits for them; a MAC with dashes is refused as invalid, one with colons taken; then Enabled is switched on.
 */
export async function enterDevice(dialog: HTMLElement, name: string): Promise<void> {
  const inDialog = within(dialog);
  const device = inDialog.getByRole("textbox", { name: /^Device/ });
  await leaveEmpty(device);
  const mac = inDialog.getByRole("textbox", { name: /^MAC address/ });
  await leaveEmpty(mac);
  await expect(dialog).toHaveTextContent("MAC Address is required");
  await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();

  await userEvent.type(device, name);
  await userEvent.type(mac, "aa-bb-cc-00-11-22");
  await userEvent.tab();
  await expect(dialog).toHaveTextContent("MAC Address must be valid");
  await userEvent.clear(mac);
  await userEvent.type(mac, "aa:bb:cc:00:11:22");
  await expect(mac).not.toHaveAttribute("aria-invalid", "true");

  const enabled = inDialog.getByRole("switch", { name: /^Enabled/ });
  enabled.focus();
  await userEvent.keyboard(" ");
  await expect(enabled).toBeChecked();
}
