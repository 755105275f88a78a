import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { Waits } from "./Dialog.styles";

/** How many field names the explanation lists before it stops ("…"). */
const NAMED = 3;

export interface WhyWaitsProps {
  /** The labels of the fields still to fill in or correct, in the form's order (repeats are named once). */
  labels: readonly string[];
  /**
   * The sentence around the named fields, e.g. `(fields) => t("…saveWaitsFor", { fields })`: "Before saving,
   * fill in or correct: First name, Last name". Called with "" when no field can be named.
   */
  sentence: (fields: string) => string;
  /** Pressed: the dialog marks the fields and brings the first into view. */
  onShow: () => void;
}

/**
 * Why a dialog's main button waits, at the start of its footer: the fields still to fill in or correct, by
 * their labels (the first three, then "…"), as a quiet button that shows them. A disabled Save or Send
 * without a word was the complaint (issue 43): EditDialog and the screens' own dialogs say it the same way.
 */
export function WhyWaits({ labels, sentence, onShow }: WhyWaitsProps) {
  const { i18n } = useTranslation();
  const unique = [...new Set(labels)];
  const named = new Intl.ListFormat(i18n.language, { style: "short", type: "unit" }).format(
    unique.slice(0, NAMED),
  );
  return (
    <Waits data-ui="WhyWaits">
      <Button variant="ghost" size="sm" icon={<CircleAlert size={16} aria-hidden />} onPress={onShow}>
        {sentence(unique.length > NAMED ? `${named} …` : named)}
      </Button>
    </Waits>
  );
}
