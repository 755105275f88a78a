import { ChevronLeft, ChevronRight } from "lucide-react";
import { memo, useMemo } from "react";
import { useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton";
import { Select } from "../Select";
import { Footer, FooterRow, PageNavGroup } from "./GenericList.styles";
import type { GenericListState } from "./useGenericList";

/** Items per page; -1 is "all", the spec's default. */
export const PAGE_SIZES = [10, 25, 50, 100, -1] as const;

/** Items per page and page navigation. With "all" there is one page. */
export function ListPagination<T extends object>({
  list,
}: {
  /** The list's state from `useGenericList` (page, page size, total). */
  list: GenericListState<T>;
}) {
  const { t } = useTranslation("ui");
  const { pageIndex, pageSize } = list.pagination;
  const total = list.total;
  const all = pageSize < 0;
  const pages = all ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : all ? 1 : pageIndex * pageSize + 1;
  const to = all ? total : Math.min(total, (pageIndex + 1) * pageSize);
  const count = useCount();

  return (
    <Footer data-ui="ListPagination">
      <FooterRow>
        <PageSizeSelect pageSize={pageSize} setPagination={list.setPagination} />
        <span aria-live="polite">
          {t("list.range", { from: count(from), to: count(to), total: count(total) })}
        </span>
        <PageNav pageIndex={pageIndex} pageSize={pageSize} pages={pages} setPagination={list.setPagination} />
      </FooterRow>
    </Footer>
  );
}

/** Counts in the language's digits and grouping: "1–50 of 8,760", "1–50 von 8.760". */
function useCount(): (value: number) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locale]);
}

/** Previous, "page x of y", next: apart from the range text so a search keystroke renders the text alone. */
const PageNav = memo(function PageNav({
  pageIndex,
  pageSize,
  pages,
  setPagination,
}: {
  pageIndex: number;
  pageSize: number;
  pages: number;
  setPagination: (pagination: { pageIndex: number; pageSize: number }) => void;
}) {
  const { t } = useTranslation("ui");
  const count = useCount();
  const setPage = (index: number) => setPagination({ pageIndex: index, pageSize });
  return (
    <PageNavGroup>
      <IconButton
        aria-label={t("list.previousPage")}
        isDisabled={pageIndex === 0}
        onPress={() => setPage(pageIndex - 1)}
      >
        <ChevronLeft size={18} aria-hidden data-mirror />
      </IconButton>
      <span>{t("list.pageOf", { page: count(pageIndex + 1), pages: count(pages) })}</span>
      <IconButton
        aria-label={t("list.nextPage")}
        isDisabled={pageIndex + 1 >= pages}
        onPress={() => setPage(pageIndex + 1)}
      >
        <ChevronRight size={18} aria-hidden data-mirror />
      </IconButton>
    </PageNavGroup>
  );
});

/**
 * The items-per-page select, apart so that it renders only when the page size or the language changes: the
 * range text beside it changes with every search keystroke, and react-aria's Select was a tenth of one.
 */
const PageSizeSelect = memo(function PageSizeSelect({
  pageSize,
  setPagination,
}: {
  pageSize: number;
  setPagination: (pagination: { pageIndex: number; pageSize: number }) => void;
}) {
  const { t } = useTranslation("ui");
  const sizes = PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES.slice(0, -1), pageSize, -1].sort((a, b) => (a < 0 ? 1 : b < 0 ? -1 : a - b));
  return (
    <Select
      aria-label={t("list.itemsPerPage")}
      items={sizes.map((size) => ({ id: String(size), label: size < 0 ? t("list.all") : String(size) }))}
      selectedKey={String(pageSize)}
      onSelectionChange={(key) => setPagination({ pageIndex: 0, pageSize: Number(key) })}
    />
  );
});
