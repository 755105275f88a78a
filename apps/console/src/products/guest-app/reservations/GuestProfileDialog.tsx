import type { FieldSchema } from "@cms/ui";
import { Button, DatePicker, Note, TextField, formatDate } from "@cms/ui";
import { Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as bounds from "@cms/api/bounds";
import type { TFunction } from "i18next";
import { usePropertyScreen } from "../../../access";
import { LazyEditDialog as EditDialog, nestedBounds, withContractBounds } from "../../../kit";
import { countryOptions } from "./countries";
import type { AccompanyingGuest, GuestProfile, Reservation } from "./reservations";
import { compact } from "./reservations";
import { BillLines, Companions, SignatureImage } from "./ReservationsScreen.styles";

type Upload = NonNullable<GuestProfile["proofOfHealth"]>;
const UPLOAD_TYPES = /\.(png|jpe?g)$/i;

/** The accompanying guests: name, date of birth and nationality each, added and removed by button. */
function CompanionsField({
  value,
  onChange,
  readOnly,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation("reservations");
  const guests = Array.isArray(value) ? (value as AccompanyingGuest[]) : [];
  const change = (index: number, patch: Partial<AccompanyingGuest>) =>
    onChange(guests.map((guest, n) => (n === index ? { ...guest, ...patch } : guest)));
  return (
    <Companions data-ui="Companions">
      {guests.map((guest, n) => (
        <fieldset key={n} aria-label={t("profile.companionN", { n: n + 1 })}>
          <TextField
            label={t("profile.firstName")}
            value={guest.firstName}
            isRequired
            isReadOnly={readOnly}
            onChange={(firstName) => change(n, { firstName })}
          />
          <TextField
            label={t("profile.lastName")}
            value={guest.lastName}
            isRequired
            isReadOnly={readOnly}
            onChange={(lastName) => change(n, { lastName })}
          />
          <DatePicker
            label={t("profile.birthday")}
            value={guest.birthday ?? null}
            isReadOnly={readOnly}
            onChange={(birthday) => change(n, { birthday: birthday ?? undefined })}
          />
          <Button
            variant="outline"
            icon={<Trash2 size={16} aria-hidden />}
            isDisabled={readOnly}
            onPress={() => onChange(guests.filter((_, m) => m !== n))}
          >
            {t("profile.removeCompanion", { n: n + 1 })}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button
          variant="outline"
          icon={<Plus size={16} aria-hidden />}
          isDisabled={readOnly}
          onPress={() => onChange([...guests, { firstName: "", lastName: "" }])}
        >
          {t("profile.addCompanion")}
        </Button>
      </div>
    </Companions>
  );
}

/** The proof of health: a PNG or JPEG image (products.md section 5), kept as base64 with its name. */
function ProofOfHealthField({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) {
  const { t } = useTranslation(["reservations", "validation"]);
  const [error, setError] = useState<string>();
  const upload = value as Upload | undefined;
  const id = "proof-of-health";
  return (
    <Companions>
      <label htmlFor={id}>{t("reservations:profile.proofOfHealth")}</label>
      <input
        id={id}
        type="file"
        accept=".png,.jpeg,.jpg,image/png,image/jpeg"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          if (!UPLOAD_TYPES.test(file.name)) {
            setError(t("validation:uploadType.invalid"));
            return;
          }
          setError(undefined);
          const reader = new FileReader();
          reader.onload = () => {
            const data = String(reader.result).replace(/^data:[^,]*,/, "");
            onChange({
              fileName: file.name,
              mimeType: /\.png$/i.test(file.name) ? "image/png" : "image/jpeg",
              data,
            } satisfies Upload);
          };
          reader.readAsDataURL(file);
        }}
      />
      <span id={`${id}-status`} role={error ? "alert" : undefined}>
        {error ?? (upload ? t("reservations:profile.uploaded", { name: upload.fileName }) : "")}
      </span>
    </Companions>
  );
}

type Bill = NonNullable<GuestProfile["bill"]>;

/** An amount in the bill's currency, in the UI language's format ("159,00 €"). */
const money = (amount: number, currency: string | undefined, language: string) =>
  currency
    ? new Intl.NumberFormat(language, { style: "currency", currency }).format(amount)
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/**
 * The guest's bill as the PMS keeps it (products.md section 3, guest form "bill"): read only, a line per
 * charge and the total; nothing charged yet says so.
 */
function BillField({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  const bill = value as Bill | undefined;
  const items = bill?.items ?? [];
  if (!items.length) return <Note>{t("reservations:profile.noBill")}</Note>;
  return (
    <BillLines aria-label={t("reservations:profile.bill")}>
      {items.map((item, n) => (
        <div key={n}>
          <dt>
            {formatDate(item.date)} · {item.description}
          </dt>
          <dd>{money(item.amount ?? 0, bill?.currency, i18n.language)}</dd>
        </div>
      ))}
      <div data-part="total">
        <dt>{t("reservations:profile.billTotal")}</dt>
        <dd>{money(bill?.total ?? 0, bill?.currency, i18n.language)}</dd>
      </div>
    </BillLines>
  );
}

/** The signature the guest gave at web check-in (products.md section 3, guest form "signature"), as an image. */
function SignatureField({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const source = typeof value === "string" && /^data:image\/(png|jpeg);base64,/.test(value) ? value : "";
  return source ? (
    <SignatureImage src={source} alt={t("reservations:profile.signatureImage")} />
  ) : (
    <Note>{t("reservations:profile.notSigned")}</Note>
  );
}

/**
 * The guest form of products.md section 3 in tabs: the guest, contact, addresses, stay, identification,
 * consents, companions and proof of health. The form's own rules (18 or older, document not expired, PIN of 4
 * digits) and every bound openapi.yaml gives the profile and its addresses (a postal code of at most 12) hold
 * Save back in the field they concern.
 */
export function guestProfileFields(t: TFunction, language: string): FieldSchema[] {
  const countries = countryOptions(language);
  const optional = { required: false } as const;
  const country = (name: string, label: string): FieldSchema => ({
    kind: "autocomplete",
    name,
    label,
    options: countries,
    ...optional,
  });
  const address = (prefix: "residentialAddress" | "billingAddress"): FieldSchema[] => [
    country(`${prefix}.countryCode`, t("profile.countryCode")),
    {
      kind: "textfield",
      name: `${prefix}.postCode`,
      label: t("profile.postCode"),
      rules: ["postalCode"],
      ...optional,
    },
    { kind: "textfield", name: `${prefix}.city`, label: t("profile.city"), ...optional },
    { kind: "textfield", name: `${prefix}.addressLine1`, label: t("profile.addressLine1"), ...optional },
    { kind: "textfield", name: `${prefix}.addressLine2`, label: t("profile.addressLine2"), ...optional },
    {
      kind: "textfield",
      name: `${prefix}.stateOrProvince`,
      label: t("profile.stateOrProvince"),
      ...optional,
    },
  ];
  const consent = (name: string) =>
    ({ kind: "checkbox", name: `consents.${name}`, label: t(`profile.consents.${name}`) }) as const;
  return withContractBounds(
    [
      {
        kind: "tabGroup",
        name: "profile",
        tabs: [
          {
            label: t("profile.tabs.guest"),
            fields: [
              { kind: "textfield", name: "title", label: t("profile.title"), ...optional },
              { kind: "textfield", name: "firstName", label: t("profile.firstName") },
              { kind: "textfield", name: "middleName", label: t("profile.middleName"), ...optional },
              { kind: "textfield", name: "lastName", label: t("profile.lastName") },
              { kind: "date", name: "birthday", label: t("profile.birthday"), rules: ["minimumAge"] },
              {
                kind: "autocomplete",
                name: "gender",
                label: t("profile.gender"),
                options: (["male", "female", "other"] as const).map((id) => ({
                  id,
                  label: t(`profile.genders.${id}`),
                })),
                ...optional,
              },
              country("nationality", t("profile.nationality")),
              country("citizenship", t("profile.citizenship")),
            ],
          },
          {
            label: t("profile.tabs.contact"),
            fields: [
              { kind: "textfield", name: "phone", label: t("profile.phone"), ...optional },
              { kind: "textfield", name: "fax", label: t("profile.fax"), ...optional },
              {
                kind: "textfield",
                name: "email",
                label: t("profile.email"),
                inputType: "email",
                ...optional,
              },
              { kind: "textfield", name: "company", label: t("profile.company"), ...optional },
              { kind: "textfield", name: "vatNumber", label: t("profile.vatNumber"), ...optional },
            ],
          },
          { label: t("profile.tabs.residentialAddress"), fields: address("residentialAddress") },
          { label: t("profile.tabs.billingAddress"), fields: address("billingAddress") },
          {
            label: t("profile.tabs.stay"),
            fields: [
              {
                kind: "textfield",
                name: "estimatedCheckinTime",
                label: t("profile.estimatedCheckinTime"),
                hint: "HH:mm",
                rules: [
                  (value) =>
                    !value || /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(String(value))
                      ? undefined
                      : "reservations:profile.timeInvalid",
                ],
                ...optional,
              },
              { kind: "textfield", name: "keyPickup", label: t("profile.keyPickup"), ...optional },
              {
                kind: "textfield",
                name: "roomPin",
                label: t("profile.roomPin"),
                rules: ["pin"],
                ...optional,
              },
              {
                kind: "textfield",
                name: "numberOfResidents",
                label: t("profile.numberOfResidents"),
                valueType: "number",
                ...optional,
              },
              {
                kind: "textfield",
                name: "balance",
                label: t("profile.balance"),
                valueType: "number",
                readonly: true,
                ...optional,
              },
            ],
          },
          {
            label: t("profile.tabs.identification"),
            fields: [
              {
                kind: "autocomplete",
                name: "identificationType",
                label: t("profile.identificationType"),
                options: (
                  ["identityDocument", "drivingLicence", "passport", "socialSecurityCard"] as const
                ).map((id) => ({ id, label: t(`profile.idTypes.${id}`) })),
                ...optional,
              },
              {
                kind: "textfield",
                name: "identificationNumber",
                label: t("profile.identificationNumber"),
                ...optional,
              },
              {
                kind: "date",
                name: "identificationEffectiveDate",
                label: t("profile.identificationEffectiveDate"),
                ...optional,
              },
              {
                kind: "date",
                name: "identificationExpiryDate",
                label: t("profile.identificationExpiryDate"),
                rules: ["documentExpiry"],
                ...optional,
              },
              country("identificationIssueCountry", t("profile.identificationIssueCountry")),
              {
                kind: "textfield",
                name: "identificationIssuePlace",
                label: t("profile.identificationIssuePlace"),
                ...optional,
              },
              {
                kind: "textfield",
                name: "identificationIssuer",
                label: t("profile.identificationIssuer"),
                ...optional,
              },
            ],
          },
          {
            label: t("profile.tabs.consents"),
            fields: ["post", "email", "phone", "general", "newsletter"].map(consent),
          },
          {
            label: t("profile.tabs.companions"),
            fields: [
              {
                kind: "slot",
                name: "accompanyingGuests",
                render: ({ value, onChange, readOnly }) => (
                  <CompanionsField value={value} onChange={onChange} readOnly={readOnly} />
                ),
              },
            ],
          },
          {
            label: t("profile.tabs.billAndSignature"),
            fields: [
              {
                kind: "slot",
                name: "bill",
                render: ({ value }) => <BillField value={value} />,
              },
              {
                kind: "slot",
                name: "signature",
                render: ({ value }) => <SignatureField value={value} />,
              },
            ],
          },
          {
            label: t("profile.tabs.health"),
            fields: [
              {
                kind: "slot",
                name: "proofOfHealth",
                render: ({ value, onChange }) => <ProofOfHealthField value={value} onChange={onChange} />,
              },
            ],
          },
        ],
      },
    ],
    GUEST_PROFILE_BOUNDS,
  );
}

/** The profile's bounds with its addresses', by the dialog's dotted field names. */
const GUEST_PROFILE_BOUNDS = {
  ...bounds.GuestProfile,
  ...nestedBounds("residentialAddress", bounds.GuestAddress),
  ...nestedBounds("billingAddress", bounds.GuestAddress),
};

/**
 * A guest's profile in the edit dialog ({@link guestProfileFields}), saved to the PMS; the PMS's refusal shows
 * in the dialog with its text.
 */
export function GuestProfileDialog({
  reservation,
  profile,
  onClose,
  onSaved,
}: {
  reservation: Reservation;
  profile: GuestProfile;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation("reservations");
  const { client, propertyId, permissions } = usePropertyScreen();
  const fields = useMemo(() => guestProfileFields(t, i18n.language), [t, i18n.language]);

  const item = useMemo(() => profile as Record<string, unknown>, [profile]);
  const name = [reservation.firstname, reservation.lastname].filter(Boolean).join(" ");

  return (
    <EditDialog<Record<string, unknown>>
      title={t("profile.heading", { name })}
      fields={fields}
      item={item}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      permissions={permissions}
      onSave={async (values) => {
        const { profileID = profile.profileID ?? reservation.primaryGuestID ?? "", ...rest } = compact(
          values,
        ) as GuestProfile;
        const { data, error } = await client.PUT(
          "/api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/profile/{profileID}",
          { params: { path: { propertyId, profileID } }, body: { ...rest, profileID } },
        );
        if (!data) throw new Error(error?.message ?? "");
        return data as Record<string, unknown>;
      }}
      onSaved={onSaved}
    />
  );
}
