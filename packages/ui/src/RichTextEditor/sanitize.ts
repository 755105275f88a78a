import DOMPurify from "dompurify";
import type { Config } from "dompurify";

/** Exactly the tags the editor's StarterKit writes; anything else is unwrapped (its text stays). */
export const ALLOWED_TAGS = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "br",
  "hr",
  "a",
] as const;

/**
 * `href` for links; `start` because a numbered list that continues after a paragraph keeps its numbering
 * (StarterKit writes `<ol start="4">`). No `style`, `class`, `id`, `data-*`, `aria-*`, `target` or `on*`.
 */
export const ALLOWED_ATTRIBUTES = ["href", "start"] as const;

/** Web, mail and phone links, and relative ones (`/rooms`, `#top`); never `javascript:`, `data:` or `vbscript:`. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const config: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Unknown protocols are dropped rather than let through as "relative".
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * Cleans rich text HTML on its way into the editor (a value from the server may have been written by
 * anything) and on its way out (what the editor produced from pasted content). Returns a string even when
 * nothing is left.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, config);
}
