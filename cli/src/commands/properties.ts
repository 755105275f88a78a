import type { Context } from "../context";
import { CliError, EXIT } from "../errors";
import { printRows } from "../output";
import { rethrowAuth, signedInClient } from "../session";

export async function listProperties(ctx: Context): Promise<number> {
  const { client } = await signedInClient(ctx);
  try {
    const { data, response } = await client.GET("/api/cms/v3/property/index");
    if (!data) throw new CliError(`Listing properties failed with HTTP ${response.status}`);
    printRows(ctx, data.items, [
      { key: "id" },
      { key: "name" },
      { key: "city" },
      { key: "country" },
      { key: "timezone" },
      { key: "currency" },
    ]);
    return EXIT.ok;
  } catch (error) {
    return rethrowAuth(error);
  }
}
