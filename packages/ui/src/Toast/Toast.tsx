import { CircleCheck, CircleX, Info, X } from "lucide-react";
import type { QueuedToast } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { Content, Description, Icon, Region, StyledToast, Title } from "./Toast.styles";
import type { ToastContent, ToastTone } from "./toastContent";
import { toastQueue } from "./toastQueue";

const icons: Record<ToastTone, typeof Info> = { info: Info, success: CircleCheck, error: CircleX };

export interface ToastProps {
  /** The queued toast (from `toastQueue`) with its tone, title and description. */
  toast: QueuedToast<ToastContent>;
}

/** One notification: tone icon, title, optional description and a close button. */
export function Toast({ toast }: ToastProps) {
  const { t } = useTranslation("ui");
  const { tone, title, description } = toast.content;
  const ToneIcon = icons[tone];
  return (
    <StyledToast toast={toast} $tone={tone} data-ui="Toast" data-tone={tone}>
      <Icon>
        <ToneIcon size={18} aria-hidden />
      </Icon>
      <Content>
        <Title slot="title">{title}</Title>
        {description != null && description !== "" && (
          <Description slot="description">{description}</Description>
        )}
      </Content>
      <Button slot="close" variant="ghost" size="sm" aria-label={t("common.close")}>
        <X size={16} aria-hidden />
      </Button>
    </StyledToast>
  );
}

/**
 * Shows the app's toast queue at the top centre. UiProvider mounts one; it renders nothing while the queue
 * is empty. Hovering or focusing the region pauses the timers.
 */
export function ToastRegion() {
  const { t } = useTranslation("ui");
  return (
    <Region data-ui="ToastRegion" queue={toastQueue} aria-label={t("toast.region")}>
      {({ toast }) => <Toast toast={toast} />}
    </Region>
  );
}
