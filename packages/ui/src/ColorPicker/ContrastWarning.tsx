import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastOf, formatRatio, meetsAA } from "./contrast";

export interface ContrastWarningProps {
  /** The background colour (hex). */
  background: string | null | undefined;
  /** The colour of the text on it (hex). */
  text: string | null | undefined;
  /** Large text (18pt, or 14pt bold) needs 3:1 instead of 4.5:1. */
  largeText?: boolean;
}

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.warningText};

  &:empty {
    display: none;
  }
  svg {
    flex: none;
    margin-block-start: 1px;
  }
`;

/**
 * A warning under a colour field when text on the background would fail WCAG AA (a warning, not an error:
 * a brand colour may be kept on purpose). A live region, so the warning is heard as the colour changes;
 * empty while the pair passes or a colour is missing.
 */
export function ContrastWarning({ background, text, largeText = false }: ContrastWarningProps) {
  const { t } = useTranslation("ui");
  const ratio = contrastOf(background, text);
  const fails = ratio !== null && !meetsAA(ratio, largeText);
  return (
    <Note data-ui="ContrastWarning" aria-live="polite">
      {fails && (
        <>
          <TriangleAlert size={14} aria-hidden />
          {t("colorPicker.lowContrast", {
            ratio: formatRatio(ratio),
            minimum: largeText ? AA_LARGE_TEXT : AA_NORMAL_TEXT,
          })}
        </>
      )}
    </Note>
  );
}
