import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input, TextField as AriaTextField } from "react-aria-components";
import styled from "styled-components";
import { expect } from "storybook/test";
import { FieldDescription, FieldError, FieldLabel, FieldRoot, bareInput, controlBox } from ".";

// The parts every field primitive composes: a label, the control, a description and an error, wired by
// react-aria (the label names the input, the description and error describe it).
const Root = styled(AriaTextField)`
  ${FieldRoot}
  inline-size: 320px;
`;
const Box = styled.div`
  ${controlBox}
`;
const StyledInput = styled(Input)`
  ${bareInput}
`;

interface Args {
  label: string;
  description: string;
  errorMessage: string;
  isInvalid: boolean;
}

function ComposedField({ label, description, errorMessage, isInvalid }: Args) {
  return (
    <Root isInvalid={isInvalid} defaultValue="192.168.1.300">
      <FieldLabel>{label}</FieldLabel>
      <Box>
        <StyledInput />
      </Box>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </Root>
  );
}

const meta = {
  title: "Components/Forms/Field parts",
  component: ComposedField,
  args: {
    label: "IP address",
    description: "Dotted quad, e.g. 10.0.0.1",
    errorMessage: "IP must be valid",
    isInvalid: false,
  },
} satisfies Meta<typeof ComposedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "IP address" });
    await expect(input).toHaveAccessibleDescription("Dotted quad, e.g. 10.0.0.1");
    await expect(canvas.queryByText("IP must be valid")).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "IP address" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/IP must be valid/);
  },
};

export const Dark: Story = { ...Invalid, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    label: "عنوان IP",
    description: "مثال: 10.0.0.1",
    errorMessage: "يجب أن يكون عنوان IP صالحًا",
    isInvalid: true,
  },
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "عنوان IP" })).toHaveAttribute("aria-invalid", "true");
    await expect(document.documentElement).toHaveAttribute("dir", "rtl");
  },
};
