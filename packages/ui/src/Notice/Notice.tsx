import { CalendarX, CircleCheck, CircleX, Construction, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { NoticeTone } from "./Notice.styles";
import { Action, Content, Icon, Root, Title } from "./Notice.styles";

const icons: Record<NoticeTone, typeof Info> = {
  info: Info,
  warning: TriangleAlert,
  error: CircleX,
  success: CircleCheck,
};

export interface NoticeProps {
  /** info (default), success, warning or error: colour, icon and role. */
  tone?: NoticeTone;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** A button or link at the inline end (e.g. "Retry"). */
  action?: ReactNode;
  /** Replaces the tone's icon (decorative, hidden from assistive technology). */
  icon?: ReactNode;
}

/**
 * An inline message block. Info and success are polite (`role="status"`); warning and error interrupt
 * (`role="alert"`), so render those when the problem appears rather than on page load where possible.
 */
export function Notice({ tone = "info", title, children, action, icon }: NoticeProps) {
  const ToneIcon = icons[tone];
  return (
    <Root
      data-ui="Notice"
      data-tone={tone}
      $tone={tone}
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
    >
      <Icon aria-hidden>{icon ?? <ToneIcon size={18} />}</Icon>
      <Content>
        {title != null && <Title>{title}</Title>}
        {children != null && <div>{children}</div>}
      </Content>
      {action != null && <Action>{action}</Action>}
    </Root>
  );
}

export type UnderConstructionProps = Omit<NoticeProps, "tone" | "children" | "icon">;

/** The spec's notice for an unfinished view: "This view is under construction". */
export function UnderConstruction(props: UnderConstructionProps) {
  const { t } = useTranslation("ui");
  return (
    <Notice tone="info" icon={<Construction size={18} />} {...props}>
      {t("notice.underConstruction")}
    </Notice>
  );
}

export type NoDataInRangeProps = Omit<NoticeProps, "tone" | "children" | "icon"> & {
  /** A product's own words for it (streaming statistics: "No data found", products.md section 8). */
  children?: string;
};

/** The spec's notice for empty statistics: "No data available in the defined time range". */
export function NoDataInRange({ children, ...props }: NoDataInRangeProps) {
  const { t } = useTranslation("ui");
  return (
    <Notice tone="info" icon={<CalendarX size={18} />} {...props}>
      {children || t("notice.noDataInRange")}
    </Notice>
  );
}
