// Every console namespace of one language in one chunk (see ../i18n.ts): the shared ones (apps/console/locales)
// and each product's own (products/<id>/locales).
export default {
  ...import.meta.glob("../../locales/az/*.json", { eager: true, import: "default" }),
  ...import.meta.glob("../products/*/locales/az/*.json", { eager: true, import: "default" }),
};
