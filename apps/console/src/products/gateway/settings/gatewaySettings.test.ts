import { describe, expect, it } from "vitest";
import { mergeLoginTypes, splitSettings, toInteger } from "./gatewaySettings";

describe("gateway settings over settings and login types", () => {
  const loginTypes = {
    enabledLoginTypes: ["ticket" as const],
    ticket: true,
    email: { enabled: false, validation: { enabled: true, sender: "wifi@hotel.test" } },
    social: { google: { enabled: true, clientId: "g-1", clientSecret: "GOCSPX-1" } },
    dailypointLogin: { enabled: false, programId: 101, newsletterId: 7001, propertyId: 51001 },
  };

  it("shows the login type configuration as the tree's login types group", () => {
    const values = mergeLoginTypes(
      { "portal.title": "Sacher Wi-Fi", "loginTypes.email.enabled": true, "loginTypes.sms": true },
      loginTypes,
    );
    expect(values).toEqual({
      "portal.title": "Sacher Wi-Fi",
      "loginTypes.ticket": true,
      "loginTypes.email.enabled": false,
      "loginTypes.email.validation.enabled": true,
      "loginTypes.email.validation.sender": "wifi@hotel.test",
      "loginTypes.social.google.enabled": true,
      "loginTypes.social.google.clientId": "g-1",
      "loginTypes.social.google.clientSecret": "GOCSPX-1",
      "loginTypes.dailypointLogin.enabled": false,
      "loginTypes.dailypointLogin.programId": 101,
      "loginTypes.dailypointLogin.newsletterId": 7001,
      "loginTypes.dailypointLogin.propertyId": 51001,
    });
  });

  it("splits the tree back into settings and the login type configuration, unchanged", () => {
    const settings = { "portal.title": "Sacher Wi-Fi", "network.ssid": "Sacher-Guest" };
    const { enabledLoginTypes: _, ...config } = loginTypes;
    expect(splitSettings(mergeLoginTypes(settings, loginTypes))).toEqual({ settings, loginTypes: config });
  });

  it("saves dailypointLogin programId, newsletterId and propertyId as integers", () => {
    const { loginTypes: saved } = splitSettings({
      "loginTypes.dailypointLogin.programId": "204",
      "loginTypes.dailypointLogin.newsletterId": 7311.0,
      "loginTypes.dailypointLogin.propertyId": 51001.7,
    });
    expect(saved.dailypointLogin).toEqual({ programId: 204, newsletterId: 7311, propertyId: 51001 });
  });

  it("leaves cleared values out of the configuration (the save replaces it whole)", () => {
    const { loginTypes: saved } = splitSettings({
      "loginTypes.emailVerificationService.enabled": true,
      "loginTypes.emailVerificationService.apiKey": null,
      "loginTypes.dailypointLogin.programId": "",
    });
    expect(saved).toEqual({ emailVerificationService: { enabled: true } });
  });

  it("reads whole numbers only", () => {
    expect(toInteger(" 12 ")).toBe(12);
    expect(toInteger(12.9)).toBe(12);
    expect(toInteger("12a")).toBeUndefined();
    expect(toInteger(Number.NaN)).toBeUndefined();
    expect(toInteger(null)).toBeUndefined();
  });
});
