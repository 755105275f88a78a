import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { thumbnailKey } from "./mediaLogic";
import { Broken, Frame, Placeholder, ThumbnailImage } from "./MediaPool.styles";
import { leaseThumbnail } from "./thumbnailCache";
import type { MediaFile, MediaSource, MediaThumbnailSize, MediaValue } from "./types";

export interface MediaThumbnailProps {
  /** The media pool's calls, which fetch the thumbnail. */
  source: MediaSource;
  /** The file (a media pool entry or a stored media value). */
  file: MediaFile | MediaValue;
  /** The thumbnail's size in px: "80x80" or "160x160". */
  size: MediaThumbnailSize;
  /** The image's text alternative; defaults to the file's name. "" when a visible name stands beside it. */
  alt?: string;
}

/** Loading until the image has decoded; `error` when it could not be fetched or shown. */
export type MediaThumbnailState = "loading" | "loaded" | "error";

interface Shown {
  key: string;
  url?: string;
  failed?: boolean;
  decoded?: boolean;
}

/**
 * One thumbnail of the media pool at 80x80 or 160x160: fetched through the source (the image route needs the
 * client's auth headers), shown through an object URL that is revoked on unmount, with a placeholder while
 * loading and a broken-image sign when it fails. `data-state` says which, for tests and styles.
 */
export function MediaThumbnail({ source, file, size, alt }: MediaThumbnailProps) {
  const { t } = useTranslation("media");
  const key = thumbnailKey(file, size);
  const [shown, setShown] = useState<Shown>({ key });

  useEffect(() => {
    let active = true;
    let url: string | undefined;
    const lease = leaseThumbnail(source, file, size);
    lease.promise.then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setShown({ key, url });
      },
      () => {
        if (active) setShown({ key, failed: true });
      },
    );
    return () => {
      active = false;
      lease.release();
      if (url) URL.revokeObjectURL(url);
    };
    // The key names the file (id and extension) and size: a new object with the same key is the same image.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key]);

  const current = shown.key === key ? shown : { key };
  const state: MediaThumbnailState = current.failed ? "error" : current.decoded ? "loaded" : "loading";
  const label = alt ?? file.name;

  return (
    <Frame data-ui="MediaThumbnail" data-size={size} data-state={state}>
      {current.url && !current.failed && (
        <ThumbnailImage
          src={current.url}
          alt={label}
          width={size === "80x80" ? 80 : 160}
          height={size === "80x80" ? 80 : 160}
          data-decoded={current.decoded || undefined}
          onLoad={() => setShown((s) => (s.url === current.url ? { ...s, decoded: true } : s))}
          onError={() => setShown((s) => (s.url === current.url ? { key: s.key, failed: true } : s))}
        />
      )}
      {state === "loading" && (
        <Placeholder
          {...(label ? { role: "img", "aria-label": t("thumbnail.loading", { name: label }) } : {})}
          aria-hidden={label ? undefined : true}
        />
      )}
      {state === "error" && (
        <Broken
          {...(label ? { role: "img", "aria-label": t("thumbnail.broken", { name: label }) } : {})}
          aria-hidden={label ? undefined : true}
        >
          <ImageOff size={size === "80x80" ? 24 : 40} aria-hidden />
        </Broken>
      )}
    </Frame>
  );
}
