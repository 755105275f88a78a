import type { JSX, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { LoadingBar } from "../LoadingBar";
import { Notice } from "../Notice";
import { Reserved } from "./QueryState.styles";

export interface QueryStateProps {
  /** The user may not see this: shows `refusedText` in an info notice and nothing else. */
  refused?: boolean;
  /** Defaults to the library's "You are not authorized to perform this action". */
  refusedText?: ReactNode;
  /** Loading and nothing to show yet: a LoadingBar named `loadingLabel`. */
  pending?: boolean;
  /** Names the loading bar for assistive technology ("Loading properties"). */
  loadingLabel: string;
  /** A failure: an error notice titled `failureTitle`, with `failureMessage` (may be empty) and a Retry button calling onRetry (no button without onRetry). */
  failed?: boolean;
  /** The failure notice's title ("Loading the properties failed"). */
  failureTitle: ReactNode;
  /** The failure's detail, e.g. the server's message. */
  failureMessage?: ReactNode;
  /** Loads again; without it the failure has no Retry button. */
  onRetry?: () => void;
  /** Label of the retry button; default the library's own translated "Retry". */
  retryLabel?: string;
  /** Rendered when neither refused, pending nor failed. */
  children?: ReactNode;
  /**
   * The block size of what the children will take (a CSS length, e.g. "116px" for a row of stat cards): the
   * loading, failure and refusal states take at least this much, centred in it, so nothing below moves when the
   * content comes (issue 40). Leave out where nothing follows the part.
   */
  reserve?: string;
}

/**
 * What a part that loads from the server shows while it cannot show its content: a refusal, a loading bar, or
 * a failure with a retry button, in that order of precedence; otherwise its children. A refusal wins over a
 * failure because a refused call also fails, and retrying it would only be refused again.
 */
export function QueryState({
  refused,
  refusedText,
  pending,
  loadingLabel,
  failed,
  failureTitle,
  failureMessage,
  onRetry,
  retryLabel,
  children,
  reserve,
}: QueryStateProps): JSX.Element {
  // The list's texts are the library's only translated "not authorized" and "Retry" (all 22 languages).
  const { t } = useTranslation("ui");
  const held = (state: JSX.Element) =>
    reserve ? (
      <Reserved data-ui="QueryState" style={{ minBlockSize: reserve }}>
        {state}
      </Reserved>
    ) : (
      state
    );
  if (refused) return held(<Notice tone="info">{refusedText ?? t("list.unauthorized")}</Notice>);
  if (pending) return held(<LoadingBar aria-label={loadingLabel} />);
  if (failed) {
    return held(
      <Notice
        tone="error"
        title={failureTitle}
        action={
          onRetry && (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {retryLabel ?? t("list.retry")}
            </Button>
          )
        }
      >
        {/* An error without a message (""), as fetch failures sometimes have, leaves only the title. */}
        {failureMessage === "" ? undefined : failureMessage}
      </Notice>,
    );
  }
  return <>{children}</>;
}
