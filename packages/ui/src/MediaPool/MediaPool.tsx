import { Folder, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, CancelButton } from "../Button";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog.lazy";
import { Dialog } from "../Dialog/Dialog.lazy";
import { isAllowed } from "../GenericList/listLogic";
import { FormattedDate } from "../FormattedDate";
import { IconButton } from "../IconButton";
import { LoadingBar } from "../LoadingBar";
import { Notice } from "../Notice";
import { ScreenHeading } from "../ScreenHeading";
import { TextField } from "../TextField";
import { notifyRequestStatus } from "../Toast";
import { failureText } from "./failureText";
import { FolderStatus } from "./FolderStatus";
import { MediaFolderBar } from "./MediaFolderBar";
import { formatFileSize, isFolder, MEDIA_POOL_PERMISSIONS, mediaKey } from "./mediaLogic";
import {
  Actions,
  FolderBox,
  HeaderCell,
  ItemError,
  ItemName,
  MediaCell,
  MediaRow,
  MediaTable,
  MediaTableBody,
  MediaTableHeader,
  Muted,
  RenameForm,
  Root,
  VisuallyHidden,
} from "./MediaPool.styles";
import { MediaThumbnail } from "./MediaThumbnail";
import type { MediaFile, MediaPermissions, MediaSource } from "./types";
import type { MediaFolderState } from "./useMediaFolder";
import { useMediaFolder } from "./useMediaFolder";

export interface MediaPoolProps {
  /** The media pool's calls (`createApiMediaSource` for a property). */
  source: MediaSource;
  /** The heading; defaults to the translated "Media pool". */
  title?: string;
  /** The user's effective permissions; leave out to skip permission checks (everything allowed). */
  permissions?: ReadonlySet<string>;
  /** The permission each operation needs; the spec's content.mediaPool.list, .update and .delete by default. */
  requiredPermissions?: MediaPermissions;
  /** The open folder kept outside, as keys from the root (see `useMediaFolder`); the console keeps it in the URL. */
  folderKeys?: readonly string[];
  /** Called with the new keys when the user opens a folder or goes up. */
  onFolderKeysChange?: (keys: string[]) => void;
}

/**
 * The media pool of a property (spec section 2): its folders and files with a 80x80 thumbnail, name, size and
 * upload date; a folder opens on press or Enter, back and breadcrumbs lead up. Files and folders can be
 * renamed and deleted where the source and the permissions allow it; the list changes only when the server
 * confirms, and a failure shows its message at the item, which stays.
 */
export function MediaPool({
  source,
  title,
  permissions,
  requiredPermissions = MEDIA_POOL_PERMISSIONS,
  folderKeys,
  onFolderKeysChange,
}: MediaPoolProps) {
  const { t } = useTranslation("media");
  const can = (operation: "list" | "update" | "delete") =>
    isAllowed(operation, requiredPermissions, permissions);
  const canList = can("list");
  const folder = useMediaFolder({ source, enabled: canList, folderKeys, onFolderKeysChange });
  const loading = folder.status === "fetching";
  // Where focus goes once the next folder is shown: its first item after opening a folder, the folder left after
  // going up (its Back button when it has no items). The row or button pressed is gone by then, and focus fell
  // to the page's body: a screen reader said nothing and Tab started again from the top.
  const [focusNext, setFocusNext] = useState<{ key?: string } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const hasItems = folder.items.length > 0;
  useEffect(() => {
    if (!focusNext || loading) return;
    const root = rootRef.current;
    const find = () =>
      hasItems
        ? ((focusNext.key !== undefined
            ? root?.querySelector<HTMLElement>(`[data-media-key="${CSS.escape(focusNext.key)}"]`)
            : null) ?? root?.querySelector<HTMLElement>("[data-media-key]"))
        : root?.querySelector<HTMLElement>('[data-ui="MediaFolderBar"] button');
    // The table draws its rows a few frames after the items arrive.
    let frame = 0;
    let tries = 0;
    const place = () => {
      const target = find();
      if (target || ++tries > 60) {
        target?.focus();
        setFocusNext(null);
      } else frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [focusNext, loading, hasItems]);
  const openFolder = (target: MediaFile) => {
    setFocusNext({});
    folder.open(target);
  };
  const goTo = (depth: number) => {
    const left = folder.path[depth];
    setFocusNext({ key: left && mediaKey(left) });
    folder.goTo(depth);
  };
  const [renaming, setRenaming] = useState<MediaFile | null>(null);
  const [deleting, setDeleting] = useState<MediaFile | null>(null);
  const heading = title ?? t("pool.title");

  if (!canList) {
    return (
      <Root data-ui="MediaPool">
        <ScreenHeading>{heading}</ScreenHeading>
        <Notice tone="error">{t("unauthorized")}</Notice>
      </Root>
    );
  }

  const canRename = Boolean(source.update) && can("update");
  const canDelete = Boolean(source.remove) && can("delete");

  return (
    <Root ref={rootRef} data-ui="MediaPool" aria-busy={loading || undefined}>
      <ScreenHeading
        actions={
          <IconButton aria-label={t("refresh")} onPress={folder.reload} isDisabled={loading}>
            <RefreshCw size={18} aria-hidden />
          </IconButton>
        }
      >
        {heading}
      </ScreenHeading>
      <MediaFolderBar path={folder.path} onGoTo={goTo} />
      <LoadingBar isLoading={loading} aria-label={t("loading")} />
      <FolderStatus folder={folder} emptyRoot={t("noFilesInMediapool")} />
      {folder.items.length > 0 && (
        <MediaItems
          source={source}
          folder={folder}
          label={folder.folder?.name ?? heading}
          canRename={canRename}
          canDelete={canDelete}
          onRename={setRenaming}
          onDelete={setDeleting}
          onOpen={openFolder}
        />
      )}
      {renaming && (
        <RenameDialog
          key={mediaKey(renaming)}
          file={renaming}
          folder={folder}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t("pool.confirmDeleteTitle", { name: deleting?.name ?? "" })}
        message={
          deleting && isFolder(deleting)
            ? t("pool.confirmDeleteFolder", { name: deleting.name })
            : t("pool.confirmDelete", { name: deleting?.name ?? "" })
        }
        confirmLabel={t("pool.delete")}
        cancelLabel={t("cancel")}
        // A refused delete closes the question too: its message shows at the item, which stays.
        onConfirm={async () => {
          if (deleting) await folder.remove(deleting);
        }}
      />
    </Root>
  );
}

interface MediaItemsProps {
  source: MediaSource;
  folder: MediaFolderState;
  label: string;
  canRename: boolean;
  canDelete: boolean;
  onRename: (file: MediaFile) => void;
  onDelete: (file: MediaFile) => void;
  onOpen: (folder: MediaFile) => void;
}

/** The table of the shown folder: folders first; a folder row opens on press or Enter. */
function MediaItems({
  source,
  folder,
  label,
  canRename,
  canDelete,
  onRename,
  onDelete,
  onOpen,
}: MediaItemsProps) {
  const { t, i18n } = useTranslation("media");
  const hasActions = canRename || canDelete;
  return (
    <MediaTable aria-label={label} data-ui="MediaPoolTable">
      <MediaTableHeader>
        <HeaderCell id="preview">
          <VisuallyHidden>{t("pool.preview")}</VisuallyHidden>
        </HeaderCell>
        <HeaderCell id="name" isRowHeader>
          {t("pool.name")}
        </HeaderCell>
        <HeaderCell id="size" data-align="end">
          {t("pool.size")}
        </HeaderCell>
        <HeaderCell id="uploaded">{t("pool.uploaded")}</HeaderCell>
        {hasActions && (
          <HeaderCell id="actions" data-align="end">
            <VisuallyHidden>{t("pool.actions")}</VisuallyHidden>
          </HeaderCell>
        )}
      </MediaTableHeader>
      <MediaTableBody items={folder.items} dependencies={[folder.itemStatus, hasActions, i18n.language]}>
        {(file) => {
          const key = mediaKey(file);
          const state = folder.itemStatus[key];
          const pending = state?.status === "fetching";
          const directory = isFolder(file);
          return (
            <MediaRow
              id={key}
              textValue={file.name}
              data-folder={directory || undefined}
              data-media-key={key}
              onAction={directory ? () => onOpen(file) : undefined}
            >
              <MediaCell>
                {directory ? (
                  <FolderBox data-size="80x80">
                    <Folder size={32} aria-hidden />
                  </FolderBox>
                ) : (
                  <MediaThumbnail source={source} file={file} size="80x80" alt="" />
                )}
              </MediaCell>
              <MediaCell>
                <ItemName>{file.name}</ItemName>
                {directory && <Muted>{t("folder")}</Muted>}
                {state?.status === "failure" && (
                  <ItemError data-ui="MediaPoolItemError" role="alert">
                    {t(state.operation === "delete" ? "pool.deleteFailed" : "pool.renameFailed", {
                      name: file.name,
                    })}{" "}
                    {failureText(t, state.error)}
                  </ItemError>
                )}
              </MediaCell>
              <MediaCell data-align="end">
                <Muted>{formatFileSize(file.size, i18n.language)}</Muted>
              </MediaCell>
              <MediaCell>
                <Muted>
                  <FormattedDate value={file.createdAt} />
                </Muted>
              </MediaCell>
              {hasActions ? (
                <MediaCell data-align="end">
                  <Actions>
                    {canRename && (
                      <IconButton
                        aria-label={t("pool.renameItem", { name: file.name })}
                        isPending={pending && state?.operation === "update"}
                        isDisabled={pending}
                        onPress={() => onRename(file)}
                      >
                        <Pencil size={18} aria-hidden />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={t("pool.deleteItem", { name: file.name })}
                        isPending={pending && state?.operation === "delete"}
                        isDisabled={pending}
                        onPress={() => onDelete(file)}
                      >
                        <Trash2 size={18} aria-hidden />
                      </IconButton>
                    )}
                  </Actions>
                </MediaCell>
              ) : null}
            </MediaRow>
          );
        }}
      </MediaTableBody>
    </MediaTable>
  );
}

interface RenameDialogProps {
  file: MediaFile;
  folder: MediaFolderState;
  onClose: () => void;
}

/**
 * The edit dialog of a file or folder: its name, required (Save is disabled while it is empty). A refused
 * save shows the server's message and keeps the dialog open with the typed name.
 */
function RenameDialog({ file, folder, onClose }: RenameDialogProps) {
  const { t } = useTranslation("media");
  const formId = useId();
  const [name, setName] = useState(file.name);
  const [saving, setSaving] = useState(false);
  // Closing is a change of `isOpen` first and the parent's unmount a render later: unmounting the open
  // dialog in the same render as the renamed row trips react-aria's focus restore inside React's commit.
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const valid = name.trim() !== "";

  const save = async () => {
    if (!valid || saving) return;
    setSaving(true);
    setFailure(undefined);
    const result = await folder.rename(file, name.trim());
    setSaving(false);
    if (result.ok) {
      // The spec's save notification, the one notice of a rename (a failure stays in the dialog instead).
      notifyRequestStatus("success");
      setOpen(false);
    } else setFailure({ error: result.error });
  };

  return (
    <Dialog
      isOpen={open}
      size="large"
      title={t("pool.renameTitle", { name: file.name })}
      onOpenChange={setOpen}
      isDismissable={!saving}
      isCloseDisabled={saving}
      data-ui="MediaPoolRename"
      actions={
        <>
          <CancelButton onPress={() => setOpen(false)} isDisabled={saving}>
            {t("cancel")}
          </CancelButton>
          <Button type="submit" form={formId} variant="primary" isDisabled={!valid} isPending={saving}>
            {t("save")}
          </Button>
        </>
      }
    >
      <RenameForm
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t("pool.name")}
          value={name}
          onChange={setName}
          isRequired
          isInvalid={!valid}
          errorMessage={t("required")}
          isReadOnly={saving}
          autoComplete="off"
        />
        {failure && (
          <Notice tone="error" title={t("pool.renameFailed", { name: file.name })}>
            {failureText(t, failure.error)}
          </Notice>
        )}
        {/* Enter in the field submits the form, as in any native form (as in EditDialog). */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </RenameForm>
    </Dialog>
  );
}
