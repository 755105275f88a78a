/**
 * What a gateway voucher needs on paper or in a file, for a profile's access code (monitoring) and a tariff's
 * (tickets): HTML escaped for the print page, CSV cells safe from spreadsheet formulas, and printing through a
 * hidden frame so the console's page stays as it is.
 */

export const escapeHtml = (text: unknown) =>
  String(text ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Rows as CSV: a cell that a spreadsheet would run as a formula starts with an apostrophe. */
export function csvOf(rows: unknown[][]): string {
  const escape = (value: unknown) => {
    const text = String(value ?? "");
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((row) => row.map(escape).join(",")).join("\n")}\n`;
}

/** The page of a voucher: a heading line, the access code large, then lines of detail. */
export function voucherPage(
  title: string,
  lines: { before: string[]; code: string; after: string[] },
): string {
  const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n");
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:2rem}code{font-size:2rem;letter-spacing:.1em;direction:ltr;unicode-bidi:isolate}</style>
</head><body>
${paragraphs(lines.before)}
<p><code>${escapeHtml(lines.code)}</code></p>
${paragraphs(lines.after)}
</body></html>`;
}

/** Prints a page through a hidden frame, so the console's page stays as it is. */
export function printHtml(html: string): void {
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
  view.document.write(html);
  view.document.close();
  view.focus();
  view.print();
  // The print dialog blocks until closed; the frame then goes.
  setTimeout(() => frame.remove(), 1000);
}
