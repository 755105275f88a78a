import { deferredPart } from "@cms/ui";
import type { ComponentType, JSX } from "react";
import { Suspense, useEffect, useState } from "react";

/**
 * A part of a screen drawn on the user's act (a dialog, a row's detail, a preview), with its code in a chunk of
 * its own: fetched on intent (`preload`: the pointer or the focus reaching what opens it), and drawn at once
 * when it is here (nothing before: it appears a moment later). Not React.lazy: a lazy component suspends on its
 * first draw even when its chunk came long before, and React holds a suspended part back for 300 ms, so the first
 * dialog of a page opened 0.4 s after the press and the first letters typed into it were lost. A chunk that
 * cannot be fetched is the screen's error (its boundary says so), as a failed lazy part was, once the part is
 * wanted on screen (`shown`, by default always).
 *
 * The part keeps a Suspense boundary of its own for anything inside it that still suspends (a lazy part without
 * a boundary of its own), so that never hides the screen around it.
 */
export function onDemand<Module, Props extends object>(
  importModule: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  shown: (props: Props) => boolean = () => true,
): { Part: (props: Props) => JSX.Element | null; preload: () => void } {
  const part = deferredPart(importModule);
  function Part(props: Props) {
    const module = part.use();
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (!module) part.load().catch((error: unknown) => setFailure({ error }));
    }, [module]);
    if (!module) {
      if (failure && shown(props)) throw failure.error;
      return null;
    }
    const Loaded = pick(module);
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Part, preload: part.want };
}
