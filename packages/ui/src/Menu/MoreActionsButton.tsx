import { EllipsisVertical } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton";

/** The trigger a menu draws when it is given none: an icon button named "More actions". */
export function MoreActionsButton({
  isDisabled,
  ref,
}: {
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation("ui");
  return (
    <IconButton ref={ref} aria-label={t("common.moreActions")} isDisabled={isDisabled} tooltip>
      <EllipsisVertical size={18} aria-hidden />
    </IconButton>
  );
}
