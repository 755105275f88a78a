import { AUTH_TOKEN_STORAGE_KEY } from "../../../packages/api/src/tokenStore.ts";
import { LANGUAGES } from "../../../packages/ui/src/i18n/languages.ts";
import { PREFERENCE_KEYS } from "../../../packages/ui/src/preferences/preferences.ts";
import { colorVar } from "../../../packages/ui/src/theme/theme.ts";
import type { ColorTokens, Scheme } from "../../../packages/ui/src/theme/tokens.ts";
import { colors, size, space } from "../../../packages/ui/src/theme/tokens.ts";
import { FIRST_FRAME as F, FIRST_FRAME_MARK, FIRST_FRAME_MARKUP } from "../src/app/firstFrame.ts";
import { PUBLIC_PATHS, RESET_LINKS } from "../src/app/paths.ts";
import { MEDIUM_SCREEN_QUERY } from "../src/shell/mediumScreen.ts";

/**
 * The first frame's rules: the shell's geometry (AppLayout's drawer column, Toolbar's band and its menu button)
 * in the theme's colours, both schemes. Shown only while the page's script has marked the page
 * (`data-first-frame`), fixed over the page until React draws into #root.
 */
export function firstFrameStyle(): string {
  const used: (keyof ColorTokens)[] = ["bg", "surface", "text", "border"];
  const declarations = (scheme: Scheme) =>
    used.map((name) => `${colorVar(name)}:${colors[scheme][name]};`).join("");
  return [
    `.${F.frame}{display:none}`,
    `[${FIRST_FRAME_MARK}] .${F.frame}{display:flex;position:fixed;inset:0;${declarations("light")}` +
      `background:var(--cms-color-bg);color:var(--cms-color-text)}`,
    `[${FIRST_FRAME_MARK}][data-scheme="dark"] .${F.frame}{${declarations("dark")}}`,
    `.${F.side}{display:none;box-sizing:border-box;flex:0 0 ${size.drawer};` +
      `border-inline-end:1px solid var(--cms-color-border);background:var(--cms-color-surface)}`,
    `@media ${MEDIUM_SCREEN_QUERY}{.${F.side}{display:block}}`,
    `.${F.main}{flex:1 1 auto;min-inline-size:0}`,
    `.${F.bar}{display:flex;align-items:center;box-sizing:border-box;min-block-size:${size.toolbar};` +
      `padding:${space[2]} ${space[4]};background:var(--cms-color-surface);` +
      `border-block-end:1px solid var(--cms-color-border)}`,
    `.${F.button}{display:inline-flex;align-items:center;justify-content:center;` +
      `inline-size:${size.control};block-size:${size.control}}`,
  ].join("");
}

/**
 * The page's first script (inline, before anything paints): the saved language's `lang` and `dir` and the
 * saved scheme on <html>, as UiProvider sets them later, and the mark that shows the frame when a session is
 * stored and the page is not a sign-in page (a page without a session goes to sign in, which has no frame).
 * The deploy server allows it by its hash (serve.mjs).
 */
export function firstFrameScript(base: string): string {
  const rtl = LANGUAGES.filter((language) => language.dir === "rtl").map((language) => language.code);
  const codes = LANGUAGES.map((language) => language.code);
  const signIn = [...Object.values(PUBLIC_PATHS), ...Object.values(RESET_LINKS)]
    .map((path) => path.split("/")[1])
    .filter((first, index, all) => all.indexOf(first) === index);
  const prefix = base.replace(/\/$/, "");
  return (
    `(function(){try{var s=localStorage,h=document.documentElement,` +
    `l=s.getItem(${JSON.stringify(PREFERENCE_KEYS.lang)});` +
    `if(${JSON.stringify(codes)}.indexOf(l)<0)l="en";` +
    `h.lang=l;h.dir=${JSON.stringify(rtl)}.indexOf(l)<0?"ltr":"rtl";` +
    `h.setAttribute("data-scheme",s.getItem(${JSON.stringify(PREFERENCE_KEYS.dark)})==="true"?"dark":"light");` +
    `var p=location.pathname.slice(${prefix.length}).split("/")[1];` +
    `if(s.getItem(${JSON.stringify(AUTH_TOKEN_STORAGE_KEY)})&&${JSON.stringify(signIn)}.indexOf(p)<0)` +
    `h.setAttribute(${JSON.stringify(FIRST_FRAME_MARK)},"")}catch(e){}})();`
  );
}

/** index.html with the first frame: its script and rules in the head, its markup in #root. */
export function withFirstFrame(html: string, base: string): string {
  return html
    .replace(
      "</title>",
      `</title><script>${firstFrameScript(base)}</script><style>${firstFrameStyle()}</style>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${FIRST_FRAME_MARKUP}</div>`);
}
