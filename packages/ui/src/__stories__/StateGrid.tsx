import type { ComponentType, ReactNode } from "react";
import { expect, waitFor } from "storybook/test";
import { createElement, useLayoutEffect, useRef } from "react";

/** One row of a state grid: the interaction states shown at once (react-aria's data attributes). */
export interface StateRow {
  /** What a reviewer reads at the row's start. */
  name: string;
  hovered?: boolean;
  focusVisible?: boolean;
  pressed?: boolean;
  /** Passed to the component as `isDisabled` by the story's render. */
  disabled?: boolean;
  /** Passed to a form control as `isInvalid` (with its error message) by the story's render. */
  invalid?: boolean;
  /** Passed to a form control as `isReadOnly` by the story's render. */
  readOnly?: boolean;
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
 * A form control's states: the box at rest, hovered, with keyboard focus, marked invalid (alone and focused, as
 * after a failed save), read only and disabled. A field is not pressed; its buttons (a select's trigger, a
 * picker's calendar button) show Pressed in the button rows of their own grids.
 */
export const FIELD_STATE_ROWS: StateRow[] = [
  { name: "Rest" },
  { name: "Hovered", hovered: true },
  { name: "Focus visible", focusVisible: true },
  { name: "Invalid", invalid: true },
  { name: "Invalid + focus", invalid: true, focusVisible: true },
  { name: "Read only", readOnly: true },
  { name: "Disabled", disabled: true },
];

/** The rows of a button the keyboard never reaches (react-aria keeps a number field's stepper out of the tab order). */
export const POINTER_STATE_ROWS = STATE_ROWS.filter((row) => !row.focusVisible);

/** The rows of a control that cannot be read only (a select: react-aria's has no such state). */
export const CHOICE_STATE_ROWS = FIELD_STATE_ROWS.filter((row) => !row.readOnly);

/** The props a form control takes for the states of `row` that are its own (not forced by attributes). */
export function fieldStateProps(row: StateRow) {
  return {
    isInvalid: row.invalid || undefined,
    isReadOnly: row.readOnly || undefined,
    isDisabled: row.disabled || undefined,
  };
}

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
 * Shows several parts of one component each in its own state (a list's rows, a tree's rows): `rows[i]` on the
 * element `target(i)` finds, as {@link ForcedState} does for one.
 */
export function ForcedStates({
  rows,
  target,
  children,
}: {
  rows: readonly StateRow[];
  target: (index: number) => string;
  children: ReactNode;
}) {
  return (
    <>
      {rows.reduce<ReactNode>(
        (inner, row, i) => (
          <ForcedState row={row} target={target(i)}>
            {inner}
          </ForcedState>
        ),
        children,
      )}
    </>
  );
}

/** The element a grid forces in `column`: one selector for every column, or one per column. */
type GridTarget<Column extends string> = string | ((column: Column) => string);
function targetIn<Column extends string>(target: GridTarget<Column>, column: Column): string;
function targetIn<Column extends string>(
  target: GridTarget<Column> | undefined,
  column: Column,
): string | undefined;
function targetIn<Column extends string>(target: GridTarget<Column> | undefined, column: Column) {
  return typeof target === "function" ? target(column) : target;
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
  /** The element whose state each cell forces: one selector, or one per column (a field's two buttons). */
  target?: GridTarget<Column>;
  render: (column: Column, row: StateRow) => ReactNode;
}) {
  const cell = { padding: "4px 10px", textAlign: "start", verticalAlign: "middle" } as const;
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
          <tr key={row.name} data-state-row={row.name}>
            <th scope="row" style={{ ...cell, fontWeight: 500 }}>
              {row.name}
            </th>
            {columns.map((column) => (
              <td key={column} style={cell} data-state-column={column}>
                <ForcedState row={row} target={targetIn(target, column)}>
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

/** What a reviewer sees change between states: the box's border, ring, fill and text colour. */
const LOOK = [
  "content",
  "border-color",
  "box-shadow",
  "background-color",
  "color",
  "outline-color",
  "outline-style",
  "filter",
  "transform",
];

/** How `element` is drawn, in `properties`: its own and its ::after's (a ring drawn over its children). */
const lookOf = (element: Element, properties: readonly string[]) =>
  [getComputedStyle(element), getComputedStyle(element, "::after")]
    .map((style) => properties.map((property) => style.getPropertyValue(property)).join(" | "))
    .join(" || ");

/**
 * Fails when two of `states` (a state's name and the element drawn in it) look the same; `alike` names the
 * states meant to look like another (a disabled control ignores the pointer), `ignore` the properties of LOOK
 * that differ by place rather than state (a virtualized row's transform). `context` starts each message.
 */
export async function expectDistinctLooks(
  states: readonly (readonly [string, Element])[],
  { alike = [], ignore = [], context = "" }: { alike?: string[]; ignore?: string[]; context?: string } = {},
) {
  const properties = LOOK.filter((property) => !ignore.includes(property));
  const looks = new Map<string, string>();
  for (const [name, element] of states) {
    if (alike.includes(name)) continue;
    const look = lookOf(element, properties);
    const same = [...looks].find(([, other]) => other === look)?.[0];
    await expect(same, `${context}"${name}" is drawn as "${same}"`).toBeUndefined();
    looks.set(name, look);
  }
}

/**
 * A play for a state grid: in every column, each row's `target` looks different from every other row's, so no
 * state is drawn like another (a pressed button like a hovered one, a read-only field like one at rest). `alike`
 * names the rows meant to look the same as another: a disabled control ignores the pointer.
 */
export async function expectDistinctStates(
  canvasElement: HTMLElement,
  target: GridTarget<string>,
  { alike = [] }: { alike?: string[] } = {},
) {
  const columns = new Set(
    [...canvasElement.querySelectorAll<HTMLElement>("[data-state-column]")].map(
      (cell) => cell.dataset.stateColumn,
    ),
  );
  for (const column of columns) {
    const states: [string, Element][] = [];
    for (const row of canvasElement.querySelectorAll<HTMLElement>("[data-state-row]")) {
      // A collection (tabs) draws its items in a pass of its own, after the play may have started.
      const element = await waitFor(() => {
        const found = row.querySelector(`[data-state-column="${column}"] ${targetIn(target, column!)}`);
        expect(found, `${row.dataset.stateRow} / ${column}`).not.toBeNull();
        return found!;
      });
      states.push([row.dataset.stateRow!, element]);
    }
    await expectDistinctLooks(states, { alike, context: `${column}: ` });
  }
}

/**
 * The play of a toggle's (Checkbox, Switch) state grid forced on its field's label: every state is drawn unlike
 * the others (a pressed control unlike a hovered one) on the box or track, the label's second part.
 */
export const expectDistinctToggleStates = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  expectDistinctStates(canvasElement, "label[data-rac] > span:nth-child(2)", {
    alike: ["Disabled + hovered"],
  });

/**
 * A form control's States story (its render and play): the control in `rows`' states (FIELD_STATE_ROWS by
 * default), in two columns, empty (`empty`, none by default) and with the story's value (its arg named `value`:
 * `defaultValue`, or a picker's `defaultSelectedKey`), `width` wide; the play fails when two states of `target`
 * (the control's box) are drawn alike.
 */
export function fieldStates<Props extends object>(
  Control: ComponentType<Props>,
  {
    target,
    width,
    rows = FIELD_STATE_ROWS,
    empty,
    value = "defaultValue",
    columns = ["Empty", "Filled"],
  }: {
    target: string;
    width: number;
    rows?: StateRow[];
    empty?: unknown;
    value?: string;
    /** The empty column's name, then the filled one's. */
    columns?: readonly [string, string];
  },
) {
  return {
    render: (args: Props) => (
      <StateGrid
        target={target}
        rows={rows}
        columns={columns}
        render={(column, row) => (
          <div style={{ inlineSize: width }}>
            {createElement(Control, {
              ...args,
              ...fieldStateProps(row),
              [value]: column === columns[1] ? (args as Record<string, unknown>)[value] : empty,
            } as Props)}
          </div>
        )}
      />
    ),
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectDistinctStates(canvasElement, target),
  };
}

/**
 * A field's own buttons' States story (its render and play): the field filled with the story's args, `width`
 * wide, once per button (a column each, `buttons` naming each column's selector within the field), the button in
 * `rows`' states (STATE_ROWS by default; the field is disabled on the disabled rows); the play fails when two
 * states of a button are drawn alike. The field's box has its own grid (`fieldStates`).
 */
export function fieldButtonStates<Props extends object>(
  Control: ComponentType<Props>,
  {
    buttons,
    width,
    rows = STATE_ROWS,
  }: { buttons: Record<string, string>; width: number; rows?: StateRow[] },
) {
  const target = (column: string) => buttons[column]!;
  return {
    render: (args: Props) => (
      <StateGrid
        target={target}
        rows={rows}
        columns={Object.keys(buttons)}
        render={(_, row) => (
          <div style={{ inlineSize: width }}>
            {createElement(Control, { ...args, isDisabled: row.disabled || undefined } as Props)}
          </div>
        )}
      />
    ),
    play: ({ canvasElement }: { canvasElement: HTMLElement }) =>
      expectDistinctStates(canvasElement, target, { alike: ["Disabled + hovered"] }),
  };
}
