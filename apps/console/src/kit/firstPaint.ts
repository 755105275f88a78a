import { useDeferredValue } from "react";

/**
 * Whether a screen draws the rest of itself: `false` in its first render, `true` in the render React makes
 * right after, in the background (React's `useDeferredValue` with an initial value). A screen whose heading
 * is known at once and whose body is long to draw (the property dashboard's parts, a dashboard's charts) puts
 * the body behind it, so the heading paints without waiting for the body's render (issue 40: on a cheap PC,
 * 4x CPU, the property dashboard's heading and address painted 250-300 ms sooner, its parts no later). The
 * body appears under the heading, where nothing stood: nothing moves.
 */
export function useRestAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
