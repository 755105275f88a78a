// @vitest-environment jsdom
import type { CmsClient } from "@cms/api";
import { QueryClient, QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { Session } from "../session/session";
import { areaOf, contractQueries, invalidateOnWrites, isWrite, readsOf } from "./query";

sandboxServerForFile();

const PROPERTY = "1001";
const path = { params: { path: { propertyId: PROPERTY } } };

describe("the contract's areas", () => {
  it("groups a product's paths, with or without a property, and the areas shown together", () => {
    expect(areaOf("/api/cms/v3/{propertyId}/onespeed/ticket/{id}")).toBe("onespeed");
    expect(areaOf("/api/cms/v3/{propertyId}/onespeed/stats/bandwidth/now")).toBe("onespeed");
    expect(areaOf("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item")).toBe("oneapp");
    expect(areaOf("/api/public/v2/property/{propertyId}/webcheckin/send-guest-pdf")).toBe("webcheckin");
    expect(areaOf("/api/cms/v3/user/{id}")).toBe(areaOf("/api/cms/v3/{propertyId}/role/index"));
    expect(areaOf("/api/cms/v3/property-group/{_id}")).toBe(areaOf("/api/cms/v3/property/heartbeat/index"));
    expect(areaOf("/api/cms/v3/weather/location/{id}")).not.toBe(areaOf("/api/cms/v3/property/index"));
  });

  it("tells writes from reads: POSTs that only read and GETs that write are named in the contract's terms", () => {
    expect(isWrite("PUT", "/api/cms/v3/{propertyId}/onespeed/ticket/{id}")).toBe(true);
    expect(isWrite("DELETE", "/api/cms/v3/user/{id}")).toBe(true);
    expect(isWrite("GET", "/api/cms/v3/{propertyId}/onespeed/ticket/index")).toBe(false);
    expect(isWrite("POST", "/api/cms/v3/{propertyId}/onespeed/stats/sessions")).toBe(false);
    expect(isWrite("POST", "/api/cms/v3/auth/token")).toBe(false);
    expect(isWrite("GET", "/api/cms/v3/{propertyId}/guest/sync")).toBe(true);
  });
});

describe("a write refreshes every view of its data", () => {
  let cleanup: (() => void)[] = [];
  afterEach(() => {
    cleanup.forEach((done) => done());
    cleanup = [];
  });

  async function signedIn(): Promise<CmsClient> {
    const session = new Session({ baseUrl: BASE, storage: localStorage });
    expect(await session.signIn("super@demo.test", "demo1234")).toEqual({ kind: "success" });
    return session.client;
  }

  /** A view on screen: an observer of the query, resolved with its next settled result after `after`. */
  function view<T>(queryClient: QueryClient, options: object) {
    const observer = new QueryObserver<T>(queryClient, options as never);
    let latest: QueryObserverResult<T> = observer.getCurrentResult();
    const listeners = new Set<() => void>();
    cleanup.push(
      observer.subscribe((result) => {
        latest = result;
        listeners.forEach((listener) => listener());
      }),
    );
    const settled = () =>
      new Promise<T>((resolve) => {
        const check = () => {
          if (latest.status === "success" && latest.fetchStatus === "idle") {
            listeners.delete(check);
            resolve(latest.data);
          }
        };
        listeners.add(check);
        check();
      });
    return { settled, fetches: () => observer.getCurrentQuery().state.dataUpdateCount };
  }

  async function scene(withMiddleware: boolean) {
    const client = await signedIn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    if (withMiddleware) {
      const middleware = invalidateOnWrites(queryClient);
      client.use(middleware);
      cleanup.push(() => client.eject(middleware));
    }
    const api = contractQueries(client);
    const titles = (items: { i18n?: { title?: string }[] }[]) => items.map((item) => item.i18n?.[0]?.title);
    // Monitoring's ticket choice (one call, keyed by the contract) …
    const monitoring = view<(string | undefined)[]>(
      queryClient,
      api.queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/ticket/index", path, {
        select: (data) => titles(data.items),
      }),
    );
    // … a list's options, which call on their own (keyed by the screen, noted by readsOf) …
    const options = view<(string | undefined)[]>(queryClient, {
      queryKey: ["options", "onespeedWhitelist", PROPERTY],
      queryFn: readsOf(client, async (client) => {
        const { data } = await client.GET("/api/cms/v3/{propertyId}/onespeed/ticket/index", path);
        return titles(data?.items ?? []);
      }),
    });
    // … and another product's settings, which a ticket does not touch.
    const display = view<unknown>(
      queryClient,
      api.queryOptions("get", "/api/cms/v3/{propertyId}/onesquare/settings", path),
    );
    await Promise.all([monitoring.settled(), options.settled(), display.settled()]);
    return { client, monitoring, options, display };
  }

  const createTicket = (client: CmsClient, title: string) =>
    client.POST("/api/cms/v3/{propertyId}/onespeed/ticket", {
      ...path,
      body: { expireInHours: 24, i18n: [{ language: "en", title }] },
    });

  it("shows a ticket saved elsewhere in every view that lists tickets, and leaves other products' views alone", async () => {
    const { client, monitoring, options, display } = await scene(true);
    const before = display.fetches();
    const created = await createTicket(client, "Conference day pass");
    expect(created.response.status).toBe(201);
    await expect.poll(async () => await monitoring.settled()).toContain("Conference day pass");
    await expect.poll(async () => await options.settled()).toContain("Conference day pass");
    expect(display.fetches()).toBe(before);
  });

  it("keeps the views as they were when the write is refused", async () => {
    const { client, monitoring } = await scene(true);
    const fetched = monitoring.fetches();
    const refused = await client.POST("/api/cms/v3/{propertyId}/onespeed/ticket", {
      ...path,
      body: { expireInHours: -1 } as never,
    });
    expect(refused.response.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(monitoring.fetches()).toBe(fetched);
  });

  it("(the control) leaves the cached views stale without the write's invalidation", async () => {
    const { client, monitoring } = await scene(false);
    expect((await createTicket(client, "Conference day pass")).response.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await monitoring.settled()).not.toContain("Conference day pass");
  });
});
