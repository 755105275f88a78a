import { ArrowLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton";
import { Crumb, CrumbLink, Crumbs, FolderBar } from "./MediaPool.styles";
import type { MediaFile } from "./types";

export interface MediaFolderBarProps {
  /** The folders from the root to the shown one; empty at the root. */
  path: readonly MediaFile[];
  /** Goes to the folder at `depth` of the path: 0 is the root. */
  onGoTo: (depth: number) => void;
  /**
   * Shows the lone root crumb at the root. Off by default: the pool's heading already names it, and a lone
   * "Media pool" crumb said it a third time under the toolbar's title (issue 26). The picker, titled
   * otherwise, keeps it.
   */
  showRoot?: boolean;
}

/**
 * Where the user is in the media pool: a back button (up one folder) and breadcrumbs from the root, the
 * current folder last (react-aria marks it `aria-current` and does not link it).
 */
export function MediaFolderBar({ path, onGoTo, showRoot }: MediaFolderBarProps) {
  const { t } = useTranslation("media");
  if (!showRoot && path.length === 0) return null;
  const crumbs = [
    { depth: 0, name: t("root") },
    ...path.map((folder, i) => ({ depth: i + 1, name: folder.name })),
  ];
  return (
    <FolderBar data-ui="MediaFolderBar" aria-label={t("folders")}>
      {path.length > 0 && (
        <IconButton aria-label={t("back")} size="sm" onPress={() => onGoTo(path.length - 1)}>
          <ArrowLeft size={18} aria-hidden />
        </IconButton>
      )}
      <Crumbs items={crumbs} onAction={(key) => onGoTo(Number(key))}>
        {(crumb) => (
          <Crumb id={crumb.depth}>
            {({ isCurrent }) => (
              <>
                <CrumbLink>{crumb.name}</CrumbLink>
                {!isCurrent && <ChevronRight size={16} aria-hidden />}
              </>
            )}
          </Crumb>
        )}
      </Crumbs>
    </FolderBar>
  );
}
