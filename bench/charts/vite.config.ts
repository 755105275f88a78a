import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// A production build: both libraries are measured as users get them, React in production mode.
export default defineConfig({
  plugins: [react()],
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  logLevel: "warn",
});
