import { defineConfig } from "vite";

// `vite build --ssr src/index.ts` bundles the CLI with its workspace packages (which export .ts source)
// and its dependencies into one file, so the installed `cms` runs on plain Node without tsx.
export default defineConfig({
  ssr: { noExternal: true, target: "node" },
  build: {
    target: "node20",
    outDir: "dist",
    emptyOutDir: true,
    minify: false,
    rollupOptions: {
      output: { entryFileNames: "cms.js", banner: "#!/usr/bin/env node", format: "es" },
    },
  },
});
