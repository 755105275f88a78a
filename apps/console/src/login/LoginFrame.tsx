import { focusOutline, LANGUAGES, theme, usePreferences } from "@cms/ui";
import type { ReactNode } from "react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { switchLanguage } from "../i18n";

const Page = styled.div`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space[4]};
  background: ${theme.color.bg};
  color: ${theme.color.text};
`;

const Card = styled.main`
  inline-size: min(100%, 400px);
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[8]} ${theme.space[6]};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.elevation[1]};

  form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
  }

  p {
    margin: 0;
  }
`;

const Product = styled.p`
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.02em;
`;

// The sign-in page's own title, the page's h1 beside no toolbar: larger than a screen's heading under one.
// eslint-disable-next-line no-restricted-syntax
const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.semibold};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
  font-size: ${theme.font.size.md};
`;

// The toolbar's Select, fetched once the page is drawn; until then (or if the chunk cannot load) a native select
// that works the same.
const loadLanguageChoice = () => import("./LanguageChoice");
const LanguageChoice = lazy(loadLanguageChoice);

/** For stories: fetches the language choice before the page renders, so a screenshot never shows the stand-in. */
export const preloadLanguageChoice = async () => {
  await loadLanguageChoice();
  return {};
};

// A native select is as wide as its widest option, so the browser shapes every language's name in its own
// letters: in the product's typeface that fetched its Arabic, Cyrillic and Latin Extended files (151 KiB on a slow
// line, before the page could show). This stand-in shows for a moment, in a generic family. (A comment here, not
// in the CSS, where it would ship in the sign-in page's script.)
const NativeLanguageSelect = styled.select`
  min-block-size: ${theme.size.control};
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-family: sans-serif;

  &:focus-visible {
    ${focusOutline(1)}
  }
`;

/** The card every sign-in page sits in, with the language choice (the toolbar is not there yet). */
export function LoginFrame({
  title,
  children,
  links,
}: {
  title: string;
  children: ReactNode;
  links?: ReactNode;
}) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = usePreferences();

  useEffect(() => {
    document.title = `${title} · ${t("shell.product")}`;
  }, [title, t]);

  return (
    <Page data-ui="LoginFrame">
      <Card>
        <Product>{t("shell.product")}</Product>
        <Heading>{title}</Heading>
        {children}
        <Links>
          {links ?? <span />}
          <Suspense
            fallback={
              <NativeLanguageSelect
                aria-label={t("toolbar.language")}
                value={preferences.lang}
                onChange={(event) => {
                  void switchLanguage(event.target.value as typeof preferences.lang, setPreferences);
                }}
              >
                {LANGUAGES.map(({ code, name }) => (
                  <option key={code} value={code} lang={code}>
                    {name}
                  </option>
                ))}
              </NativeLanguageSelect>
            }
          >
            <LanguageChoice />
          </Suspense>
        </Links>
      </Card>
    </Page>
  );
}
