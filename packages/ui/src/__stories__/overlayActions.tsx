import { Button } from "../Button";
import type { DialogRenderProps } from "../Dialog/Dialog";

/**
 * The footer of an overlay's stories (Dialog, Drawer): `secondary` (outline) closes the overlay, `primary` calls
 * `onPrimary` (the story's `fn()` arg) and closes it.
 */
export const closingActions =
  (secondary: string, primary: string, onPrimary?: () => void) =>
  ({ close }: DialogRenderProps) => (
    <>
      <Button variant="outline" onPress={close}>
        {secondary}
      </Button>
      <Button
        onPress={() => {
          onPrimary?.();
          close();
        }}
      >
        {primary}
      </Button>
    </>
  );
