import { seedRoomManager } from "../pms";
import { collection, nextId, setSingleton, type Item } from "../state";
import type { SeedContext } from "./context";
import { roomsOf } from "./oneapp";
import { LANGUAGES } from "./platform";
import { bounded, choice, group } from "./settingsSchema";

/** Collection and singleton templates of the digital key, check-in room manager and display areas. */
export const KEY_INFO_TEXTS = "/api/cms/v3/{propertyId}/onekey/info-text";
export const KEY_LANGUAGES = "/api/cms/v3/{propertyId}/onekey/language";
export const SALTO_ROOMS = "/api/cms/v3/{propertyId}/onekey/salto-rooms";
export { GUESTS } from "../pms";
export const DISPLAY_SETTINGS = "/api/cms/v3/{propertyId}/onesquare/settings";
export const DISPLAY_SETTINGS_SCHEMA = "/api/cms/v3/{propertyId}/onesquare/settings/schema";

type Lang = "de" | "en" | "it" | "fr" | "nl" | "et" | "ru" | "fi" | "el";

/** The digital key languages of a property: the country's language, English and the usual guests'. */
export function keyLanguagesFor(country: string, index: number): Lang[] {
  const extra = index % 3 === 0;
  switch (country) {
    case "AT":
      return extra ? ["de", "en", "it", "fr"] : ["de", "en", "it"];
    case "DE":
      return extra ? ["de", "en", "fr", "nl"] : ["de", "en", "fr"];
    case "EE":
      return ["et", "en", "ru", "fi"];
    case "GR":
      return extra ? ["el", "en", "de", "fr"] : ["el", "en", "de"];
    default:
      return ["en"];
  }
}

export function languageEntry(iso1: string): { name: string; local: string } | undefined {
  const found = LANGUAGES.find((l) => l.iso1 === iso1);
  return found ? { name: String(found.name), local: String(found.local) } : undefined;
}

/** Info text of the digital key app, per language. */
function infoText(lang: Lang, hotel: string, checkin: string, checkout: string): string {
  const texts: Record<Lang, string> = {
    de: `<p>Willkommen im ${hotel}!</p><p>Ihr digitaler Schlüssel öffnet Ihr Zimmer und die unten genannten Türen ab ${checkin} Uhr am Anreisetag bis ${checkout} Uhr am Abreisetag. Halten Sie Ihr Smartphone an das Schloss, bis das Licht grün leuchtet.</p><p>Bei Fragen erreichen Sie die Rezeption rund um die Uhr unter der Durchwahl 9.</p>`,
    en: `<p>Welcome to ${hotel}!</p><p>Your digital key opens your room and the doors listed below from ${checkin} on your day of arrival until ${checkout} on your day of departure. Hold your phone close to the lock until the light turns green.</p><p>The front desk is available around the clock on extension 9.</p>`,
    it: `<p>Benvenuti al ${hotel}!</p><p>La vostra chiave digitale apre la camera e le porte indicate sotto dalle ${checkin} del giorno di arrivo fino alle ${checkout} del giorno di partenza. Avvicinate lo smartphone alla serratura finché la luce diventa verde.</p><p>La reception è a vostra disposizione 24 ore su 24 al numero interno 9.</p>`,
    fr: `<p>Bienvenue au ${hotel} !</p><p>Votre clé numérique ouvre votre chambre et les portes indiquées ci-dessous à partir de ${checkin} le jour de votre arrivée jusqu'à ${checkout} le jour de votre départ. Approchez votre téléphone de la serrure jusqu'à ce que le voyant passe au vert.</p><p>La réception est joignable 24 h/24 au poste 9.</p>`,
    nl: `<p>Welkom in ${hotel}!</p><p>Uw digitale sleutel opent uw kamer en de hieronder genoemde deuren vanaf ${checkin} op de dag van aankomst tot ${checkout} op de dag van vertrek. Houd uw telefoon bij het slot tot het lampje groen wordt.</p><p>De receptie is dag en nacht bereikbaar via toestel 9.</p>`,
    et: `<p>Tere tulemast – ${hotel}!</p><p>Teie digitaalne võti avab toa ja allpool loetletud uksed saabumispäeval alates kell ${checkin} kuni lahkumispäeval kell ${checkout}. Hoidke telefoni luku lähedal, kuni tuli muutub roheliseks.</p><p>Vastuvõtt on avatud ööpäevaringselt, sisenumber 9.</p>`,
    ru: `<p>Добро пожаловать в ${hotel}!</p><p>Ваш цифровой ключ открывает номер и перечисленные ниже двери с ${checkin} в день заезда до ${checkout} в день выезда. Поднесите телефон к замку, пока индикатор не загорится зелёным.</p><p>Стойка регистрации работает круглосуточно, внутренний номер 9.</p>`,
    fi: `<p>Tervetuloa – ${hotel}!</p><p>Digitaalinen avaimesi avaa huoneesi ja alla luetellut ovet saapumispäivänä klo ${checkin} alkaen lähtöpäivään klo ${checkout} asti. Pidä puhelinta lukon lähellä, kunnes valo muuttuu vihreäksi.</p><p>Vastaanotto palvelee ympäri vuorokauden, sisänumero 9.</p>`,
    el: `<p>Καλώς ήρθατε στο ${hotel}!</p><p>Το ψηφιακό σας κλειδί ανοίγει το δωμάτιό σας και τις πόρτες που αναφέρονται παρακάτω από τις ${checkin} την ημέρα άφιξης έως τις ${checkout} την ημέρα αναχώρησης. Κρατήστε το κινητό κοντά στην κλειδαριά μέχρι να ανάψει πράσινο φως.</p><p>Η ρεσεψιόν είναι διαθέσιμη όλο το 24ωρο στο εσωτερικό 9.</p>`,
  };
  return texts[lang];
}

/** Further doors of the lock system, with their labels. */
const DOORS: Record<string, Record<Lang, string>> = {
  MAIN: {
    de: "Haupteingang",
    en: "Main entrance",
    it: "Ingresso principale",
    fr: "Entrée principale",
    nl: "Hoofdingang",
    et: "Peasissepääs",
    ru: "Главный вход",
    fi: "Pääsisäänkäynti",
    el: "Κεντρική είσοδος",
  },
  GARAGE: {
    de: "Tiefgarage",
    en: "Underground car park",
    it: "Garage sotterraneo",
    fr: "Parking souterrain",
    nl: "Parkeergarage",
    et: "Parkla",
    ru: "Подземный паркинг",
    fi: "Pysäköintihalli",
    el: "Υπόγειο πάρκινγκ",
  },
  SPA: {
    de: "Spa & Sauna",
    en: "Spa & sauna",
    it: "Spa e sauna",
    fr: "Spa et sauna",
    nl: "Spa & sauna",
    et: "Spaa ja saun",
    ru: "Спа и сауна",
    fi: "Kylpylä ja sauna",
    el: "Σπα & σάουνα",
  },
  GYM: {
    de: "Fitnessraum",
    en: "Gym",
    it: "Palestra",
    fr: "Salle de sport",
    nl: "Fitnessruimte",
    et: "Jõusaal",
    ru: "Фитнес-зал",
    fi: "Kuntosali",
    el: "Γυμναστήριο",
  },
  SKI: {
    de: "Skiraum",
    en: "Ski room",
    it: "Deposito sci",
    fr: "Local à skis",
    nl: "Skiruimte",
    et: "Suusaruum",
    ru: "Лыжная комната",
    fi: "Suksihuone",
    el: "Χώρος σκι",
  },
  POOL: {
    de: "Poolbereich",
    en: "Pool area",
    it: "Piscina",
    fr: "Piscine",
    nl: "Zwembad",
    et: "Bassein",
    ru: "Бассейн",
    fi: "Uima-allas",
    el: "Πισίνα",
  },
  LOUNGE: {
    de: "Club-Lounge",
    en: "Club lounge",
    it: "Club lounge",
    fr: "Salon club",
    nl: "Clublounge",
    et: "Klubisalong",
    ru: "Клубный лаунж",
    fi: "Klubilounge",
    el: "Club lounge",
  },
};

/** Door name of a room as the lock system shows it. */
export function doorNameOf(country: string, roomNumber: string, suite: boolean): string {
  if (suite) return `Suite ${roomNumber}`;
  if (country === "AT" || country === "DE") return `Zimmer ${roomNumber}`;
  if (country === "EE") return `Tuba ${roomNumber}`;
  return `Room ${roomNumber}`;
}

export function lockRoomNumberOf(roomNumber: string): string {
  return `R${roomNumber.padStart(4, "0")}`;
}

/** The further doors a room opens, by floor and country. */
function doorsOf(country: string, k: number, rooms: number): string[] {
  const doors = ["MAIN"];
  const floor = Math.floor(k / 12);
  const topFloor = floor === Math.floor((rooms - 1) / 12);
  if (k % 3 === 0) doors.push("GARAGE");
  if (country === "AT") doors.push("SKI");
  if (country === "GR") doors.push("POOL");
  if (topFloor) doors.push("SPA", "LOUNGE");
  else if (k % 4 === 1) doors.push(country === "GR" ? "GYM" : "SPA");
  return doors;
}

const DOOR_IDS: Record<string, string> = {
  MAIN: "EXT-MAIN-01",
  GARAGE: "EXT-GARAGE-B1",
  SPA: "EXT-SPA-01",
  GYM: "EXT-GYM-01",
  SKI: "EXT-SKI-00",
  POOL: "EXT-POOL-01",
  LOUNGE: "EXT-LOUNGE-05",
};

/** The display (onesquare) settings schema: a lobby or elevator screen of the hotel. */
export function displaySchema(country: string, language: string): Item {
  const timeAt = (h: number, m = 0) =>
    `1970-01-01T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00Z`;
  return {
    schema: [
      group("general", "General", "Name, language and layout of the screen", [
        {
          key: "general.displayName",
          title: "Display name",
          type: "string",
          description: "Shown in the device list and on the dashboard",
          defaultValue: "Lobby display",
        },
        {
          key: "general.language",
          title: "Main language",
          type: "language",
          description: "Language the screen starts in",
          defaultValue: language,
        },
        {
          key: "general.additionalLanguages",
          title: "Further languages",
          type: "language",
          multiSelect: true,
          description: "Languages the screen rotates through",
          defaultValue: ["en"],
        },
        {
          key: "general.country",
          title: "Country",
          type: "country",
          description: "Country of the property; sets holidays and the date format",
          defaultValue: country,
        },
        choice(
          "general.orientation",
          "Orientation",
          [
            ["landscape", "Landscape"],
            ["portrait", "Portrait"],
          ],
          { defaultValue: "landscape" },
        ),
      ]),
      group("schedule", "Schedule", "When the screen is on", [
        {
          key: "schedule.onTime",
          title: "Switch on at",
          type: "time",
          allowFullHoursOnly: true,
          defaultValue: timeAt(6),
        },
        {
          key: "schedule.offTime",
          title: "Switch off at",
          type: "time",
          allowFullHoursOnly: true,
          defaultValue: timeAt(23),
        },
        {
          key: "schedule.nightModeFrom",
          title: "Dimmed from",
          type: "time",
          description: "Reduced brightness until the screen switches off",
          defaultValue: timeAt(21, 30),
        },
        choice(
          "schedule.screensaverMinutes",
          "Screensaver after (minutes)",
          [
            [5, "5 minutes"],
            [10, "10 minutes"],
            [15, "15 minutes"],
            [30, "30 minutes"],
          ],
          { type: "number", minimum: 1, maximum: 1440, defaultValue: 15 },
        ),
        {
          key: "schedule.seasonStart",
          title: "Season starts",
          type: "date",
          description: "First day the seasonal content is shown",
        },
      ]),
      group("content", "Content", [
        {
          key: "content.welcomeText",
          title: "Welcome text",
          type: "string",
          description: "Headline of the start page",
          defaultValue: "Welcome",
        },
        choice(
          "content.widgets",
          "Widgets",
          [
            ["clock", "Clock"],
            ["weather", "Weather"],
            ["events", "Today's events"],
            ["restaurant", "Restaurant menu"],
            ["spa", "Spa opening hours"],
            ["transport", "Departures"],
          ],
          { multiSelect: true, defaultValue: ["clock", "weather"] },
        ),
        choice(
          "content.clockFormat",
          "Clock format",
          [
            ["24h", "24 hours"],
            ["12h", "12 hours (AM/PM)"],
          ],
          { defaultValue: "24h" },
        ),
        bounded("content.slideSeconds", "Seconds per slide", [1, 3600], { defaultValue: 10 }),
        { key: "content.showEvents", title: "Show events", type: "boolean", defaultValue: true },
        bounded("content.eventDaysAhead", "Events: days ahead", [0, 365], { defaultValue: 3 }),
        {
          key: "content.promotionUntil",
          title: "Promotion banner until",
          type: "datetime",
          description: "The promotion banner hides after this moment",
        },
      ]),
      group("device", "Device", "Reported by the player; read only", [
        { key: "device.serialNumber", title: "Serial number", type: "string", readonly: true },
        { key: "device.firmwareVersion", title: "Firmware", type: "string", readonly: true },
        { key: "device.resolution", title: "Resolution", type: "string", readonly: true },
        { key: "device.lastRestart", title: "Last restart", type: "datetime", readonly: true },
      ]),
    ],
  };
}

export function seedOnekey(ctx: SeedContext): void {
  const { state, faker } = ctx;

  ctx.properties.forEach((property, index) => {
    const propertyId = String(property.id);
    const country = String(property.country);
    const hotel = String(property.name);
    const languages = keyLanguagesFor(country, index);

    // Digital key languages and info texts; a freshly added language has no info text yet.
    const keyLanguages = collection(state, KEY_LANGUAGES, propertyId);
    for (const iso1 of languages) {
      keyLanguages.push({ id: nextId(state, KEY_LANGUAGES), iso1, language: languageEntry(iso1) });
    }
    const freshLanguage = index % 4 === 1 ? languages.at(-1) : undefined;
    const checkin = country === "GR" ? "14:00" : "15:00";
    const checkout = country === "EE" ? "12:00" : "11:00";
    const infoTexts = collection(state, KEY_INFO_TEXTS, propertyId);
    for (const lang of languages) {
      if (lang === freshLanguage) continue;
      infoTexts.push({
        _id: nextId(state, KEY_INFO_TEXTS),
        language: lang,
        text: infoText(lang, hotel, checkin, checkout),
      });
    }

    // Lock-system rooms with their further doors, the PMS's rooms one by one (the reservations' rooms);
    // labels of a fresh language are still empty.
    const pmsRooms = roomsOf(index, ctx.scale);
    const rooms = pmsRooms.length;
    const saltoRooms = collection(state, SALTO_ROOMS, propertyId);
    for (let k = 0; k < rooms; k++) {
      const roomNumber = pmsRooms[k]!.number;
      const suite = pmsRooms[k]!.type === "STE";
      saltoRooms.push({
        roomNumber,
        lockRoomNumber: lockRoomNumberOf(roomNumber),
        doorName: doorNameOf(country, roomNumber, suite),
        otherDoors: doorsOf(country, k, rooms).map((door) => ({
          externalDoorId: DOOR_IDS[door]!,
          roomNumber,
          i18n: languages.map((language) => ({
            language,
            text: language === freshLanguage ? "" : DOORS[door]![language],
          })),
        })),
      });
    }

    // Check-in room manager: the PMS's guests as of this morning's sync (one hotel's truth with the guest
    // app's reservations, which are seeded before).
    seedRoomManager(state, propertyId, ctx.at(0, 5, 0));

    // Display (onesquare): one lobby screen per property.
    const mainLanguage = languages[0]!;
    const settingsSchema = displaySchema(country, mainLanguage);
    setSingleton(state, DISPLAY_SETTINGS_SCHEMA, propertyId, settingsSchema);
    const city = String(property.city);
    const welcome: Record<string, string> = {
      de: `Willkommen in ${city}`,
      et: `Tere tulemast – ${city}`,
      el: `Καλώς ήρθατε – ${city}`,
    };
    setSingleton(state, DISPLAY_SETTINGS, propertyId, {
      "general.displayName": index % 2 === 0 ? "Lobby display" : "Lobby & elevator screens",
      "general.language": mainLanguage,
      "general.additionalLanguages": languages.slice(1),
      "general.country": country,
      "general.orientation": index % 5 === 2 ? "portrait" : "landscape",
      "schedule.onTime": "1970-01-01T06:00:00Z",
      "schedule.offTime": index % 3 === 0 ? "1970-01-01T00:00:00Z" : "1970-01-01T23:00:00Z",
      "schedule.nightModeFrom": "1970-01-01T21:30:00Z",
      "schedule.screensaverMinutes": [15, 10, 30][index % 3],
      "schedule.seasonStart": country === "AT" ? ctx.date(7) : ctx.date(130),
      "content.welcomeText": welcome[mainLanguage] ?? `Welcome to ${city}`,
      "content.widgets":
        country === "AT"
          ? ["clock", "weather", "events", "spa"]
          : country === "EE"
            ? ["clock", "weather", "transport"]
            : ["clock", "weather", "events", "restaurant"],
      "content.clockFormat": "24h",
      "content.slideSeconds": 8 + (index % 3) * 2,
      "content.showEvents": index % 4 !== 3,
      "content.eventDaysAhead": 3,
      ...(index % 2 === 0 ? { "content.promotionUntil": ctx.at(21, 22, 0) } : {}),
      "device.serialNumber": `OSQ-${faker.string.alphanumeric({ length: 8, casing: "upper" })}`,
      "device.firmwareVersion": ["4.2.1", "4.3.0", "4.3.2"][index % 3],
      "device.resolution": index % 5 === 2 ? "1080x1920" : "1920x1080",
      "device.lastRestart": ctx.at(-(index % 9) - 1, 4, 5),
    });
  });
}
