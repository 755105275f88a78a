import type { TFunction } from "i18next";
import { MediaSourceError } from "./types";

/** The text to show for a failed media call: the refusal message for a 403, else the server's own text. */
export function failureText(t: TFunction<"media">, error: unknown): string {
  if (error instanceof MediaSourceError) {
    if (error.reason === "forbidden") return t("unauthorized");
    if (error.reason === "unconfirmed") return t("notConfirmed");
  }
  if (error instanceof Error) return error.message;
  return error == null ? "" : String(error);
}
