import type { ComponentType, CSSProperties } from "react";

/** A story render that draws `Control` with the story's args in a column `width` px wide (plus `style`). */
export const inColumn =
  <Props extends object>(Control: ComponentType<Props>, width: number, style?: CSSProperties) =>
  (args: Props) => (
    <div style={{ inlineSize: width, ...style }}>
      <Control {...args} />
    </div>
  );
