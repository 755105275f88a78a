import { Check, Folder } from "lucide-react";
import { useState } from "react";
import type { Selection as AriaSelection } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Button, CancelButton } from "../Button";
import { DialogBody, DialogFooter, DialogHeader } from "../Dialog/Dialog";
import { LoadingBar } from "../LoadingBar";
import { FolderStatus } from "./FolderStatus";
import { MediaFolderBar } from "./MediaFolderBar";
import { isFolder, mediaKey, toMediaValue } from "./mediaLogic";
import {
  FolderBox,
  FullscreenModal,
  FullscreenOverlay,
  FullscreenPanel,
  Grid,
  PickerTools,
  Selection,
  Tile,
  TileCheck,
  VisuallyHidden,
  TileName,
} from "./MediaPool.styles";
import { MediaThumbnail } from "./MediaThumbnail";
import type { MediaSource, MediaValue } from "./types";
import { useMediaFolder } from "./useMediaFolder";

export interface MediaPickerProps {
  /** The media pool's calls (`createApiMediaSource` for a property). */
  source: MediaSource;
  /** Whether the picker's dialog is open (controlled). */
  isOpen: boolean;
  /** Called when the dialog opens or closes (OK, Cancel, Escape). */
  onOpenChange: (isOpen: boolean) => void;
  /** The current value, preselected when it is in the shown folder. */
  value?: MediaValue | null;
  /** Called with the chosen file when the user presses OK; the picker then closes. */
  onSelect: (value: MediaValue) => void;
  /** Dialog title; defaults to a translated "Choose an image" style text. */
  title?: string;
}

/**
 * The media pool picker (spec section 2): a fullscreen dialog of 160x160 thumbnails and folders with single
 * selection. A folder opens on press or Enter, breadcrumbs and the back button lead back to the root; an
 * image is selected on press, Space or Enter, arrows move through the grid. OK is disabled without a
 * selection; an empty media pool shows the error notice "no files uploaded". Each opening starts at the root
 * with `value` selected.
 */
export function MediaPicker({ source, isOpen, onOpenChange, value, onSelect, title }: MediaPickerProps) {
  return (
    <FullscreenOverlay data-ui="MediaPicker" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <FullscreenModal>
        <FullscreenPanel>
          {({ close }) => (
            <PickerContent
              source={source}
              value={value ?? null}
              title={title}
              close={close}
              onSelect={(chosen) => {
                onSelect(chosen);
                close();
              }}
            />
          )}
        </FullscreenPanel>
      </FullscreenModal>
    </FullscreenOverlay>
  );
}

interface PickerContentProps {
  source: MediaSource;
  value: MediaValue | null;
  title?: string;
  close: () => void;
  onSelect: (value: MediaValue) => void;
}

/** The open picker; mounted only while open, so every opening starts afresh. */
function PickerContent({ source, value, title, close, onSelect }: PickerContentProps) {
  const { t } = useTranslation("media");
  const folder = useMediaFolder({ source });
  const [selected, setSelected] = useState<MediaValue | null>(value);
  // After the user moved to another folder, its first tile takes the focus once it has loaded.
  const [navigated, setNavigated] = useState(false);

  const loading = folder.status === "fetching";
  const folderKeys = folder.items.filter(isFolder).map(mediaKey);
  const selectedKeys = selected && folder.items.some((f) => mediaKey(f) === selected.id) ? [selected.id] : [];

  const changeSelection = (keys: AriaSelection) => {
    const key = keys === "all" ? undefined : [...keys][0];
    const file = key === undefined ? undefined : folder.items.find((f) => mediaKey(f) === String(key));
    setSelected(file && !isFolder(file) ? toMediaValue(file) : null);
  };

  return (
    <>
      <DialogHeader title={title ?? t("picker.title")} close={close} />
      <PickerTools>
        <MediaFolderBar
          showRoot
          path={folder.path}
          onGoTo={(depth) => {
            setNavigated(true);
            folder.goTo(depth);
          }}
        />
        <LoadingBar isLoading={loading} aria-label={t("loading")} />
      </PickerTools>
      <DialogBody>
        <FolderStatus folder={folder} emptyRoot={t("noFilesUploaded")} />
        {folder.items.length > 0 && (
          <Grid
            key={folder.folder ? mediaKey(folder.folder) : "root"}
            aria-label={t("picker.files")}
            data-ui="MediaPickerGrid"
            layout="grid"
            selectionMode="single"
            disabledKeys={folderKeys}
            disabledBehavior="selection"
            selectedKeys={selectedKeys}
            onSelectionChange={changeSelection}
            items={folder.items}
            // The tile the user pressed to change folders is gone: without this the focus would fall to the
            // page behind the dialog. Only after a navigation, never on opening.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={navigated ? "first" : undefined}
          >
            {(file) =>
              isFolder(file) ? (
                <Tile
                  id={mediaKey(file)}
                  textValue={file.name}
                  data-folder
                  onAction={() => {
                    setNavigated(true);
                    folder.open(file);
                  }}
                >
                  <FolderBox data-size="160x160">
                    <Folder size={56} aria-hidden />
                  </FolderBox>
                  <TileName>{file.name}</TileName>
                  <VisuallyHidden>{t("folder")}</VisuallyHidden>
                </Tile>
              ) : (
                <Tile id={mediaKey(file)} textValue={file.name}>
                  {({ isSelected }) => (
                    <>
                      <MediaThumbnail source={source} file={file} size="160x160" alt="" />
                      <TileName>{file.name}</TileName>
                      {isSelected && (
                        <TileCheck aria-hidden>
                          <Check size={16} />
                        </TileCheck>
                      )}
                    </>
                  )}
                </Tile>
              )
            }
          </Grid>
        )}
      </DialogBody>
      <DialogFooter>
        <Selection data-ui="MediaPickerSelection">
          {selected ? t("picker.selected", { name: selected.name }) : t("picker.nothingSelected")}
        </Selection>
        <CancelButton onPress={close}>{t("cancel")}</CancelButton>
        <Button
          data-ui="MediaPickerOk"
          variant="primary"
          isDisabled={!selected}
          onPress={() => selected && onSelect(selected)}
        >
          {t("ok")}
        </Button>
      </DialogFooter>
    </>
  );
}
