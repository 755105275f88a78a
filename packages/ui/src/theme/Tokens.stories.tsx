import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import styled from "styled-components";
import { contrastRatio } from "./contrast";
import type { ColorTokens } from "./tokens";
import { colors } from "./tokens";
import { colorVar } from "./theme";

// The colour tokens of the scheme chosen in the toolbar, each with its contrast against the surface, for
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
  block-size: 48px;
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text};
  & code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

function Palette({ scheme }: { scheme: "light" | "dark" }) {
  const tokens = colors[scheme];
  return (
    <Grid data-ui="TokenPalette">
      {(Object.keys(tokens) as (keyof ColorTokens)[]).map((name) => {
        const value = tokens[name];
        const ratio = value.startsWith("#") ? contrastRatio(value, tokens.surface).toFixed(2) : "–";
        return (
          <Swatch key={name}>
            <Chip style={{ background: `var(${colorVar(name)})` }} />
            <Caption>
              <code>{name}</code>
              <br />
              {value} · {ratio}:1
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText("primary")).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };
