import {
  Dialog,
  Fact,
  Facts,
  IconButton,
  LANGUAGES,
  Menu,
  Select,
  useLeaveConfirmation,
  usePreferences,
} from "@cms/ui";
import {
  CircleUserRound,
  EllipsisVertical,
  Languages,
  LifeBuoy,
  Menu as MenuIcon,
  Moon,
  Sun,
} from "lucide-react";
import { useState } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { readConfig } from "../config";
import { switchLanguage } from "../i18n";
import { loginPath } from "../app/paths";
import { useSession, useSessionState } from "../session/SessionContext";
import { Bar, Language, More, Secondary, Title, TitleRow } from "./Toolbar.styles";

export interface ToolbarProps {
  title: string;
  isDrawerOpen: boolean;
  onToggleDrawer: () => void;
  /** Contact support details; defaults to public/config.js. */
  support?: { email: string; phone: string };
  /** Beside the title: the products' badges for the screen (e.g. its licence's state). */
  badges?: ReactNode;
}

const languageItems = LANGUAGES.map(({ code, name }) => ({ id: code, label: name }));

/** The bar over every screen: drawer toggle, the screen's title, language, dark design, support, account. */
export function Toolbar({
  title,
  isDrawerOpen,
  onToggleDrawer,
  support = readConfig().support,
  badges,
}: ToolbarProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { user } = useSessionState();
  const navigate = useNavigate();
  const [preferences, setPreferences] = usePreferences();
  const [isSupportOpen, setSupportOpen] = useState(false);
  const [isLanguageOpen, setLanguageOpen] = useState(false);

  const changeLanguage = (code: string | null) => {
    if (code) void switchLanguage(code as typeof preferences.lang, setPreferences);
  };

  const leave = useLeaveConfirmation();

  const logout = async () => {
    // Unsaved edits on the screen: the user is asked first, and staying keeps them and the session.
    if (leave && !(await leave.confirmLeave())) return;
    const email = user?.email ?? "";
    navigate(loginPath("/", email), { replace: true });
    await session.logout();
  };

  return (
    <Bar data-ui="Toolbar">
      <IconButton
        aria-label={isDrawerOpen ? t("shell.closeMenu") : t("shell.openMenu")}
        aria-expanded={isDrawerOpen}
        onPress={onToggleDrawer}
      >
        <MenuIcon size={20} aria-hidden />
      </IconButton>
      <TitleRow>
        <Title>{title}</Title>
        {badges}
      </TitleRow>
      <Secondary>
        <Language>
          <Select
            aria-label={t("toolbar.language")}
            items={languageItems}
            selectedKey={preferences.lang}
            onSelectionChange={changeLanguage}
          />
        </Language>
        <IconButton
          aria-label={t("toolbar.darkDesign")}
          aria-pressed={preferences.dark}
          tooltip
          onPress={() => setPreferences({ dark: !preferences.dark })}
        >
          {preferences.dark ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
        </IconButton>
        <IconButton aria-label={t("toolbar.support")} tooltip onPress={() => setSupportOpen(true)}>
          <LifeBuoy size={20} aria-hidden />
        </IconButton>
      </Secondary>
      {/* A phone keeps the title readable: language, design and support wait in this menu. */}
      <More>
        <Menu
          trigger={
            <IconButton aria-label={t("ui:common.moreActions")} tooltip>
              <EllipsisVertical size={20} aria-hidden />
            </IconButton>
          }
          items={[
            { id: "language", label: t("toolbar.language"), icon: <Languages size={16} aria-hidden /> },
            {
              id: "design",
              label: t("toolbar.darkDesign"),
              icon: preferences.dark ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />,
            },
            { id: "support", label: t("toolbar.support"), icon: <LifeBuoy size={16} aria-hidden /> },
          ]}
          onAction={(id) => {
            if (id === "language") setLanguageOpen(true);
            else if (id === "design") setPreferences({ dark: !preferences.dark });
            else setSupportOpen(true);
          }}
        />
      </More>
      <Menu
        trigger={
          <IconButton aria-label={t("toolbar.account", { email: user?.email ?? "" })} tooltip>
            <CircleUserRound size={20} aria-hidden />
          </IconButton>
        }
        items={[
          { id: "changePassword", label: t("toolbar.changePassword") },
          { id: "logout", label: t("toolbar.logout") },
        ]}
        onAction={(id) => {
          if (id === "changePassword") navigate("/profile/change-password");
          else void logout();
        }}
      />
      <Dialog
        title={t("toolbar.language")}
        size="small"
        isOpen={isLanguageOpen}
        onOpenChange={setLanguageOpen}
      >
        <Select
          aria-label={t("toolbar.language")}
          items={languageItems}
          selectedKey={preferences.lang}
          onSelectionChange={(code) => {
            changeLanguage(code);
            setLanguageOpen(false);
          }}
        />
      </Dialog>
      <Dialog title={t("toolbar.support")} size="small" isOpen={isSupportOpen} onOpenChange={setSupportOpen}>
        <p>{t("toolbar.supportText")}</p>
        <Facts>
          <Fact label={t("toolbar.email")}>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </Fact>
          <Fact label={t("toolbar.phone")}>
            <a href={`tel:${support.phone.replace(/[^+\d]/g, "")}`}>{support.phone}</a>
          </Fact>
        </Facts>
      </Dialog>
    </Bar>
  );
}
