import type { Samples } from "./index";

export const platformSamples: Samples = {
  requestToken: { body: { email: "super@demo.test", password: "demo1234" } },
  verifyTwoFactorAuthCode: { body: { email: "twofa@demo.test", code: "000000" }, status: 401 },
  resendTwoFactorAuthCode: { body: { email: "twofa@demo.test" } },
  requestPasswordReset: { body: { email: "staff@demo.test" } },
  setNewPassword: { body: { code: "999999", password: "abcd" }, status: 400 },
  createUser: {
    body: { email: "new.person@hotel-demo.test", firstname: "New", lastname: "Person", password: "secret1" },
  },
  updateSessionUser: { body: { email: "super@demo.test", firstname: "Sophie", lastname: "Steiner" } },
  bulkDeleteUsers: { body: { items: [{ _id: "6601d0000000000000000003", email: "x@y.test" }] } },
  updateHeartbeat: { body: { propertyID: "1001", roomControlEnabled: true } },
  listMediaPoolFolderFiles: { params: { parentId: "1001f1" } },
  getMediaPoolImage: { params: { id: "1001m1" }, query: { size: "160x160", ext: "jpg" } },
  updateMediaPoolFile: {
    params: { id: "1001m1" },
    body: { id: "1001m1", name: "lobby-2026.jpg", ext: "jpg", type: "file", parentId: null },
  },
  deleteMediaPoolFile: { params: { id: "1001m2" } },
  searchWeatherLocations: { query: { query: "tal" } },
  fetchWeatherLocation: { params: { id: "588409" } },
  createWeatherLocation: { body: { city: "Rhodes", country: "GR", active: true } },
};
