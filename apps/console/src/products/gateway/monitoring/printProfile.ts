import type { TFunction } from "i18next";
import type { GatewayProfile } from "./monitoring";
import { formatSessionDate, guestName } from "./monitoring";

const escapeHtml = (text: unknown) =>
  String(text ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The access voucher of a profile as a small page: the access code large, the guest and the validity. */
export function voucherHtml(profile: GatewayProfile, t: TFunction): string {
  const k = (key: string) => escapeHtml(t(`gatewayMonitoring:${key}`));
  const expires = formatSessionDate(profile.remaining?.expireTime);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${k("field.accessCode")}</title>
<style>body{font-family:sans-serif;margin:2rem}code{font-size:2rem;letter-spacing:.1em;direction:ltr;unicode-bidi:isolate}</style>
</head><body>
<p>${escapeHtml(profile.propertyName)}</p>
<p>${k("field.accessCode")}</p>
<p><code>${escapeHtml(profile.identity?.accessCode)}</code></p>
<p>${escapeHtml(guestName(profile))}</p>
${expires ? `<p>${k("detail.expires")}: ${escapeHtml(expires)}</p>` : ""}
</body></html>`;
}

/** Prints the voucher through a hidden frame, so the console's page stays as it is. */
export function printProfile(profile: GatewayProfile, t: TFunction): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.style.position = "fixed";
  frame.style.inlineSize = "0";
  frame.style.blockSize = "0";
  frame.style.border = "0";
  document.body.append(frame);
  const view = frame.contentWindow;
  if (!view) return frame.remove();
  view.document.open();
  view.document.write(voucherHtml(profile, t));
  view.document.close();
  view.focus();
  view.print();
  // The print dialog blocks until closed; the frame then goes.
  setTimeout(() => frame.remove(), 1000);
}
