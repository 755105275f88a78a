// Every console namespace of one language in one chunk (see ../i18n.ts).
export default import.meta.glob("../../locales/ja/*.json", { eager: true, import: "default" });
