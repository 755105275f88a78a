import type { Samples } from "./index";

/** Property 1001 (Hotel Sacher Wien) has the digital key languages de, en, it and fr. */
export const onekeySamples: Samples = {
  saveKeyInfoTexts: {
    body: {
      items: [
        {
          language: "en",
          text: "<p>Welcome to Hotel Sacher Wien! Your digital key works from 15:00 on your day of arrival.</p>",
        },
        { language: "it", text: "<p>Benvenuti all'Hotel Sacher Wien!</p>" },
      ],
    },
  },
  createKeyLanguage: { body: { iso1: "nl" } },
  createSaltoRoom: {
    body: {
      roomNumber: "701",
      lockRoomNumber: "R0701",
      doorName: "Suite 701",
      otherDoors: [
        {
          externalDoorId: "EXT-MAIN-01",
          roomNumber: "701",
          i18n: [
            { language: "de", text: "Haupteingang" },
            { language: "en", text: "Main entrance" },
          ],
        },
        { externalDoorId: "EXT-SPA-01", roomNumber: "701", i18n: [] },
      ],
    },
  },
};
