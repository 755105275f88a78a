import { deviceMac, gatewayId } from "../../src/seed/gateway";
import type { Samples } from "./index";

const ticket = (n: number) => gatewayId("1d", "1001", n);

export const gatewaySamples: Samples = {
  createGatewayLanguage: { body: { iso1: "it", language: "Italian", local: "Italiano", default: false } },
  // One terms text per language: French is offered at the first property and has none yet.
  createGatewayTerms: {
    body: { language: "fr", title: "Conditions d'utilisation", text: "<p>Bienvenue.</p>" },
  },
  createGatewayBulkTicket: {
    body: {
      name: "Wedding Huber & Berger",
      description: "Free Wi-Fi for the wedding guests",
      validFrom: "2026-12-04T00:00:00.000Z",
      validUntil: "2026-12-06T23:59:00.000Z",
      ticketLanguage: "de",
      ticketPrice: "4,90",
      ticketCount: 120,
      maxDevices: 2,
      dataLimitInMb: 5120,
      maxBandwidthDownInMbit: 50,
      maxBandwidthUpInMbit: 10,
      timeLimitInSeconds: 259200,
      chargeRoom: true,
      room: "101",
      sendEmail: true,
      email: "events@hotel-sacher.hotel-demo.test",
    },
  },
  sendGatewayBulkTicketEmail: { body: { email: "front.desk@hotel-demo.test" } },
  saveGatewayLoginTypes: {
    body: {
      anonymous: false,
      ticket: true,
      email: {
        enabled: true,
        validation: {
          enabled: true,
          confirmationTemplate: "gw-confirm-de",
          sender: "wifi@sacher.hotel-demo.test",
          subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
        },
      },
      accessCode: true,
      pms: true,
      social: {
        facebook: { enabled: false, clientId: "", clientSecret: "" },
        google: { enabled: true, clientId: "1001.apps.googleusercontent.com", clientSecret: "GOCSPX-demo" },
        apple: { enabled: false },
      },
      sms: false,
      emailVerificationService: { enabled: false, apiKey: "" },
      showPricesBeforeAuthentication: true,
      easyLoginMode: true,
      hotelChainRewards: false,
      dailypointLogin: {
        enabled: true,
        endpoint: "https://api.dailypoint.example/v2",
        login: "gateway-1001",
        password: "secret",
        expiryTimezone: "Europe/Vienna",
        programId: 101,
        newsletterId: 7001,
        propertyId: 51001,
        tickets: {
          default: ticket(1),
          free: ticket(1),
          classic: ticket(1),
          select: ticket(2),
          gold: ticket(2),
          platinum: ticket(3),
          elite: ticket(3),
          exclusive: ticket(3),
        },
      },
    },
  },
  createGatewayProfile: {
    body: {
      identity: { email: "anna.gruber@example.com", firstName: "Anna", lastName: "Gruber" },
      devices: [{ mac: "3C:22:FB:00:AB:01", ip: "10.10.9.200" }],
      ticket: { ticketId: ticket(2) },
      emailValidated: false,
    },
  },
  disconnectGatewayDevicesRadius: { body: { macs: [deviceMac("1001", 0, 0)] } },
  disconnectGatewayDevices: { body: { macs: [deviceMac("1001", 0, 0).toLowerCase()] } },
  getGatewayGroupBandwidthReport: { query: { year: "2026" } },
  createStreamDevice: {
    body: {
      name: "Apple TV 512",
      deviceType: "appletv",
      room: "512",
      uid: "C07ZX4JQ1234",
      mac: "F0:18:98:12:34:56",
      ip: "192.168.50.99",
      standalone: true,
      pin: "4711",
      active: true,
    },
  },
  // The mapping list path has no /index, so the harness cannot find the key field by itself.
  updateStreamServiceMapping: {
    params: { id: gatewayId("31", "1001", 2) },
    body: { value: "CA5E8412", name: "Netflix (Chromecast)" },
  },
  deleteStreamServiceMapping: { params: { id: gatewayId("31", "1001", 6) } },
  createStreamServiceMapping: { body: { value: "B3DCF968", name: "Twitch" } },
};
