import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { Notice } from "../Notice";
import { failureText } from "./failureText";
import { Waiting } from "./MediaPool.styles";
import type { MediaFolderState } from "./useMediaFolder";

export interface FolderStatusProps {
  folder: MediaFolderState;
  /** What an empty root says (the pool and the picker word it for their reader). */
  emptyRoot: string;
}

/**
 * What the pool and the picker show of an open folder besides its files: "Loading", a failed load with Retry,
 * or that the folder (an error at the root: nothing uploaded at all) is empty.
 */
export function FolderStatus({ folder, emptyRoot }: FolderStatusProps) {
  const { t } = useTranslation("media");
  return (
    <>
      {folder.status === "fetching" && <Waiting>{t("loading")}</Waiting>}
      {folder.status === "failure" && (
        <Notice
          tone="error"
          title={t("loadFailed")}
          action={
            <Button variant="outline" onPress={folder.reload}>
              {t("retry")}
            </Button>
          }
        >
          {failureText(t, folder.error)}
        </Notice>
      )}
      {folder.status === "success" &&
        folder.items.length === 0 &&
        (folder.path.length === 0 ? (
          <Notice tone="error">{emptyRoot}</Notice>
        ) : (
          <Notice>{t("folderEmpty")}</Notice>
        ))}
    </>
  );
}
