import { setUpDom } from "@cms/ui/unit-setup";

// The DOM helpers the library's unit tests use too (packages/ui/test/unitSetup.ts): jest-dom, cleanup and storage
// emptied after each test, where there is a DOM.
if (typeof document !== "undefined") await setUpDom();
