import { isCmsApiError } from "@cms/api";
import { QueryState, SectionHeading } from "@cms/ui";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { CallError } from "../defineListScreen";
import { HeadingRow } from "../screen.styles";
import { Part, PartLink } from "./dashboard.styles";
import { queryStateOf } from "./StatisticsPage";

// The frame every product's part of the property dashboard stands in (access/contributions.ts): a titled card
// linking to the product's screen, whose body loads, fails and retries on its own.

/** The property does not run the product: the server knows nothing of it there (the part is left out). */
export const notRun = (error: unknown) => error instanceof CallError && error.status === 404;

// What a part's content takes once loaded (measured in the browser, English, 1280 px wide), held while it loads.
/** A row of stat cards: label and number. */
export const STAT_CARD = "93px";
/** A row of stat cards with a hint line under the number. */
export const STAT_CARD_WITH_HINT = "116px";

/**
 * A titled part of the dashboard with a link to its product's screen (when the user may open it). Its body
 * loads on its own; `hidden` (the product is not run here) leaves the part out.
 */
export function DashboardPartFrame({
  name,
  title,
  screen = [],
  links,
  link,
  hidden,
  children,
}: {
  /** The part's id (its section's `data-part`). */
  name: string;
  title: string;
  /** The route names of the screens the part leads to; the first the user may open is linked. */
  screen?: readonly string[];
  links?: ReadonlyMap<string, string>;
  /** A link of the part's own, in place of one to a screen's name. */
  link?: { to: string; label: string };
  hidden?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = link ?? screenLink(screen, links, t);
  if (hidden) return null;
  return (
    <Part aria-labelledby={headingId} data-part={name}>
      <HeadingRow>
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {shown && <PartLink to={shown.to}>{shown.label}</PartLink>}
      </HeadingRow>
      {children}
    </Part>
  );
}

/** The first of the part's screens the user may open, named as the menu names it. */
function screenLink(screen: readonly string[], links: ReadonlyMap<string, string> | undefined, t: TFunction) {
  for (const route of screen) {
    const to = links?.get(route);
    if (to) return { to, label: t(`routes.${route}`) };
  }
  return undefined;
}

/**
 * A product's part over one query: the frame, left out where the property does not run the product, and the
 * query's body, whose content `children` draws from the data once it has come.
 */
export function QueryPart<T>({
  query,
  reserve,
  children,
  ...frame
}: {
  name: string;
  title: string;
  screen: readonly string[];
  links: ReadonlyMap<string, string>;
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  reserve?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <DashboardPartFrame {...frame} hidden={notRun(query.error)}>
      <PartBody query={query} label={frame.title} reserve={reserve}>
        {query.data !== undefined && children(query.data)}
      </PartBody>
    </DashboardPartFrame>
  );
}

/**
 * A part's one-call body: the loading bar, the failure with Retry, else the content. `reserve` is the content's
 * height once loaded, held while loading or failed, so the parts below stay put when it comes.
 */
export function PartBody({
  query,
  label,
  reserve,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  label: string;
  reserve?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      {...queryStateOf(query)}
      loadingLabel={t("dashboardPart.loading", { part: label })}
      failed={query.isError && !isCmsApiError(query.error, "forbidden")}
      failureTitle={t("dashboardPart.failed", { part: label })}
      retryLabel={t("dashboardPart.retry")}
      reserve={reserve}
    >
      {children}
    </QueryState>
  );
}
