import type { CmsClient } from "@cms/api";
import { createCmsClient, createMemoryTokenStore } from "@cms/api";

/**
 * The client a screen would pass on, for stories: its calls reach the Storybook sandbox through msw, as the
 * super user. `intercept` may answer a request itself (a failure, a slow answer) before the sandbox does.
 */
export function sandboxClient(
  intercept?: (request: Request) => Response | Promise<Response> | undefined,
): CmsClient {
  return createCmsClient({
    baseUrl: "",
    tokenStore: createMemoryTokenStore(),
    fetch: async (url, init) => {
      const request = new Request(url, init);
      return (await intercept?.(request)) ?? globalThis.fetch(request);
    },
  });
}
