import { ImageOff, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { IconButton } from "../IconButton";
import { MediaPicker } from "../MediaPool/MediaPicker";
import { MediaThumbnail } from "../MediaPool/MediaThumbnail";
import type { MediaSource, MediaValue } from "../MediaPool/types";
import { GroupFrame } from "../Field";
import { MediaActions, MediaEmpty, MediaName, MediaRow } from "./EditDialog.styles";

export interface MediaFieldProps {
  /** The field's visible label. */
  label: string;
  /** Help text under the field. */
  hint?: string;
  /** The chosen image, or null for none. */
  value: MediaValue | null;
  /** Whether the value's thumbnail can be loaded (false for a stored URL without a media pool id). */
  preview?: boolean;
  /** Called with the picked image, or null when it is removed. */
  onChange: (value: MediaValue | null) => void;
  /** Called when the user is done with the field (picker closed, image removed): shows its error. */
  onBlur: () => void;
  /** The media pool to pick from; without it the field only shows the value. */
  source?: MediaSource;
  /** Marks the label as required. */
  isRequired?: boolean;
  /** Shows the image; it cannot be changed. */
  isReadOnly?: boolean;
  /** Shows `errorMessage` and marks the field invalid. */
  isInvalid?: boolean;
  /** Shown under the field while `isInvalid`. */
  errorMessage?: string;
}

/** A picked value is a media reference only when it has the three fields the picker hands back. */
export function asMediaValue(value: unknown): MediaValue | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, ext, name } = value as Record<string, unknown>;
  return typeof id === "string" && typeof name === "string"
    ? { id, ext: typeof ext === "string" ? ext : "", name }
    : null;
}

/**
 * The edit dialog's media field (spec section 3, media: `{ id, ext, name }`): the chosen image's thumbnail
 * and name, a button that opens the MediaPicker on the property's media pool, and one that removes the
 * image. Read-only shows the image alone.
 */
export function MediaField({
  label,
  hint,
  value,
  preview = true,
  onChange,
  onBlur,
  source,
  isRequired,
  isReadOnly,
  isInvalid,
  errorMessage,
}: MediaFieldProps) {
  const { t } = useTranslation("ui");
  const [isPicking, setPicking] = useState(false);
  const id = useId();
  return (
    <GroupFrame
      id={id}
      ui="MediaField"
      label={label}
      hint={hint}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      isRequired={isRequired}
    >
      <MediaRow>
        {value && source && preview ? (
          <MediaThumbnail source={source} file={value} size="80x80" alt={value.name} />
        ) : (
          <MediaEmpty aria-hidden="true">
            <ImageOff size={24} />
          </MediaEmpty>
        )}
        <MediaName>{value ? value.name : t("editDialog.noImage")}</MediaName>
        {!isReadOnly && (
          <MediaActions>
            <Button variant="outline" size="sm" isDisabled={!source} onPress={() => setPicking(true)}>
              {value ? t("editDialog.changeImage") : t("editDialog.chooseImage")}
            </Button>
            {value && (
              <IconButton
                aria-label={t("common.remove", { label: value.name })}
                tooltip
                size="sm"
                onPress={() => {
                  onChange(null);
                  onBlur();
                }}
              >
                <X size={16} />
              </IconButton>
            )}
          </MediaActions>
        )}
      </MediaRow>
      {/* A modal in a portal: where it stands among the group's parts does not matter. */}
      {source && (
        <MediaPicker
          source={source}
          isOpen={isPicking}
          onOpenChange={(open) => {
            setPicking(open);
            if (!open) onBlur();
          }}
          value={value}
          onSelect={(picked) => onChange(picked)}
          title={label}
        />
      )}
    </GroupFrame>
  );
}
