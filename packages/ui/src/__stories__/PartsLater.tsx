import type { ReactNode } from "react";
import { useState } from "react";
import type { OverlayParts } from "../overlays/load";
import { OverlayPartsOverride } from "../overlays/load";
import { loadOverlays } from "../overlays/register";

/**
 * Draws its children as a page's first second does, before React Aria's overlay parts have come, until the
 * story's play presses "Let the overlay parts come": for the stories that show what a stand-in keeps of what the
 * user did meanwhile.
 */
export function PartsLater({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<OverlayParts>();
  return (
    <>
      <OverlayPartsOverride parts={parts}>{children}</OverlayPartsOverride>
      <button
        type="button"
        style={{ marginBlockStart: 160 }}
        onClick={() => void loadOverlays().then(setParts)}
      >
        Let the overlay parts come
      </button>
    </>
  );
}
