import type { AriaAttributes, DOMAttributes, KeyboardEvent, ReactElement } from "react";
import type { KeyboardEvent as BaseKeyboardEvent } from "react-aria-components";
import type { PressEvent } from "react-aria-components";
import { PressResponder } from "react-aria/private/interactions/PressResponder";
import { wantOverlays } from "./load";

/** What the user did to an overlay's trigger before the overlay parts came. */
export interface TriggerIntent {
  /** The overlay was asked to open. */
  open: boolean;
  /** The trigger had the focus. */
  focused: boolean;
}

export type TriggerIntentUpdate = (update: (intent: TriggerIntent | null) => TriggerIntent) => void;

interface PressHandlers {
  onPressStart?: (event: PressEvent) => void;
  onPress?: (event: PressEvent) => void;
}

const POPUP = { menu: true, listbox: "listbox", dialog: undefined } as const;

const byPointer = (event: PressEvent) => event.pointerType !== "keyboard" && event.pointerType !== "virtual";

/**
 * What a trigger drawn before the overlay parts have come does: it says what it opens; focusing it fetches the
 * parts; a press (a pointer's at once, a key's on release, as react-aria's triggers) or ArrowDown/ArrowUp records
 * that the overlay should open when they come. For a react-aria Button's props or a press responder's.
 */
export function standInTriggerProps(popup: "menu" | "dialog" | "listbox", onIntent: TriggerIntentUpdate) {
  const open = () => {
    onIntent(() => ({ open: true, focused: true }));
    wantOverlays();
  };
  return {
    // What react-aria's triggers say: `true` for a menu, `listbox` for a select's list, nothing for a dialog (its
    // `aria-haspopup="dialog"` is announced unevenly). A screen reader hears the same before and after the parts.
    "aria-haspopup": POPUP[popup],
    "aria-expanded": false,
    onPressStart: (event: PressEvent) => {
      if (byPointer(event)) open();
    },
    onPress: (event: PressEvent) => {
      if (!byPointer(event)) open();
    },
    onKeyDown: (event: KeyboardEvent | BaseKeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        open();
      }
    },
    onFocus: () => {
      onIntent((intent) => ({ open: intent?.open ?? false, focused: true }));
      wantOverlays();
    },
    onBlur: () => onIntent((intent) => ({ open: intent?.open ?? false, focused: false })),
  } satisfies PressHandlers & AriaAttributes & Record<string, unknown>;
}

/**
 * The trigger of a menu or popover drawn before the overlay parts have come: the button as it will be, with
 * {@link standInTriggerProps} handed to it through a press responder (as react-aria's MenuTrigger does); pointing
 * at it fetches the parts.
 */
export function TriggerStandIn({
  children,
  popup,
  onIntent,
}: {
  /** The trigger: a react-aria Button or IconButton. */
  children: ReactElement;
  /** What it opens (`aria-haspopup` for a menu). */
  popup: "menu" | "dialog";
  onIntent: TriggerIntentUpdate;
}) {
  const triggerProps: DOMAttributes<HTMLElement> = {
    ...(standInTriggerProps(popup, onIntent) as DOMAttributes<HTMLElement>),
    onPointerEnter: wantOverlays,
  };
  return <PressResponder {...(triggerProps as PressHandlers)}>{children}</PressResponder>;
}

/**
 * Takes over a stand-in's intent once the overlay parts have come: the focus goes back to the trigger (the
 * stand-in's button has been replaced), and an overlay asked to open opens. Call it once, on mount.
 */
export function takeOverIntent(
  intent: TriggerIntent | null | undefined,
  trigger: HTMLElement | null,
  open: () => void,
): void {
  if (!intent) return;
  if (intent.focused || intent.open) trigger?.focus();
  if (intent.open) open();
}
