import { MediaPool, createApiMediaSource } from "@cms/ui";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import { useQueryWriter } from "../../../kit";

/** The URL query parameter of the open folder: its key and its parents' from the root, `?folder=1001f1/1001f7`. */
const FOLDER_PARAM = "folder";

/**
 * The selected property's media pool (platform.md "Media pool picker"): its folders and files, renamed and
 * deleted by content.mediaPool.update and .delete; the route needs content.mediaPool.list, which the pool
 * checks again (refusal text, no call). Another property starts at its own root (the route draws its screen anew).
 * The open folder is in the URL: a reload or a shared link opens it again, and Back goes to the folder before.
 */
export default function MediaPoolScreen() {
  const { t } = useTranslation();
  const { client, propertyId, permissions } = usePropertyScreen();
  const source = useMemo(() => createApiMediaSource(client, propertyId), [client, propertyId]);
  const [params, writeQuery] = useQueryWriter();
  const folder = params.get(FOLDER_PARAM) ?? "";
  const folderKeys = useMemo(() => (folder ? folder.split("/") : []), [folder]);
  const onFolderKeysChange = useCallback(
    (keys: string[]) =>
      writeQuery((query) => {
        if (keys.length) query.set(FOLDER_PARAM, keys.join("/"));
        else query.delete(FOLDER_PARAM);
        return query;
      }),
    [writeQuery],
  );
  return (
    <MediaPool
      title={t("routes.mediapool")}
      source={source}
      permissions={permissions}
      folderKeys={folderKeys}
      onFolderKeysChange={onFolderKeysChange}
    />
  );
}
