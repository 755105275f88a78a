import { createRoot } from "react-dom/client";
import { generateRows } from "./data";
import { installProbe } from "./probe";

// ?lib=ours|peer&rows=N. The library's code and the rows are ready before the clock starts: the first-paint
// figure is the render of N rows, not the download of a bundle.
const params = new URLSearchParams(location.search);
const rows = generateRows(Number(params.get("rows") ?? 1000));
const { App, target } = params.get("lib") === "peer" ? await import("./peer") : await import("./ours");

const root = createRoot(document.getElementById("root")!);
const start = performance.now();
installProbe(target, start);
root.render(<App rows={rows} />);
