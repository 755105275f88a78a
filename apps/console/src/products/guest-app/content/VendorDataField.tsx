import { TextArea } from "@cms/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { parseVendorData, vendorDataText } from "./guestAppContent";

export interface VendorDataFieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

/**
 * An enhancement's vendorData (opaque data of the PMS, e.g. its service code) as JSON text: a change is taken
 * once the text is a JSON object (empty clears it); other text says so and keeps the last valid value.
 */
export function VendorDataField({ value, onChange, readOnly }: VendorDataFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => vendorDataText(value));
  const invalid = parseVendorData(text) === undefined;
  return (
    <TextArea
      label={t("guestAppContent:enhancements.vendorData")}
      hint={t("guestAppContent:enhancements.vendorDataHint")}
      value={text}
      onChange={(next) => {
        setText(next);
        const parsed = parseVendorData(next);
        if (parsed !== undefined) onChange(parsed);
      }}
      isReadOnly={readOnly}
      isInvalid={invalid}
      errorMessage={invalid ? t("guestAppContent:enhancements.vendorDataInvalid") : undefined}
    />
  );
}
