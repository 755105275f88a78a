import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StyledOpenLink } from "./OpenLink.styles";

export interface OpenLinkProps {
  /** The address opened in a new tab. */
  href: string;
}

/**
 * An icon link that opens `href` in a new tab, the height of a field's box: a field's `action` beside an address
 * (a provider's console, a booking page). Named "Open link (opens in a new tab)" for assistive technology.
 *
 * Not part of TextField itself: every text field on the sign-in page would carry the icon library with it (about
 * 1.4 KB of its 150 KB budget), and only the edit dialog's fields with a link draw one.
 */
export function OpenLink({ href }: OpenLinkProps) {
  const { t } = useTranslation("ui");
  return (
    <StyledOpenLink
      data-ui="OpenLink"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t("textField.openLink")} (${t("common.opensInNewTab")})`}
    >
      <ExternalLink size={16} aria-hidden />
    </StyledOpenLink>
  );
}
