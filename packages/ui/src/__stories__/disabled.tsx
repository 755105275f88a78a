import type { ComponentType, ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";

// What a Disabled story checks of a control, written once for the controls that share the behaviour.

/** A disabled control: it says so, and a click let through to it never reaches `handler` (the story's `fn()`). */
export async function clickIgnored(control: HTMLElement, handler: unknown) {
  await expect(control).toBeDisabled();
  await userEvent.click(control, { pointerEventsCheck: 0 });
  await expect(handler).not.toHaveBeenCalled();
}

interface ToggleProps {
  isDisabled?: boolean;
  defaultSelected?: boolean;
  children?: ReactNode;
  onChange?: (selected: boolean) => void;
}

/**
 * A toggle's Disabled story (render and play): the story's toggle off, and a second one (`selected`) on, both
 * disabled; neither a click on the label nor Space changes them, and `onChange` is never called.
 */
export function disabledToggles<Props extends ToggleProps>(
  Toggle: ComponentType<Props>,
  { role, name, selected }: { role: "checkbox" | "switch"; name: string; selected: string },
) {
  return {
    render: (args: Props) => (
      <div style={{ display: "grid", gap: 8 }}>
        <Toggle {...args} isDisabled />
        <Toggle {...args} isDisabled defaultSelected>
          {selected}
        </Toggle>
      </div>
    ),
    play: async ({ args, canvasElement }: { args: Props; canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const control = canvas.getByRole(role, { name });
      await expect(control).toBeDisabled();
      await userEvent.click(canvas.getByText(name), { pointerEventsCheck: 0 });
      await userEvent.tab();
      await userEvent.keyboard(" ");
      await expect(control).not.toBeChecked();
      await expect(canvas.getByRole(role, { name: selected })).toBeChecked();
      await expect(args.onChange).not.toHaveBeenCalled();
    },
  };
}
