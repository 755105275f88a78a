import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import styled from "styled-components";
import { contrastRatio } from "./contrast";
import type { ColorTokens } from "./tokens";
import { colors } from "./tokens";
import { colorVar } from "./theme";

// The colour tokens of the scheme chosen in the toolbar, each with its contrast where it is used, for
// designers reviewing the palette. The values are CSS variables: the same page in dark shows the dark set.

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Swatch = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
`;

const Chip = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: 48px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text};
  & code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/**
 * What a token is measured against: an on-colour against its own fill (`onPrimary` on `primary`), a text
 * colour of a state against that state's surface (`errorText` on `errorSurface`), the rest against the
 * surface cards and fields sit on.
 */
function backgroundOf(name: keyof ColorTokens, tokens: ColorTokens): keyof ColorTokens {
  const fill = name.startsWith("on") ? name.charAt(2).toLowerCase() + name.slice(3) : undefined;
  if (fill && fill in tokens) return fill as keyof ColorTokens;
  const surface = name.endsWith("Text") ? `${name.slice(0, -4)}Surface` : undefined;
  if (surface && surface in tokens) return surface as keyof ColorTokens;
  return "surface";
}

function Palette({ scheme }: { scheme: "light" | "dark" }) {
  const tokens = colors[scheme];
  return (
    <Grid data-ui="TokenPalette">
      {(Object.keys(tokens) as (keyof ColorTokens)[]).map((name) => {
        const value = tokens[name];
        const against = backgroundOf(name, tokens);
        // Disabled text is drawn as a plain swatch: WCAG exempts it from contrast, axe cannot tell.
        const onFill = against !== "surface" && !name.startsWith("disabled");
        const ratio = value.startsWith("#") ? contrastRatio(value, tokens[against]).toFixed(2) : "–";
        return (
          <Swatch key={name} data-token={name}>
            {/* An on-colour and a state's text are shown as text on what they are drawn on. */}
            <Chip
              style={
                onFill
                  ? { background: `var(${colorVar(against)})`, color: `var(${colorVar(name)})` }
                  : { background: `var(${colorVar(name)})` }
              }
            >
              {onFill && "Aa"}
            </Chip>
            <Caption>
              <code>{name}</code>
              <br />
              {value} · {ratio}:1 on <code>{against}</code>
            </Caption>
          </Swatch>
        );
      })}
    </Grid>
  );
}

const meta = {
  title: "Foundations/Colours",
  component: Palette,
  args: { scheme: "light" },
  // The captions follow the toolbar's scheme, like the swatches do.
  render: (_args, { globals }) => <Palette scheme={globals.scheme === "dark" ? "dark" : "light"} />,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const caption = (name: string) => canvasElement.querySelector(`[data-token="${name}"] figcaption`)!;
    // An on-colour is measured on its own fill, not on the page (onPrimary read 1.03:1 against the surface).
    const onPrimary = contrastRatio(colors.light.onPrimary, colors.light.primary).toFixed(2);
    await expect(caption("onPrimary")).toHaveTextContent(`${onPrimary}:1 on primary`);
    await expect(Number(onPrimary)).toBeGreaterThanOrEqual(4.5);
    await expect(caption("errorText")).toHaveTextContent(/on errorSurface$/);
    await expect(caption("primary")).toHaveTextContent(/on surface$/);
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };
