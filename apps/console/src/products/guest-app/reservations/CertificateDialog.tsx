import {
  Autocomplete,
  Button,
  CancelButton,
  Checkbox,
  DatePicker,
  Dialog,
  Notice,
  TextArea,
  TextField,
  WhyWaits,
  showToast,
} from "@cms/ui";
import { Eye, Send } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import type { Certificate, CertificateField, GuestProfile, Reservation, TemplateWords } from "./reservations";
import {
  CERTIFICATE_TEMPLATE,
  certificateErrors,
  certificateMaxLength,
  certificateOf,
  compact,
  fillTemplate,
  overnightHtml,
  placeholdersOf,
} from "./reservations";
import { countryOptions } from "./countries";
import { FormGrid, PreviewFrame } from "./ReservationsScreen.styles";
import { SignaturePad } from "./SignaturePad";

const TEXT_FIELDS = [
  "lastName",
  "firstName",
  "citizenCountryCode",
  "passportNumber",
  "address1",
  "postalCode",
  "city",
  "countryCode",
  "phone",
] as const;
const COUNTRY_FIELDS = new Set<string>(["citizenCountryCode", "countryCode"]);
/** The certificate's fields before the mail's and after them, in the order the form shows them. */
const FIELDS_BEFORE_MAIL: CertificateField[] = [...TEXT_FIELDS, "birthday"];
const FIELDS_AFTER_MAIL: CertificateField[] = ["dataProcessingNotice", "signaturePad"];
/** The mail's fields and the keys of their labels. */
const MAIL_LABEL = { email: "email", subject: "subjectLabel", message: "messageLabel" } as const;
type MailField = keyof typeof MAIL_LABEL;

/** The A4 page, scaled to the frame's width (the page is 595 pt = 793 px wide). */
function PagePreview({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.68);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(entry.contentRect.width / 793);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <PreviewFrame ref={frame} data-ui="CertificatePreview">
      <iframe title={title} srcDoc={html} sandbox="" style={{ transform: `scale(${scale})` }} />
    </PreviewFrame>
  );
}

/**
 * The registration certificate (products.md section 3): the guest's form, prefilled from the profile and
 * signed on the pad; Preview shows the A4 page filled from the template's placeholders; Send mails it with
 * the overnight confirmation (send-guest-pdf: "Certificate of Registration.pdf" and "Overnight.pdf").
 */
export function CertificateDialog({
  reservation,
  profile,
  hotel,
  onClose,
}: {
  reservation: Reservation;
  profile: GuestProfile;
  hotel: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(["reservations", "validation"]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const dialog = useRef<HTMLDivElement>(null);
  // After "show what is missing": the first marked field gets the focus once the marks are drawn.
  const [focusFirst, setFocusFirst] = useState(0);
  useLayoutEffect(() => {
    if (focusFirst) dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);
  const { client, propertyId } = usePropertyScreen();
  const [form, setForm] = useState<Certificate>(() => certificateOf(reservation, profile));
  const [mail, setMail] = useState(() => ({
    email: profile.email ?? "",
    subject: t("reservations:certificate.subject", { hotel }),
    message: t("reservations:certificate.message", {
      name: [form.firstName, form.lastName].join(" ").trim(),
      hotel,
    }),
  }));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [step, setStep] = useState<"form" | "preview">("form");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const errors = certificateErrors(form);
  const mailMissing = (Object.keys(MAIL_LABEL) as MailField[]).filter((field) => !mail[field].trim());
  const invalid = Object.keys(errors).length > 0 || mailMissing.length > 0;
  // What Preview and Send wait for, in the form's order, by the labels the user reads.
  const labelOf = (field: CertificateField) => t(`reservations:certificate.fields.${field}`);
  const missing = [
    ...FIELDS_BEFORE_MAIL.filter((field) => errors[field]).map(labelOf),
    ...mailMissing.map((field) => t(`reservations:certificate.${MAIL_LABEL[field]}`)),
    ...FIELDS_AFTER_MAIL.filter((field) => errors[field]).map(labelOf),
  ];
  const showMissing = () => {
    setTouched(
      new Set([...FIELDS_BEFORE_MAIL, ...FIELDS_AFTER_MAIL, ...mailMissing.map((field) => `mail.${field}`)]),
    );
    setFocusFirst((n) => n + 1);
  };
  const words: TemplateWords = useMemo(
    () => ({
      yes: t("reservations:certificate.yes"),
      no: t("reservations:certificate.no"),
      notice: t("reservations:certificate.notice", { hotel }),
      hotel,
    }),
    [t, hotel],
  );
  const html = useMemo(() => fillTemplate(CERTIFICATE_TEMPLATE, placeholdersOf(form, words)), [form, words]);

  const set = (name: keyof Certificate, value: unknown) => setForm((f) => ({ ...f, [name]: value }));
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));
  const errorOf = (name: CertificateField) => {
    const error = touched.has(name) ? errors[name] : undefined;
    if (error === "required") return t("validation:required");
    if (error === "tooLong")
      return t("validation:text.tooLong", {
        maxLength: certificateMaxLength(name)?.toLocaleString(i18n.language),
      });
    return undefined;
  };
  const mailErrorOf = (field: MailField) =>
    touched.has(`mail.${field}`) && !mail[field].trim() ? t("validation:required") : undefined;

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      const { data, error } = await client.POST(
        "/api/public/v2/property/{propertyId}/webcheckin/send-guest-pdf",
        {
          params: { path: { propertyId } },
          body: {
            attachmentItems: [
              { html, pdfFileName: "Certificate of Registration.pdf" },
              { html: overnightHtml(form, words), pdfFileName: "Overnight.pdf" },
            ],
            subject: mail.subject.trim(),
            emailMsg: mail.message.trim(),
            email: mail.email.trim(),
            formData: compact(form),
          },
        },
      );
      if (!data) throw new Error(error?.message ?? "");
      showToast({ tone: "success", title: t("reservations:certificate.sent"), description: data.message });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const name = [reservation.firstname, reservation.lastname].filter(Boolean).join(" ");
  return (
    <Dialog
      data-ui="CertificateDialog"
      title={t("reservations:certificate.heading", { name })}
      size="large"
      isOpen
      isDismissable={!sending}
      isCloseDisabled={sending}
      onOpenChange={(open) => !open && onClose()}
      actions={({ close }) => (
        <>
          {invalid && (
            <WhyWaits
              labels={missing}
              sentence={(fields) => t("reservations:certificate.sendWaitsFor", { fields })}
              onShow={showMissing}
            />
          )}
          <CancelButton onPress={close} isDisabled={sending}>
            {t("reservations:certificate.cancel")}
          </CancelButton>
          {step === "form" ? (
            <Button
              variant="outline"
              icon={<Eye size={16} aria-hidden />}
              isDisabled={invalid}
              onPress={() => setStep("preview")}
            >
              {t("reservations:certificate.preview")}
            </Button>
          ) : (
            <Button variant="outline" onPress={() => setStep("form")} isDisabled={sending}>
              {t("reservations:certificate.back")}
            </Button>
          )}
          <Button
            icon={<Send size={16} aria-hidden />}
            isDisabled={invalid}
            isPending={sending}
            onPress={() => void send()}
          >
            {t("reservations:certificate.send")}
          </Button>
        </>
      )}
    >
      {failure !== undefined && (
        <Notice tone="error" title={t("reservations:certificate.failed")}>
          {failure}
        </Notice>
      )}
      {step === "preview" ? (
        <PagePreview html={html} title={t("reservations:certificate.previewTitle")} />
      ) : (
        <div ref={dialog} style={{ display: "contents" }}>
          <FormGrid>
            {TEXT_FIELDS.map((field) =>
              COUNTRY_FIELDS.has(field) ? (
                // The same country picker as the guest profile: a name to choose, the code saved.
                <Autocomplete
                  key={field}
                  label={t(`reservations:certificate.fields.${field}`)}
                  items={countries}
                  selectedKey={form[field] || null}
                  isRequired
                  errorMessage={errorOf(field)}
                  isInvalid={Boolean(errorOf(field))}
                  onSelectionChange={(key) => {
                    touch(field);
                    set(field, key ?? "");
                  }}
                />
              ) : (
                <TextField
                  key={field}
                  label={t(`reservations:certificate.fields.${field}`)}
                  value={form[field] ?? ""}
                  isRequired={field !== "phone"}
                  errorMessage={errorOf(field)}
                  isInvalid={Boolean(errorOf(field))}
                  onChange={(value) => set(field, value)}
                  onBlur={() => touch(field)}
                />
              ),
            )}
            <DatePicker
              label={t("reservations:certificate.fields.birthday")}
              value={form.birthday || null}
              isRequired
              errorMessage={errorOf("birthday")}
              isInvalid={Boolean(errorOf("birthday"))}
              onChange={(value) => {
                touch("birthday");
                set("birthday", value ?? "");
              }}
            />
            <TextField
              label={t("reservations:certificate.email")}
              type="email"
              isRequired
              value={mail.email}
              errorMessage={mailErrorOf("email")}
              isInvalid={Boolean(mailErrorOf("email"))}
              onChange={(email) => setMail((m) => ({ ...m, email }))}
              onBlur={() => touch("mail.email")}
            />
            <TextField
              label={t("reservations:certificate.subjectLabel")}
              isRequired
              value={mail.subject}
              errorMessage={mailErrorOf("subject")}
              isInvalid={Boolean(mailErrorOf("subject"))}
              onChange={(subject) => setMail((m) => ({ ...m, subject }))}
              onBlur={() => touch("mail.subject")}
            />
          </FormGrid>
          <TextArea
            label={t("reservations:certificate.messageLabel")}
            isRequired
            value={mail.message}
            errorMessage={mailErrorOf("message")}
            isInvalid={Boolean(mailErrorOf("message"))}
            onChange={(message) => setMail((m) => ({ ...m, message }))}
            onBlur={() => touch("mail.message")}
          />
          <Checkbox
            isSelected={form.dataProcessingNotice}
            isRequired
            onChange={(value) => {
              touch("dataProcessingNotice");
              set("dataProcessingNotice", value);
            }}
            hint={t("reservations:certificate.notice", { hotel })}
            isInvalid={Boolean(errorOf("dataProcessingNotice"))}
            errorMessage={errorOf("dataProcessingNotice")}
          >
            {t("reservations:certificate.fields.dataProcessingNotice")}
          </Checkbox>
          <Checkbox isSelected={form.privacy ?? false} onChange={(value) => set("privacy", value)}>
            {t("reservations:certificate.fields.privacy")}
          </Checkbox>
          <SignaturePad
            label={t("reservations:certificate.fields.signaturePad")}
            value={form.signaturePad}
            onChange={(value) => {
              touch("signaturePad");
              set("signaturePad", value);
            }}
            errorMessage={errorOf("signaturePad")}
          />
        </div>
      )}
    </Dialog>
  );
}
