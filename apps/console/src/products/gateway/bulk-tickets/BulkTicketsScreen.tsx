import { filenameFromDisposition } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import type { FieldSchema, GenericListHandle, ListDefinition, ListSource, RowActionName } from "@cms/ui";
import {
  Button,
  CancelButton,
  Dialog,
  GenericList,
  LoadingBar,
  Notice,
  Select,
  TextCell,
  TextField,
  isolateLtr,
  showToast,
} from "@cms/ui";
import type { TFunction } from "i18next";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import {
  LazyEditDialog as EditDialog,
  PreloadsEditDialog,
  failureMessage,
  onHotelClock,
  refusal,
  useContract,
  useListViewInUrl,
  usePropertyTimeZone,
  withContractBounds,
  useItems,
  useQueryWriter,
} from "../../../kit";
import { BULK_TICKETS, BULK_TICKET_OVERRIDES } from "../permissions";
import { LIMIT_BOUNDS, unitOptions } from "../tickets/tickets";
import {
  DATA_UNITS,
  MAX_TICKETS,
  NEW_BATCH_PARAMS,
  TIME_UNITS,
  type BulkTicket,
  type BulkTicketForm,
  type DownloadProgress,
  type VoucherLayout,
  bytesText,
  durationText,
  formatUtc,
  isEmail,
  newBatchDefaults,
  readWithProgress,
  toBulkTicketCreate,
} from "./bulkTickets";

// The console's languages: a batch's vouchers are printed in one of them (ISO 639-1).
const TICKET_LANGUAGES = [
  "ar", "az", "de", "en", "es", "et", "fi", "fr", "hu", "id", "it",
  "ja", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "tr", "zh",
] as const; // prettier-ignore

// Dates, times and durations keep their left-to-right order in right-to-left languages ("23:59 05.05.2026"
// otherwise), as the codes do on the vouchers.
const ltr = (text: string) => <span dir="ltr">{text}</span>;

function languageOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return TICKET_LANGUAGES.map((code) => ({ id: code, label: `${names.of(code) ?? code} (${code})` }));
}

const optionalEmail = (value: unknown) =>
  value === undefined || value === null || value === "" || isEmail(String(value))
    ? undefined
    : "validation:email.invalid";

/** The create dialog's fields (products.md section 3, "Bulk ticket"); expireInHours only with its override. */
export function bulkTicketFields(
  t: TFunction,
  options: { rooms: string[]; locale: string; mayOverrideExpiry: boolean; timeZone?: string },
): FieldSchema[] {
  // The times are entered in UTC+0, as the vouchers print them; the hotel's clock is said under each one.
  const hotelTime = (value: unknown) => {
    const time = onHotelClock(value, options.timeZone);
    return time && t("gatewayBulk:fields.hotelTime", { time: isolateLtr(time), zone: options.timeZone });
  };
  // The label is looked up only when the field names none of its own ("dataLimit.uiInput" has no text).
  const number = (
    name: string,
    rules: FieldSchema["rules"],
    { label, ...extra }: { label?: string; [option: string]: unknown } = {},
  ) => ({
    kind: "textfield" as const,
    name,
    label: label ?? t(`gatewayBulk:fields.${name}`),
    valueType: "number" as const,
    required: false,
    rules,
    ...extra,
  });
  const fields = [
    { kind: "textfield", name: "name", label: t("gatewayBulk:fields.name") },
    { kind: "textarea", name: "description", label: t("gatewayBulk:fields.description"), required: false },
    { kind: "datetime", name: "validFrom", label: t("gatewayBulk:fields.validFrom"), hintOf: hotelTime },
    { kind: "datetime", name: "validUntil", label: t("gatewayBulk:fields.validUntil"), hintOf: hotelTime },
    {
      kind: "autocomplete",
      name: "ticketLanguage",
      label: t("gatewayBulk:fields.ticketLanguage"),
      options: languageOptions(options.locale),
    },
    {
      ...number("ticketCount", [], { bounds: bounds.GatewayBulkTicketCreate.ticketCount }),
      required: true,
      hint: t("gatewayBulk:fields.ticketCountHint", { max: MAX_TICKETS.toLocaleString(options.locale) }),
    },
    {
      kind: "textfield",
      name: "ticketPrice",
      label: t("gatewayBulk:fields.ticketPrice"),
      required: false,
      rules: ["price"],
      hint: t("gateway:tickets.priceHint"),
    },
    number("maxDevices", [], { bounds: bounds.GatewayBulkTicketCreate.maxDevices }),
    number("dataLimit.uiInput", [], {
      bounds: LIMIT_BOUNDS,
      label: t("gatewayBulk:fields.dataLimit"),
      select: {
        name: "dataLimit.uiUnit",
        label: t("gateway:tickets.unitOf", { limit: t("gatewayBulk:fields.dataLimit") }),
        options: unitOptions(DATA_UNITS, options.locale),
      },
    }),
    number("timeLimit.uiInput", [], {
      bounds: LIMIT_BOUNDS,
      label: t("gatewayBulk:fields.timeLimit"),
      select: {
        name: "timeLimit.uiUnit",
        label: t("gateway:tickets.unitOf", { limit: t("gatewayBulk:fields.timeLimit") }),
        options: unitOptions(TIME_UNITS, options.locale),
      },
    }),
    number("maxBandwidthDownInMbit", [], {
      suffix: "Mbit/s",
      bounds: bounds.GatewayBulkTicketCreate.maxBandwidthDownInMbit,
    }),
    number("maxBandwidthUpInMbit", [], {
      suffix: "Mbit/s",
      bounds: bounds.GatewayBulkTicketCreate.maxBandwidthUpInMbit,
    }),
    ...(options.mayOverrideExpiry
      ? [
          number("expireInHours", [], {
            bounds: bounds.GatewayBulkTicketCreate.expireInHours,
            permission: BULK_TICKET_OVERRIDES.expireInHours,
          }),
        ]
      : []),
    { kind: "switch", name: "chargeRoom", label: t("gatewayBulk:fields.chargeRoom") },
    {
      kind: "autocomplete",
      name: "room",
      label: t("gatewayBulk:fields.room"),
      hint: t("gatewayBulk:fields.roomHint"),
      required: false,
      options: options.rooms.map((room) => ({ id: room, label: room })),
    },
    { kind: "switch", name: "sendEmail", label: t("gatewayBulk:fields.sendEmail") },
    {
      kind: "textfield",
      name: "email",
      label: t("gatewayBulk:fields.email"),
      hint: t("gatewayBulk:fields.emailHint"),
      inputType: "email",
      required: false,
      rules: [optionalEmail],
    },
  ] as FieldSchema[];
  return withContractBounds(fields, bounds.GatewayBulkTicketCreate);
}

/** A running download as the screen shows it. */
interface Running {
  file: string;
  progress: DownloadProgress;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Gateway bulk tickets (products.md sections 2 to 7): batches of access codes printed as vouchers. Listed with
 * name, time limit, valid to and created at in UTC+0; created, deleted, downloaded as CSV or as a voucher PDF
 * (A4 sheet or 80 mm receipt) with its progress, and sent by e-mail.
 */
const NO_ROOMS: string[] = [];

export default function BulkTicketsScreen() {
  const { t, i18n } = useTranslation();
  const { client, propertyId, permissions } = usePropertyScreen();
  const timeZone = usePropertyTimeZone(propertyId);
  const mayPrint = permissions.has(BULK_TICKETS.print);
  const mayCreate = permissions.has(BULK_TICKETS.create);
  const mayOverrideExpiry = permissions.has(BULK_TICKET_OVERRIDES.expireInHours);
  const { data: rooms = NO_ROOMS } = useItems(
    useContract().queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/bulkticket/rooms", {
      params: { path: { propertyId } },
    }),
    { enabled: mayCreate },
  );
  const [running, setRunning] = useState<Running>();
  const handle = useRef<GenericListHandle>(null);
  // A link's new batch (`?new=1`, from the dashboard's New tickets or a guest's reservation): the dialog opens
  // with what the link says, once; the query is then dropped, so a reload shows the list.
  const [params, writeQuery] = useQueryWriter();
  const linked = params.get("new") === "1";
  const [link, setLink] = useState<URLSearchParams>();
  // Taken while rendering (React's "adjust state on a prop change"), so the dialog opens with it.
  if (linked && link === undefined) setLink(new URLSearchParams(params));
  useEffect(() => {
    if (!linked) return;
    handle.current?.openNew();
    writeQuery(
      (query) => {
        for (const name of NEW_BATCH_PARAMS) query.delete(name);
        return query;
      },
      { replace: true },
    );
  }, [linked, writeQuery]);
  const [pdfOf, setPdfOf] = useState<BulkTicket>();
  const [mailOf, setMailOf] = useState<BulkTicket>();

  const validToText = useCallback(
    (bulk: BulkTicket, island: (value: string) => string) => {
      const hotel = onHotelClock(bulk.validTo, timeZone, "HH:mm");
      return hotel
        ? t("gatewayBulk:columns.validToWithHotel", {
            utc: island(formatUtc(bulk.validTo)),
            hotel: island(hotel),
          })
        : formatUtc(bulk.validTo);
    },
    [t, timeZone],
  );
  const definition: ListDefinition<BulkTicket> = useMemo(
    () => ({
      keyField: "_id",
      permissions: BULK_TICKETS,
      // The batch's codes leave the hotel on paper, as a file or by mail: all three need print (section 7).
      rowActions: mayPrint ? ["downloadPdf", "downloadCsv", "sendEmail", "delete"] : ["delete"],
      columns: [
        { id: "name", header: t("gatewayBulk:columns.name"), width: 260 },
        {
          id: "timeLimitInSeconds",
          header: t("gatewayBulk:columns.timeLimit"),
          kind: "number",
          // In the UI language's own words and order: no left-to-right island (Arabic read "d 1").
          text: (bulk) =>
            durationText(bulk.timeLimitInSeconds, i18n.language) ?? t("gateway:tickets.unlimited"),
          width: 140,
        },
        {
          id: "validTo",
          header: t("gatewayBulk:columns.validTo"),
          // UTC+0 as the vouchers print it, and the hotel's clock beside it (issue 43, item 10). Shown, the date
          // and times are left-to-right islands in the sentence: in Arabic "22.05.2026 23:59" read "23:59
          // 22.05.2026" (the sentence's direction took the figures along). Search and CSV keep the plain text.
          text: (bulk) => validToText(bulk, (value) => value),
          cell: (bulk) => <TextCell text={validToText(bulk, isolateLtr)} />,
          width: 260,
        },
        {
          id: "createdAt",
          header: t("gatewayBulk:columns.createdAt"),
          text: (bulk) => formatUtc(bulk.createdAt),
          cell: (bulk) => ltr(formatUtc(bulk.createdAt)),
          width: 200,
        },
        { id: "ticketCount", header: t("gatewayBulk:columns.ticketCount"), kind: "number", width: 120 },
      ],
    }),
    [t, i18n.language, mayPrint, validToText],
  );
  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const view = useListViewInUrl(definition.columns, definition.pageSize ?? -1);

  const source: ListSource<BulkTicket> = useMemo(
    () => ({
      load: async () => {
        const result = await client.GET("/api/cms/v3/{propertyId}/onespeed/bulkticket/index", {
          params: { path: { propertyId } },
        });
        if (!result.data) throw new Error(failureMessage(result));
        return { items: result.data.items, total: result.data.items.length };
      },
      // No bulk delete in the contract: one call per batch, stopping at the first refusal.
      remove: async (batches) => {
        let last: unknown;
        for (const bulk of batches) {
          const result = await client.DELETE("/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}", {
            params: { path: { propertyId, ticketId: bulk._id! } },
          });
          if (!result.data) throw new Error(failureMessage(result));
          last = result.data;
        }
        return last;
      },
    }),
    [client, propertyId],
  );

  const download = useCallback(
    async (bulk: BulkTicket, kind: "csv" | "pdf", layout: VoucherLayout = "a4") => {
      const fallback = `bulk-ticket-${bulk._id}.${kind}`;
      setRunning({ file: fallback, progress: { received: 0 } });
      try {
        // The client sends the bearer access token (section 7: the PDF needs it); the body is read as it streams.
        const ticketId = bulk._id!;
        const result =
          kind === "pdf"
            ? await client.GET("/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/pdf", {
                params: { path: { propertyId, ticketId }, query: { layout } },
                parseAs: "stream",
              })
            : await client.GET("/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/csv", {
                params: { path: { propertyId, ticketId } },
                parseAs: "stream",
              });
        const { response } = result;
        const body = result.data as ReadableStream<Uint8Array> | null | undefined;
        if (!response.ok || !body) throw new Error(failureMessage(result));
        const file = filenameFromDisposition(response.headers.get("Content-Disposition"), fallback);
        const header = (name: string) => Number(response.headers.get(name)) || undefined;
        setRunning({ file, progress: { received: 0 } });
        const blob = await readWithProgress(
          body,
          { contentLength: header("Content-Length"), pageCount: header("X-Page-Count") },
          (progress) => setRunning({ file, progress }),
        );
        const type = response.headers.get("Content-Type") ?? "application/octet-stream";
        saveBlob(new Blob([blob], { type }), file);
        showToast({ tone: "success", title: t("gatewayBulk:download.done", { file }), timeout: 4000 });
      } catch (error) {
        showToast({
          tone: "error",
          title: t("gatewayBulk:download.failed"),
          description: error instanceof Error ? error.message : String(error),
        });
      } finally {
        setRunning(undefined);
      }
    },
    [client, propertyId, t],
  );

  const onRowAction = useCallback(
    (action: RowActionName, bulk: BulkTicket) => {
      if (action === "downloadCsv") return download(bulk, "csv");
      if (action === "downloadPdf") setPdfOf(bulk);
      if (action === "sendEmail") setMailOf(bulk);
      return undefined;
    },
    [download],
  );
  const isRowActionDisabled = useCallback(
    (action: RowActionName) => Boolean(running) && (action === "downloadCsv" || action === "downloadPdf"),
    [running],
  );

  const fields = useMemo(
    () => bulkTicketFields(t, { rooms, locale: i18n.language, mayOverrideExpiry, timeZone }),
    [t, rooms, i18n.language, mayOverrideExpiry, timeZone],
  );

  const create = async (form: BulkTicketForm): Promise<BulkTicket> => {
    const result = await client.POST("/api/cms/v3/{propertyId}/onespeed/bulkticket", {
      params: { path: { propertyId } },
      body: toBulkTicketCreate(form, mayOverrideExpiry),
    });
    if (!result.data) throw refusal(result);
    return result.data;
  };

  const tools = useMemo(() => <Notice tone="info">{t("gatewayBulk:utcNotice")}</Notice>, [t]);

  return (
    <>
      {running ? <DownloadPanel running={running} /> : null}
      <PreloadsEditDialog>
        <GenericList<BulkTicket>
          title={t("routes.onespeedBulkTickets")}
          definition={definition}
          view={view}
          source={source}
          permissions={permissions}
          onRowAction={onRowAction}
          isRowActionDisabled={isRowActionDisabled}
          filterBar={tools}
          handle={handle}
          renderEdit={({ close, onSaved }) => (
            <NewBatchDialog
              fields={fields}
              link={link}
              onClose={() => {
                setLink(undefined);
                close();
              }}
              onSave={create}
              onSaved={(saved) => {
                setLink(undefined);
                onSaved(saved);
              }}
            />
          )}
        />
      </PreloadsEditDialog>
      {pdfOf ? (
        <PdfDialog
          bulk={pdfOf}
          onClose={() => setPdfOf(undefined)}
          onDownload={(layout) => {
            setPdfOf(undefined);
            void download(pdfOf, "pdf", layout);
          }}
        />
      ) : null}
      {mailOf ? <MailDialog bulk={mailOf} onClose={() => setMailOf(undefined)} /> : null}
    </>
  );
}

/** The new batch's dialog: its first values are taken when it opens (valid from that minute). */
function NewBatchDialog({
  fields,
  link,
  onClose,
  onSave,
  onSaved,
}: {
  fields: FieldSchema[];
  link?: URLSearchParams;
  onClose: () => void;
  onSave: (form: BulkTicketForm) => Promise<BulkTicket>;
  onSaved: (saved: BulkTicket) => void;
}) {
  const { t } = useTranslation();
  const { permissions } = usePropertyScreen();
  const [item] = useState(() => newBatchDefaults(new Date(), link));
  return (
    <EditDialog<BulkTicketForm & Record<string, unknown>>
      title={t("gatewayBulk:new")}
      fields={fields}
      item={item as BulkTicketForm & Record<string, unknown>}
      isNew
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSave={async (form) => (await onSave(form)) as BulkTicketForm & Record<string, unknown>}
      onSaved={(saved) => onSaved(saved as BulkTicket)}
      permissions={permissions}
    />
  );
}

/** The running download: a determinate bar when the share is known, and what arrived so far. */
function DownloadPanel({ running }: { running: Running }) {
  const { t } = useTranslation();
  const { progress } = running;
  const percent = progress.fraction === undefined ? undefined : Math.round(progress.fraction * 100);
  const label = t("gatewayBulk:download.label", { file: running.file });
  return (
    <Notice tone="info" title={label}>
      <LoadingBar value={percent} maxValue={100} aria-label={label} />
      <span role="status">
        {progress.pages
          ? t("gatewayBulk:download.pages", {
              seen: progress.pages.seen,
              total: progress.pages.total,
              size: bytesText(progress.received),
            })
          : t("gatewayBulk:download.bytes", { size: bytesText(progress.received) })}
      </span>
    </Notice>
  );
}

/** Which voucher layout to download: A4 sheets of ten, or an 80 mm receipt per voucher. */
function PdfDialog({
  bulk,
  onClose,
  onDownload,
}: {
  bulk: BulkTicket;
  onClose: () => void;
  onDownload: (layout: VoucherLayout) => void;
}) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<VoucherLayout>("a4");
  return (
    <Dialog
      title={t("gatewayBulk:pdf.title", { name: bulk.name })}
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <>
          <CancelButton onPress={onClose}>{t("gatewayBulk:cancel")}</CancelButton>
          <Button variant="primary" onPress={() => onDownload(layout)}>
            {t("gatewayBulk:pdf.download")}
          </Button>
        </>
      }
    >
      <Select
        label={t("gatewayBulk:pdf.layout")}
        items={[
          { id: "a4", label: t("gatewayBulk:pdf.a4") },
          { id: "receipt", label: t("gatewayBulk:pdf.receipt") },
        ]}
        selectedKey={layout}
        onSelectionChange={(key) => setLayout(key === "receipt" ? "receipt" : "a4")}
        hint={t("gatewayBulk:pdf.count", { count: bulk.ticketCount ?? 0 })}
      />
    </Dialog>
  );
}

/** Sends the batch's codes to an address, checked before the call. */
function MailDialog({ bulk, onClose }: { bulk: BulkTicket; onClose: () => void }) {
  const { t } = useTranslation();
  const { client, propertyId } = usePropertyScreen();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const valid = isEmail(email);
  const error = !email.trim() ? t("validation:email.required") : t("validation:email.invalid");

  const send = async () => {
    setTouched(true);
    if (!valid) return;
    setSending(true);
    setFailure(undefined);
    const result = await client.POST("/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/email", {
      params: { path: { propertyId, ticketId: bulk._id! } },
      body: { email: email.trim() },
    });
    setSending(false);
    if (!result.data) {
      setFailure(failureMessage(result));
      return;
    }
    showToast({ tone: "success", title: t("gatewayBulk:mail.sent", { email: email.trim() }), timeout: 4000 });
    onClose();
  };

  return (
    <Dialog
      title={t("gatewayBulk:mail.title", { name: bulk.name })}
      isOpen
      isDismissable={!sending}
      isCloseDisabled={sending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <>
          <CancelButton onPress={onClose} isDisabled={sending}>
            {t("gatewayBulk:cancel")}
          </CancelButton>
          <Button
            variant="primary"
            onPress={() => void send()}
            isDisabled={touched && !valid}
            isPending={sending}
          >
            {t("gatewayBulk:mail.send")}
          </Button>
        </>
      }
    >
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <TextField
        label={t("gatewayBulk:fields.email")}
        type="email"
        value={email}
        onChange={setEmail}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter") void send();
        }}
        isRequired
        isInvalid={touched && !valid}
        errorMessage={error}
      />
    </Dialog>
  );
}
