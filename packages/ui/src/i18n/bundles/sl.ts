// Every namespace of one language in one chunk, so loading a language is one request (see lazy.ts).
export default import.meta.glob("../../../locales/sl/*.json", { eager: true, import: "default" });
