import { Button } from "@cms/ui";
import { Eraser } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SignatureCanvas, SignatureError, SignatureLabel } from "./ReservationsScreen.styles";

/**
 * The signature image's size (platform.md section 9: "signature image 100x20 or 200x40 in the two variants"):
 * the larger variant is what is sent, twice the 100 x 20 pt slot the certificate page prints it in, so it stays
 * sharp on paper.
 */
export const SIGNATURE_IMAGE = { width: 200, height: 40 } as const;

/** The pad's drawing as a PNG of {@link SIGNATURE_IMAGE}'s size: the pad has the same 5:1 shape, so nothing is cut. */
function signatureImage(pad: HTMLCanvasElement): string {
  const image = document.createElement("canvas");
  image.width = SIGNATURE_IMAGE.width;
  image.height = SIGNATURE_IMAGE.height;
  const context = image.getContext("2d");
  if (!context) return pad.toDataURL("image/png");
  context.imageSmoothingQuality = "high";
  context.drawImage(pad, 0, 0, image.width, image.height);
  return image.toDataURL("image/png");
}

/**
 * A signature pad (products.md section 3, signaturePad): pointer events on a canvas, so a mouse, a finger
 * and a pen all sign (the pen's pressure thickens the line). The signature is handed on as a 200 x 40 PNG data
 * URL when a stroke ends; Clear empties it.
 */
export function SignaturePad({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  errorMessage?: string;
}) {
  const { t } = useTranslation("reservations");
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const id = useId();

  // The drawing buffer follows the element's size (and the screen's pixel ratio), so strokes stay sharp.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, Math.round(element.clientWidth * ratio));
    element.height = Math.max(1, Math.round(element.clientHeight * ratio));
    const context = element.getContext("2d");
    context?.scale(ratio, ratio);
    if (value && context) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0, element.clientWidth, element.clientHeight);
      image.src = value;
    }
    // Drawn once: later strokes are on the canvas already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const draw = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext("2d");
    const from = last.current;
    if (!context || !from) return;
    const to = point(event);
    context.strokeStyle = "#10243e";
    context.lineCap = "round";
    context.lineJoin = "round";
    context.lineWidth = event.pointerType === "pen" && event.pressure > 0 ? 1 + event.pressure * 3 : 2.2;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + (to.x === from.x && to.y === from.y ? 0.1 : 0), to.y);
    context.stroke();
    last.current = to;
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext("2d")?.clearRect(0, 0, element.width, element.height);
    onChange("");
  };

  return (
    <div data-ui="SignaturePad">
      <SignatureLabel id={`${id}-label`}>{label}</SignatureLabel>
      <SignatureCanvas
        ref={canvas}
        role="img"
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-describedby={errorMessage ? `${id}-state ${id}-error` : `${id}-state`}
        onPointerDown={(event) => {
          // Keeps the stroke when the pen leaves the pad; a synthetic event has no pointer to capture.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // drawn without capture
          }
          last.current = point(event);
          draw(event);
        }}
        onPointerMove={(event) => {
          if (last.current) draw(event);
        }}
        onPointerUp={(event) => {
          if (!last.current) return;
          last.current = null;
          onChange(signatureImage(event.currentTarget));
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
      <span id={`${id}-state`} hidden>
        {value ? t("certificate.signed") : t("certificate.unsigned")}
      </span>
      {errorMessage && <SignatureError id={`${id}-error`}>{errorMessage}</SignatureError>}
      <Button variant="outline" icon={<Eraser size={16} aria-hidden />} onPress={clear}>
        {t("certificate.clearSignature")}
      </Button>
    </div>
  );
}
