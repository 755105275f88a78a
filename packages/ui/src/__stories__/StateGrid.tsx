import type { ReactNode } from "react";
import { useLayoutEffect, useRef } from "react";

/** One row of a state grid: the interaction states shown at once (react-aria's data attributes). */
export interface StateRow {
  /** What a reviewer reads at the row's start. */
  name: string;
  hovered?: boolean;
  focusVisible?: boolean;
  pressed?: boolean;
  /** Passed to the component as `isDisabled` by the story's render. */
  disabled?: boolean;
}

/** Hover, keyboard focus, press and disabled, alone and combined, as React Spectrum's chromatic stories. */
export const STATE_ROWS: StateRow[] = [
  { name: "Rest" },
  { name: "Hovered", hovered: true },
  { name: "Focus visible", focusVisible: true },
  { name: "Hovered + focus", hovered: true, focusVisible: true },
  { name: "Pressed", hovered: true, pressed: true },
  { name: "Disabled", disabled: true },
  { name: "Disabled + hovered", disabled: true, hovered: true },
];

/**
 * Shows `children` in the states of `row`: sets react-aria's data attributes (data-hovered, data-focus-visible,
 * data-pressed) on the element `target` finds, after every render. React leaves attributes it did not set
 * alone, so they stay until the story is unmounted; the screenshot harness does not move the pointer away
 * from elements inside `[data-forced-state]`.
 */
export function ForcedState({
  row,
  target = "[data-rac]",
  children,
}: {
  row: StateRow;
  /** The element whose state is forced (default: the first react-aria element). */
  target?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    const attributes: [string, boolean | undefined][] = [
      ["data-hovered", row.hovered && !row.disabled],
      ["data-focus-visible", row.focusVisible],
      ["data-focused", row.focusVisible],
      ["data-pressed", row.pressed],
    ];
    const apply = () => {
      const element = wrapper.querySelector(target);
      if (!element) return;
      for (const [name, on] of attributes)
        if (on && !element.hasAttribute(name)) element.setAttribute(name, "true");
    };
    apply();
    // Collections (tabs) render their items in a later pass of their own: the state follows them.
    const observer = new MutationObserver(apply);
    observer.observe(wrapper, { subtree: true, childList: true, attributes: true });
    return () => observer.disconnect();
  });
  return (
    <div ref={ref} data-forced-state="" style={{ display: "contents" }}>
      {children}
    </div>
  );
}

/**
 * A table of a component in every state (rows) and variant (columns): one screenshot holds the combinations
 * a reviewer checks, in light, dark and right to left (its story's Dark and RightToLeft siblings).
 */
export function StateGrid<Column extends string>({
  columns,
  rows = STATE_ROWS,
  target,
  render,
}: {
  columns: readonly Column[];
  rows?: StateRow[];
  target?: string;
  render: (column: Column, row: StateRow) => ReactNode;
}) {
  const cell = { padding: "6px 10px", textAlign: "start", verticalAlign: "middle" } as const;
  return (
    <table style={{ borderCollapse: "collapse", fontSize: 12 }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            State
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ ...cell, fontWeight: 500 }}>
              {row.name}
            </th>
            {columns.map((column) => (
              <td key={column} style={cell}>
                <ForcedState row={row} target={target}>
                  {render(column, row)}
                </ForcedState>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
