import { useEffect } from "react";
import type { OverlayParts } from "./load";
import { useOverlayParts, wantOverlays } from "./load";

/**
 * The overlay parts for a modal (Dialog, Drawer, ConfirmDialog) that draws nothing while shut: fetched at once
 * when it is open, or inside a trigger that owns its state (`isOpen` left out); `undefined` until they come.
 */
export function useModalParts({ isOpen, defaultOpen }: { isOpen?: boolean; defaultOpen?: boolean }) {
  const parts: OverlayParts | undefined = useOverlayParts();
  const wanted = isOpen !== false || defaultOpen === true;
  useEffect(() => {
    if (wanted) wantOverlays();
  }, [wanted]);
  return parts;
}
