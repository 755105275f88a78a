import type { CmsClient } from "@cms/api";
import { describe, expect, it, vi } from "vitest";
import { definePropertyListScreen } from "./defineListScreen";
import type { ScreenContext } from "./defineListScreen";

const client = {} as CmsClient;
const ok = { data: [], response: new Response() };

describe("a property screen's declaration", () => {
  const list = vi.fn(async (_: { propertyId: string }) => ok);
  const tickets = vi.fn(async ({ propertyId }: { propertyId: string }) => [
    { id: propertyId, label: "Premium" },
  ]);
  const screen = definePropertyListScreen<{ id: string }>({
    keyField: "id",
    permissions: { list: "onespeed.tickets.list" },
    columns: () => [],
    optionLoaders: { tickets },
    calls: { list },
  });

  it("hands its calls and loaders the route's property", async () => {
    const context: ScreenContext = { client, propertyId: "1001" };
    await screen.calls.list(context);
    expect(list).toHaveBeenCalledWith(context);
    expect(await screen.optionLoaders!.tickets!(context)).toEqual([{ id: "1001", label: "Premium" }]);
  });

  it("refuses a route without a property instead of calling /api/cms/v3//…", () => {
    list.mockClear();
    expect(() => screen.calls.list({ client, propertyId: undefined })).toThrow(/without a property/);
    expect(list).not.toHaveBeenCalled();
  });
});
