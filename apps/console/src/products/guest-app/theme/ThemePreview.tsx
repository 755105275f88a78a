import type { MediaSource } from "@cms/ui";
import { MediaThumbnail, theme } from "@cms/ui";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { AppTheme, PreviewMode } from "./themePreview";
import { previewPalette } from "./themePreview";

// The phone paints the guest app's colours, which are the theme's data, not the console's: they come in as
// CSS variables on the phone, so the styles below stay free of colour literals.
const Phones = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  justify-content: center;
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
`;

const Caption = styled.figcaption`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

const Phone = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: 168px;
  block-size: 320px;
  overflow: hidden;
  border: 6px solid var(--phone-frame);
  border-radius: 22px;
  background: var(--app-page);
  color: var(--app-text);
  font-size: 10px;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 8px;
  background: var(--app-toolbar);
  color: var(--app-toolbar-text);
  font-weight: 600;
  font-size: 11px;
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 28px;
  block-size: 28px;
  overflow: hidden;
  border-radius: 6px;
  background: var(--app-logo-bg);
  flex: none;

  [data-ui="MediaThumbnail"] {
    inline-size: 100%;
    block-size: 100%;
    border-radius: 0;
  }
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

const Background = styled.div`
  position: absolute;
  inset: 40px 0 0;
  opacity: 0.35;

  [data-ui="MediaThumbnail"] {
    inline-size: 100%;
    block-size: 100%;
    border-radius: 0;
  }
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Content = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 8px;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px;
  border-radius: 8px;
  background: var(--app-surface);
`;

const Heading = styled.span`
  font-weight: 600;
  font-size: 11px;
`;

const PrimaryButton = styled.span`
  align-self: stretch;
  padding: 6px;
  border-radius: 16px;
  background: var(--app-primary);
  color: var(--app-on-primary);
  font-weight: 600;
  text-align: center;
`;

const Price = styled.span`
  color: var(--app-primary);
  font-weight: 600;
`;

export interface ThemePreviewProps {
  /** The dialog's values as the user types them. */
  values: Partial<Record<keyof AppTheme, unknown>>;
  source?: MediaSource;
}

/**
 * A guest app phone screen in light and dark beside the theme's dialog (issue 24): toolbar with logo, the
 * app background, a check-in card with its primary button and an enhancement with its price, painted from
 * the values as they are typed.
 */
export function ThemePreview({ values, source }: ThemePreviewProps) {
  const { t } = useTranslation();
  return (
    <Phones data-testid="theme-preview">
      {(["light", "dark"] as PreviewMode[]).map((mode) => {
        const palette = previewPalette(values, mode);
        const style = {
          "--phone-frame": mode === "dark" ? "#3C3C3C" : "#D0D0D0",
          "--app-page": palette.page,
          "--app-text": palette.text,
          "--app-surface": palette.surface,
          "--app-toolbar": palette.toolbarBackground,
          "--app-toolbar-text": palette.toolbarText,
          "--app-logo-bg": palette.logoBackground,
          "--app-primary": palette.primary,
          "--app-on-primary": palette.onPrimary,
        } as CSSProperties;
        const label = t(`guestAppContent:theme.preview.${mode}`);
        return (
          <Figure key={mode}>
            <Phone
              role="img"
              data-ui="ThemePreviewPhone"
              aria-label={t("guestAppContent:theme.preview.label", { mode: label })}
              data-mode={mode}
              data-primary={palette.primary}
              style={style}
            >
              <Toolbar>
                <Logo>
                  {palette.logoImage && source && (
                    <MediaThumbnail
                      source={source}
                      file={{ ext: "", name: "", ...palette.logoImage }}
                      size="80x80"
                      alt=""
                    />
                  )}
                </Logo>
                {t("guestAppContent:theme.preview.hotel")}
              </Toolbar>
              {palette.backgroundImage && source && (
                <Background>
                  <MediaThumbnail
                    source={source}
                    file={{ ext: "", name: "", ...palette.backgroundImage }}
                    size="160x160"
                    alt=""
                  />
                </Background>
              )}
              <Content aria-hidden>
                <Card>
                  <Heading>{t("guestAppContent:theme.preview.welcome")}</Heading>
                  <span>{t("guestAppContent:theme.preview.stay")}</span>
                  <PrimaryButton>{t("guestAppContent:theme.preview.checkIn")}</PrimaryButton>
                </Card>
                <Card>
                  <Heading>{t("guestAppContent:theme.preview.extra")}</Heading>
                  <Price>28,00 €</Price>
                </Card>
              </Content>
            </Phone>
            <Caption>{label}</Caption>
          </Figure>
        );
      })}
    </Phones>
  );
}
