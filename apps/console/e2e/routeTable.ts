import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ProductManifest, RouteDefinition } from "../src/access";
import { routesOf } from "../src/access/manifest";
import { PUBLIC_PATHS } from "../src/app/paths";

/**
 * Every route of both spec documents, read from the products' manifests as the console's route table is
 * (src/app/routes.ts collects them with Vite's import.meta.glob, which Node has not): the layout-stability
 * check and `pnpm bench:routes` open each of them. Manifests are data; their screens stay unloaded here.
 */
const productsFolder = fileURLToPath(new URL("../src/products/", import.meta.url));

export async function signedInRoutes(): Promise<RouteDefinition[]> {
  const folders = readdirSync(productsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const manifests = await Promise.all(
    folders.map(
      async (folder) =>
        ((await import(`../src/products/${folder}/routes.ts`)) as { default: ProductManifest }).default,
    ),
  );
  return manifests.flatMap(routesOf).map(({ order: _order, ...route }) => route);
}

/** The signed-out pages of platform.md "Login screens". */
export const PUBLIC_ROUTES = Object.entries(PUBLIC_PATHS).map(([name, path]) => ({ name, path }));

/** A route's URL at a property (`:propertyId` filled in). */
export const routeUrl = (route: Pick<RouteDefinition, "path">, propertyId: string) =>
  route.path.replace(":propertyId", propertyId);
