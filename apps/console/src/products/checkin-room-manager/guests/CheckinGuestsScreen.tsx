import * as bounds from "@cms/api/bounds";
import { formatDate } from "@cms/ui";
import { ListScreen, definePropertyListScreen, deleteEach } from "../../../kit";
import { CHECKIN_ROOM_MANAGER } from "../permissions";
import type { GuestRow } from "./checkinGuests";
import { flagText, languageOptions, toGuest, toRow } from "./checkinGuests";
import { PmsTools } from "./PmsTools";

// Stable: the dialog's language choices are the same in every language (each named in its own).
const LANGUAGES = languageOptions();

/** A date column: stored as YYYY-MM-DD (sorted as such), shown as DD.MM.YYYY (platform.md section 9). */
const dateColumn = (id: "checkin" | "checkout", header: string) => ({
  id,
  header,
  width: 120,
  text: (guest: GuestRow) => formatDate(guest[id]),
});

/**
 * Check-in room manager (products.md "Check-in room manager"): the guests per room the PMS delivers, created,
 * edited, copied and deleted by the front desk, with ping and sync of the PMS in the title bar. The contract's
 * guest is `{ _id, data }`; the list and the dialog work on the data's fields (checkinGuests.ts).
 */
export const checkinGuestsScreen = definePropertyListScreen<GuestRow>({
  contract: bounds.CheckinGuestData,
  keyField: "_id",
  permissions: CHECKIN_ROOM_MANAGER,
  rowActions: ["edit", "copy", "delete"],
  // A copy is the next guest of the same room and reservation: a companion's own name and title.
  clearOnCopy: ["title", "firstName", "vipStatus"],
  csvFileName: "checkin-guests.csv",
  dialogTitles: { create: "checkin:guests.new", edit: "checkin:guests.edit" },
  tools: PmsTools,
  columns: (t) => [
    { id: "room", header: t("checkin:guests.room"), width: 90 },
    { id: "reservationNr", header: t("checkin:guests.reservationNr"), width: 140 },
    dateColumn("checkin", t("checkin:guests.checkin")),
    dateColumn("checkout", t("checkin:guests.checkout")),
    { id: "title", header: t("checkin:guests.title"), width: 90 },
    { id: "firstName", header: t("checkin:guests.firstName"), width: 130 },
    { id: "lastName", header: t("checkin:guests.lastName"), width: 140 },
    { id: "language", header: t("checkin:guests.language"), width: 100 },
    {
      id: "shareFlag",
      header: t("checkin:guests.shareFlag"),
      width: 100,
      // The PMS's flag is a letter (Y, N): shown as the words every other yes/no column uses.
      text: (guest: GuestRow) => flagText(guest.shareFlag, t),
    },
    { id: "groupNr", header: t("checkin:guests.groupNr"), width: 110 },
    { id: "vipStatus", header: t("checkin:guests.vipStatus"), width: 100 },
    { id: "noPost", header: t("checkin:guests.noPost"), kind: "boolean", width: 100 },
  ],
  // Required as products.md section 5 says: room, reservationNr, firstName, lastName, language.
  fields: (t) => [
    { kind: "textfield", name: "room", label: t("checkin:guests.room") },
    { kind: "textfield", name: "reservationNr", label: t("checkin:guests.reservationNr") },
    { kind: "date", name: "checkin", label: t("checkin:guests.checkin"), required: false },
    { kind: "date", name: "checkout", label: t("checkin:guests.checkout"), required: false },
    { kind: "textfield", name: "title", label: t("checkin:guests.title"), required: false },
    { kind: "textfield", name: "firstName", label: t("checkin:guests.firstName") },
    { kind: "textfield", name: "lastName", label: t("checkin:guests.lastName") },
    { kind: "autocomplete", name: "language", label: t("checkin:guests.language"), options: LANGUAGES },
    { kind: "textfield", name: "shareFlag", label: t("checkin:guests.shareFlag"), required: false },
    { kind: "textfield", name: "groupNr", label: t("checkin:guests.groupNr"), required: false },
    { kind: "textfield", name: "vipStatus", label: t("checkin:guests.vipStatus"), required: false },
    { kind: "checkbox", name: "noPost", label: t("checkin:guests.noPost") },
  ],
  calls: {
    list: async ({ client, propertyId }) => {
      const result = await client.GET("/api/cms/v3/{propertyId}/guest/index", {
        params: { path: { propertyId } },
      });
      // The PMS and its last sync go to the title bar's tools (PmsTools) with the items.
      return { ...result, data: result.data && { ...result.data, items: result.data.items.map(toRow) } };
    },
    create: async ({ client, propertyId }, row) => {
      const { _id: _, ...guest } = toGuest(row);
      const result = await client.POST("/api/cms/v3/{propertyId}/guest", {
        params: { path: { propertyId } },
        body: guest,
      });
      return { ...result, data: result.data && toRow(result.data) };
    },
    update: async ({ client, propertyId }, row) => {
      const result = await client.PUT("/api/cms/v3/{propertyId}/guest/{_id}", {
        params: { path: { propertyId, _id: row._id! } },
        body: toGuest(row),
      });
      return { ...result, data: result.data && toRow(result.data) };
    },
    // No bulk delete in the contract: one call per guest, stopping at the first refusal.
    remove: ({ client, propertyId }, rows) =>
      deleteEach(rows, (row) =>
        client.DELETE("/api/cms/v3/{propertyId}/guest/{_id}", {
          params: { path: { propertyId, _id: row._id! } },
        }),
      ),
  },
});

export default function CheckinGuestsScreen() {
  return <ListScreen definition={checkinGuestsScreen} />;
}
