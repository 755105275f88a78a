import createQueryHooks from "openapi-react-query";
import type { CmsClient } from "./client";

/**
 * React server state over the same client: `$api.useQuery("get", "/api/cms/v3/user/index")` and friends,
 * typed from openapi.yaml. A separate entry point so the CLI never loads React.
 */
export function createCmsQueryHooks(client: CmsClient) {
  return createQueryHooks(client);
}

export type CmsQueryHooks = ReturnType<typeof createCmsQueryHooks>;
