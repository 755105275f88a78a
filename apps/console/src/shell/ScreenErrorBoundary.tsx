import { Button, Notice } from "@cms/ui";
import { RotateCw } from "lucide-react";
import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What the boundary shows instead of a screen that failed: in words, with the one remedy, a reload. */
function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <Notice
      tone="error"
      title={t("shell.screenFailedTitle")}
      action={
        <Button
          variant="outline"
          icon={<RotateCw size={16} aria-hidden />}
          onPress={() => window.location.reload()}
        >
          {t("shell.reload")}
        </Button>
      }
    >
      {t("shell.screenFailed")}
    </Notice>
  );
}

/**
 * Catches a screen that fails while it loads or renders (its script did not arrive within the time-out, the
 * network dropped, a new release replaced its files): the shell, the menu and the property stay, and the screen's
 * place says what happened instead of the whole console going blank. `resetKey` (the path) lets the next screen
 * try again.
 */
export class ScreenErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt?: string }
> {
  override state: { failedAt?: string } = {};

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: "" };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    console.error("A screen failed", error, info.componentStack);
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== undefined && (failedAt === "" || failedAt === this.props.resetKey))
      return <ScreenFailed />;
    return this.props.children;
  }
}
