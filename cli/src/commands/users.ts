import type { Context } from "../context";
import { CliError, EXIT } from "../errors";
import { printRows } from "../output";
import { rethrowAuth, signedInClient } from "../session";

/**
 * `cms users export`: the users you may see, one row each, in `--format` (CSV unless another format is
 * asked for: an export is meant for a spreadsheet). CSV cells are escaped against formula injection.
 */
export async function exportUsers(ctx: Context, explicitFormat: boolean): Promise<number> {
  const { client } = await signedInClient(ctx);
  try {
    const { data, response } = await client.GET("/api/cms/v3/user/index");
    if (!data) throw new CliError(`Listing users failed with HTTP ${response.status}`);
    const rows = data.items.map((user) => ({
      id: user._id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      active: user.active ?? true,
      twoFactor: user.twoFactorAuthenticationEnabled ?? false,
      globalRoles: (user.globalRoles ?? []).join(" "),
      properties: (user.propertyIds ?? []).join(" "),
    }));
    printRows(
      explicitFormat ? ctx : { ...ctx, format: "csv" },
      rows,
      ["id", "email", "firstname", "lastname", "active", "twoFactor", "globalRoles", "properties"].map(
        (key) => ({ key }),
      ),
    );
    return EXIT.ok;
  } catch (error) {
    return rethrowAuth(error);
  }
}
