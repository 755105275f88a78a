import type { ComponentType } from "react";
import { useState } from "react";

// What the stories of the form fields write alike: the Controls of the text around a field, and the Controlled
// story's parent that owns the value.

/** The Controls of the text a field shows around its control: free text, not the docs' inferred `ReactNode`. */
export const fieldArgTypes = {
  hint: { control: "text" },
  errorMessage: { control: "text" },
} as const;

/** A date or time field's: its values and bounds are ISO strings, typed as text. */
export const dateFieldArgTypes = {
  ...fieldArgTypes,
  value: { control: "text" },
  defaultValue: { control: "text" },
  minValue: { control: "text" },
  maxValue: { control: "text" },
} as const;

interface ValueProps<Value> {
  value?: Value;
  onChange?: (value: Value) => void;
}

interface ControlledOptions<Value> {
  /** The value the parent starts with. */
  initial: Value;
  /** The column's width in px. */
  width: number;
  /** How the value is printed under the field (`String` by default). */
  print?: (value: Value) => string;
  /** A button that sets the value from outside, as a parent's reset or a server's answer does. */
  preset?: { label: string; value: Value };
}

/** The parent of a Controlled story: owns the value, passes every change on to the story's `onChange`. */
function ControlledValue<Value, Props extends ValueProps<Value>>({
  Control,
  args,
  initial,
  width,
  print = String,
  preset,
}: ControlledOptions<Value> & { Control: ComponentType<Props>; args: Props }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ inlineSize: width, display: "grid", gap: 8 }}>
      <Control
        {...args}
        value={value}
        onChange={(next: Value) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <output>Value: {print(value)}</output>
      {preset && (
        <button type="button" onClick={() => setValue(preset.value)}>
          {preset.label}
        </button>
      )}
    </div>
  );
}

/**
 * A Controlled story's render: a parent owns the field's value (`initial` first) and prints it under the field,
 * so the play can check what the field reports.
 */
export const controlled =
  <Value, Props extends ValueProps<Value>>(
    Control: ComponentType<Props>,
    options: ControlledOptions<Value>,
  ) =>
  (args: Props) => <ControlledValue<Value, Props> Control={Control} args={args} {...options} />;
