import { leaveNothingBehind, setUpDom } from "@cms/ui/unit-setup";

// The library's unit setup (packages/ui/test/unitSetup.ts): jest-dom and cleanup where there is a DOM, and a page
// and a worker left as new for the next file, which shares this worker's modules (`isolate: false`).
leaveNothingBehind();
if (typeof document !== "undefined") await setUpDom();
