#!/usr/bin/env node
// `cms` from the workspace's TypeScript source in ONE process (tsx's loader registered in-process, no
// wrapper): signals reach the CLI itself, and its exit codes and output come out as they are. `pnpm cms`
// runs this file (root package.json); the installed binary is the bundle dist/cms.js.
import { register } from "tsx/esm/api";

register();
await import("../src/index.ts");
