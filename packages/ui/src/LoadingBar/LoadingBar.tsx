import { useTranslation } from "react-i18next";
import { Fill, Track } from "./LoadingBar.styles";

export interface LoadingBarProps {
  /** Whether something is loading; the bar renders nothing otherwise. */
  isLoading?: boolean;
  /** Progress from 0 to `maxValue`; leave out for an indeterminate bar. */
  value?: number;
  /** The value of a full bar; 100 by default. */
  maxValue?: number;
  /** Names the progress bar; "Loading" by default. */
  "aria-label"?: string;
}

/**
 * A 3 px bar in the primary colour that shows loading: indeterminate (a sweeping segment) or determinate with
 * `value`. A progressbar named "Loading" for assistive technology. Reduced motion shortens the sweep.
 */
export function LoadingBar({
  isLoading = true,
  value,
  maxValue = 100,
  "aria-label": ariaLabel,
}: LoadingBarProps) {
  const { t } = useTranslation("ui");
  if (!isLoading) return null;
  const isIndeterminate = value == null;
  return (
    <Track
      data-ui="LoadingBar"
      aria-label={ariaLabel ?? t("common.loading")}
      isIndeterminate={isIndeterminate}
      value={value}
      maxValue={maxValue}
    >
      {({ percentage }) => (
        <Fill
          $indeterminate={isIndeterminate}
          style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
        />
      )}
    </Track>
  );
}
