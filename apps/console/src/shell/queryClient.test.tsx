// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { Session } from "../session/session";
import { createQueryClient, useWritesInvalidate } from "./queryClient";

sandboxServerForFile();

async function signedInFrame() {
  const session = new Session({ baseUrl: BASE, storage: localStorage });
  expect(await session.signIn("super@demo.test", "demo1234")).toEqual({ kind: "success" });
  const frame = renderHook(() => useWritesInvalidate(session, createQueryClient()));
  return { session, frame, names: () => session.getState().properties.map((property) => property.name) };
}

describe("the signed-in frame's property list (the selector, home, the forms' property choices)", () => {
  it("shows a property added, renamed and removed on the properties screen, with no reload", async () => {
    const { session, names } = await signedInFrame();
    const added = await session.client.POST("/api/cms/v3/property", { body: { name: "Fjord Lodge" } });
    expect(added.response.status).toBe(201);
    await expect.poll(names).toContain("Fjord Lodge");

    const id = added.data!.id!;
    await session.client.PUT("/api/cms/v3/property/{id}", {
      params: { path: { id } },
      body: { ...added.data!, name: "Fjord Lodge Bergen" },
    });
    await expect.poll(names).toContain("Fjord Lodge Bergen");
    expect(names()).not.toContain("Fjord Lodge");

    await session.client.DELETE("/api/cms/v3/property/{id}", { params: { path: { id } } });
    await expect.poll(names).not.toContain("Fjord Lodge Bergen");
  });

  it("keeps the list it shows when a write elsewhere changes no property, or once the frame is gone", async () => {
    const { session, frame, names } = await signedInFrame();
    const before = session.getState().properties;
    await session.client.POST("/api/cms/v3/{propertyId}/onespeed/ticket", {
      params: { path: { propertyId: "1001" } },
      body: { expireInHours: 24, i18n: [{ language: "en", title: "Day pass" }] },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.getState().properties).toBe(before);

    frame.unmount();
    await session.client.POST("/api/cms/v3/property", { body: { name: "Signed-out Lodge" } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names()).not.toContain("Signed-out Lodge");
  });
});
