import type { FieldSchema } from "@cms/ui";
import { EditDialog, UiProvider } from "@cms/ui";
import { createRoot } from "react-dom/client";

// ?fields=N: an edit dialog with N required text fields (a few with rules), as a large settings form has.
const count = Number(new URLSearchParams(location.search).get("fields") ?? 300);
const fields: FieldSchema[] = Array.from({ length: count }, (_, i) => ({
  kind: "textfield",
  name: `field${i}`,
  label: `Field ${i + 1}`,
  flex: 6,
  ...(i % 10 === 3 && { rules: ["postalCode" as const] }),
}));
const item = Object.fromEntries(fields.map((field) => [field.name, `Value ${field.name}`]));

const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );

declare global {
  interface Window {
    bench: {
      ready: boolean;
      /** Arms `pending`: ms from the next keydown to the first frame painted after its input was handled. */
      arm: () => void;
      pending?: Promise<number>;
    };
  }
}

window.bench = {
  ready: false,
  arm() {
    this.pending = new Promise((resolve) => {
      window.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          // React handles the input event synchronously (a discrete event): the frame after it shows the
          // re-rendered field.
          window.addEventListener("input", () => void afterPaint().then((end) => resolve(end - start)), {
            capture: false,
            once: true,
          });
        },
        { capture: true, once: true },
      );
    });
  },
};

createRoot(document.getElementById("root")!).render(
  <UiProvider lang="en" scheme="light">
    <EditDialog
      title="Settings"
      fields={fields}
      item={item}
      isOpen
      onOpenChange={() => {}}
      onSave={async (saved) => saved}
    />
  </UiProvider>,
);
void afterPaint().then(() => (window.bench.ready = true));
