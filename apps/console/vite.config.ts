import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The console calls the API on its own origin (/api/...); in development and preview that is the sandbox
// (or any backend given by CMS_API_PROXY). A deployed build points elsewhere through public/config.js.
const api = process.env.CMS_API_PROXY ?? "http://127.0.0.1:4010";
const proxy = { "/api": { target: api, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: { manifest: true, sourcemap: true },
});
