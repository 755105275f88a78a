/**
 * In-page timing shared by both libraries. "Painted" means the DOM shows the expected change and the browser
 * has produced the frame after it: a requestAnimationFrame callback, then a task queued from it, which runs
 * once that frame is committed.
 */
export interface Target {
  /** Text of the first body row, "" while there is none. */
  firstRowText: () => string;
  /** The body rows in the DOM (for the floor, measured on GenericList's page only). */
  rows?: () => Iterable<Element>;
  /** The element that scrolls the rows. */
  scroller: () => HTMLElement | null;
  /** The header control that sorts by name. */
  sortControl: () => HTMLElement | null;
  /** Sets the search text the fastest way the library allows (see run.ts for which). */
  search?: (text: string) => void;
}

const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );

/** Resolves with the time the first-row text differs from `before` and that frame has been painted. */
function rowChange(target: Target, before: string): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const text = target.firstRowText();
      if (text && text !== before) {
        observer.disconnect();
        window.bench.lastDomChange = performance.now();
        void afterPaint().then(resolve);
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    queueMicrotask(check);
  });
}

export interface Bench {
  firstPaint: Promise<number>;
  /** Arms a measurement that starts at the next keydown; read the result from `pending`. */
  armKeystroke: () => void;
  pending?: Promise<number>;
  keydownAt?: number;
  /**
   * The floor: from now on a keystroke's input event does not reach the page's code; a listener writes every text
   * cell of the rows on screen backwards instead (no search, no framework), so a measured keystroke is what the
   * browser itself needs on this machine to insert the letter and show that many changed rows.
   */
  installFloor: () => void;
  sort: () => Promise<number>;
  searchDirect: (text: string) => Promise<number>;
  scroll: (frames: number, step: number) => Promise<{ dropped: number; frameMs: number }>;
  /** Back to the first row, resolved once that frame is painted. */
  scrollToTop: () => Promise<void>;
  firstRowText: () => string;
  /** When the last watched change reached the DOM (before its frame was painted), for diagnosis. */
  lastDomChange?: number;
}

declare global {
  interface Window {
    bench: Bench;
  }
}

export function installProbe(target: Target, renderStart: number): void {
  window.bench = {
    firstPaint: rowChange(target, "").then((t) => t - renderStart),
    firstRowText: target.firstRowText,
    armKeystroke() {
      const before = target.firstRowText();
      this.pending = new Promise((resolve) => {
        window.addEventListener(
          "keydown",
          (event) => {
            const start = event.timeStamp;
            this.keydownAt = start;
            void rowChange(target, before).then((end) => resolve(end - start));
          },
          { capture: true, once: true },
        );
      });
    },
    installFloor() {
      if (!target.rows) throw new Error("no rows to write");
      const rows = target.rows;
      window.addEventListener(
        "input",
        (event) => {
          event.stopImmediatePropagation();
          for (const row of rows()) {
            for (const cell of row.children) {
              if (cell.firstElementChild || !cell.textContent) continue;
              cell.textContent = [...cell.textContent].reverse().join("");
            }
          }
        },
        { capture: true },
      );
    },
    async sort() {
      const before = target.firstRowText();
      const control = target.sortControl();
      if (!control) throw new Error("no sort control");
      const start = performance.now();
      const done = rowChange(target, before);
      control.click();
      return (await done) - start;
    },
    async searchDirect(text) {
      const before = target.firstRowText();
      const start = performance.now();
      const done = rowChange(target, before);
      target.search!(text);
      return (await done) - start;
    },
    async scroll(frames, step) {
      const scroller = target.scroller();
      if (!scroller) throw new Error("no scroller");
      // The frame interval of this browser, read while idle, so a dropped frame is judged against it.
      const idle: number[] = [];
      for (let i = 0; i < 20; i++) idle.push(await new Promise<number>((r) => requestAnimationFrame(r)));
      const deltas = idle.slice(1).map((t, i) => t - idle[i]!);
      const frameMs = deltas.sort((a, b) => a - b)[Math.floor(deltas.length / 2)]!;
      let dropped = 0;
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let i = 0; i < frames; i++) {
        scroller.scrollTop += step;
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        dropped += Math.max(0, Math.round((now - last) / frameMs) - 1);
        last = now;
      }
      return { dropped, frameMs };
    },
    async scrollToTop() {
      target.scroller()!.scrollTop = 0;
      await afterPaint();
      await afterPaint();
    },
  };
}
