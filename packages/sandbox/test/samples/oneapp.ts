import { DEMO_TODAY } from "../../src/seed";
import { authorizationIdOf, DEMO_GUEST, KIND, oneappId, reservationNumberOf } from "../../src/seed/oneapp";
import type { Samples } from "./index";

const PROPERTY = "1001";
const demoReservation = {
  checkinDate: DEMO_TODAY,
  confirmationNumber: reservationNumberOf(0, DEMO_GUEST.serial),
};
const condition = oneappId(KIND.upsell, PROPERTY, 1);
const upsellItem = oneappId(KIND.upsellItem, PROPERTY, 1);

export const oneappSamples: Samples = {
  createAppLanguage: { body: { iso1: "es" } },
  saveAppTerms: {
    body: {
      items: [
        {
          language: "it",
          text: "<h2>Termini e condizioni</h2><p>Le camere sono disponibili dalle 14:00.</p>",
        },
      ],
    },
  },
  createAppRoomCategory: {
    body: {
      code: "PEN",
      i18n: [
        { iso2: "en", title: "Penthouse", description: "Top floor with a roof terrace." },
        { iso2: "de", title: "Penthouse", description: "Oberste Etage mit Dachterrasse." },
      ],
    },
  },
  createAppUpsellCondition: {
    body: {
      name: "Family stays",
      header: "For the whole family",
      property: "roomTypeCode",
      condition: "equals",
      value: "FAM",
      items: [
        {
          i18n: [{ iso2: "en", title: "Baby cot", description: "A cot with bedding in your room." }],
          price: "0",
          active: true,
          position: 0,
        },
      ],
    },
  },
  updateAppUpsellHeader: { params: { id: condition }, body: { header: "Upgrade your room" } },
  createAppUpsellItem: {
    params: { condID: condition },
    body: {
      i18n: [
        { iso2: "en", title: "Sea view", description: "A room facing the sea, per night." },
        { iso2: "de", title: "Meerblick", description: "Ein Zimmer mit Meerblick, pro Nacht." },
      ],
      price: "29,00",
      active: true,
    },
  },
  updateAppUpsellItem: {
    params: { condID: condition, upsellID: upsellItem },
    body: {
      i18n: [{ iso2: "en", title: "Upgrade to Superior", description: "A larger room, per night." }],
      price: "39,00",
      active: true,
      position: 0,
    },
  },
  deleteAppUpsellItem: { params: { condID: condition, upsellID: upsellItem } },
  listAppReservations: { params: { pms: "protel" }, query: { date: DEMO_TODAY } },
  lookupAppGuestProfile: { body: { ...demoReservation, lastName: DEMO_GUEST.lastName } },
  checkinAppReservation: { body: { ...demoReservation, lastname: DEMO_GUEST.lastName } },
  getAppPorReport: { body: { month: DEMO_TODAY.slice(0, 7) } },
  releaseAppAuthorization: { body: { authorizationId: authorizationIdOf(PROPERTY, 1) } },
  sendAppGuestPdf: {
    body: {
      attachmentItems: [
        {
          html: "<h1>Certificate of Registration</h1><p>Anna Gruber, born 12.04.1986, Austria</p>",
          pdfFileName: "Certificate of Registration.pdf",
        },
        {
          html: "<h1>Overnight stay</h1><p>20.11.2026 to 22.11.2026, 2 guests</p>",
          pdfFileName: "Overnight.pdf",
        },
      ],
      subject: "Your registration certificate",
      emailMsg: "Dear Ms Gruber, please find your documents attached.",
      email: "anna.gruber@gmail.com",
      formData: {
        lastName: "Gruber",
        firstName: "Anna",
        birthday: "1986-04-12",
        citizenCountryCode: "AT",
        passportNumber: "P1234567",
        address1: "Mariahilfer Straße 12",
        postalCode: "1070",
        city: "Wien",
        countryCode: "AT",
        dataProcessingNotice: true,
        signaturePad: "data:image/png;base64,iVBORw0KGgo=",
      },
    },
  },
};
