import { CircleCheck, CircleHelp, CircleX, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@cms/ui";
import type { BadgeTone } from "@cms/ui";
import type { RenewalState } from "./licences";

const looks = {
  active: { tone: "success", Icon: CircleCheck },
  expiringSoon: { tone: "warning", Icon: TriangleAlert },
  expired: { tone: "error", Icon: CircleX },
  unknown: { tone: "neutral", Icon: CircleHelp },
} satisfies Record<RenewalState, { tone: BadgeTone; Icon: unknown }>;

/**
 * A licence's renewal state: word, icon and tone (expiring soon and expired stand out); `label` words it for
 * another place ("Licence expired" beside a screen's title).
 */
export function RenewalBadge({ state, label }: { state: RenewalState; label?: string }) {
  const { t } = useTranslation("licence");
  const { tone, Icon } = looks[state];
  return (
    <Badge tone={tone} icon={<Icon size={14} aria-hidden />} data-state={state}>
      {label ?? t(`state.${state}`)}
    </Badge>
  );
}
