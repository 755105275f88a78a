import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen, deleteEach } from "../../../kit";
import type { PropertyScreenContext } from "../../../kit";
import { keyLanguageOptions } from "../keyLanguages";
import { SALTO_ROOMS } from "../permissions";
import { OtherDoorsField } from "./OtherDoorsField";
import type { SaltoRoom } from "./saltoRooms";
import { doorName, toSaltoRoom } from "./saltoRooms";

const NS = "digitalKey";

const update = ({ client, propertyId }: PropertyScreenContext, room: SaltoRoom) =>
  client.PUT("/api/cms/v3/{propertyId}/onekey/salto-rooms/{roomNumber}", {
    params: { path: { propertyId, roomNumber: room.roomNumber } },
    body: room,
  });

/**
 * The digital key's room list (products.md sections 2 to 7, "Digital key"): the lock system's rooms, keyed by
 * their room number, with the room number and door name in the lock system and the further doors the room's key
 * opens. A room is created, or updated when a room with its number is already listed; after each save or delete
 * the list loads again with its loading indicator.
 */
export const roomListScreen = definePropertyListScreen<SaltoRoom>({
  contract: bounds.SaltoRoom,
  keyField: "roomNumber",
  permissions: SALTO_ROOMS,
  // Reload: one room as the lock system has it now (issue 42 item 10), e.g. after a door was renamed there.
  rowActions: ["edit", "reload", "delete"],
  reloadAfterChange: true,
  csvFileName: "digital-key-rooms.csv",
  dialogTitles: { create: `${NS}:rooms.new`, edit: `${NS}:rooms.edit` },
  columns: (t) => [
    { id: "roomNumber", header: t(`${NS}:rooms.roomNumber`), width: 140 },
    { id: "lockRoomNumber", header: t(`${NS}:rooms.lockRoomNumber`), width: 200 },
    { id: "doorName", header: t(`${NS}:rooms.doorName`), width: 200 },
    {
      id: "otherDoors",
      header: t(`${NS}:rooms.otherDoors`),
      // Named in the property's first language (the doors' texts come in the languages' order).
      value: (room) => (room.otherDoors ?? []).map((door) => doorName(door, door.i18n?.[0]?.language ?? "")),
      kind: "chips",
      sortable: false,
      width: 420,
    },
  ],
  optionLoaders: { languages: keyLanguageOptions },
  // The room number is the room's key: required, and fixed once the room exists. The lock system's number and
  // door name may stay empty (the lock system fills them).
  fields: (t, options) => [
    { kind: "textfield", name: "roomNumber", label: t(`${NS}:rooms.roomNumber`), readonlyEditItem: true },
    { kind: "textfield", name: "lockRoomNumber", label: t(`${NS}:rooms.lockRoomNumber`), required: false },
    { kind: "textfield", name: "doorName", label: t(`${NS}:rooms.doorName`), required: false },
    {
      kind: "slot",
      name: "otherDoors",
      render: ({ value, onChange, readOnly }) => (
        <OtherDoorsField
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          readOnly={readOnly}
          languages={options.languages ?? []}
        />
      ),
    },
  ],
  calls: {
    list: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/onekey/salto-rooms/index", { params: { path: { propertyId } } }),
    // The contract reads rooms only as a list: the room is taken from it by its number (the kit's reload).
    reload: async ({ client, propertyId }) => {
      const result = await client.GET("/api/cms/v3/{propertyId}/onekey/salto-rooms/index", {
        params: { path: { propertyId } },
      });
      return { ...result, data: result.data?.items };
    },
    // products.md section 4: a room whose number is already listed is updated, not created again.
    create: async (context, saved) => {
      const room = toSaltoRoom(saved);
      const { client, propertyId } = context;
      const listed = await client.GET("/api/cms/v3/{propertyId}/onekey/salto-rooms/index", {
        params: { path: { propertyId } },
      });
      if (listed.data?.items.some((entry) => entry.roomNumber === room.roomNumber))
        return update(context, room);
      return client.POST("/api/cms/v3/{propertyId}/onekey/salto-rooms", {
        params: { path: { propertyId } },
        body: room,
      });
    },
    update: (context, saved) => update(context, toSaltoRoom(saved)),
    // One call per room (the contract has no bulk delete for rooms), stopping at the first refusal.
    remove: ({ client, propertyId }, rooms) =>
      deleteEach(rooms, (room) =>
        client.DELETE("/api/cms/v3/{propertyId}/onekey/salto-rooms/{roomNumber}", {
          params: { path: { propertyId, roomNumber: room.roomNumber } },
        }),
      ),
  },
});

export default function RoomListScreen() {
  return <ListScreen definition={roomListScreen} />;
}
