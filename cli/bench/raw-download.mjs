// The baseline of the export benchmark: the calls `cms tickets export --property <id>` makes (sign-in,
// gateway ticket index, bulk ticket index, then each bulk ticket's CSV one after the other), with plain
// fetch and every body written to /dev/null. Plain Node (no tsx), so its peak RSS compares with the CLI's.
// Usage: node raw-download.mjs <baseUrl> <email> <password> <propertyId>; prints the bytes downloaded.
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const [baseUrl, email, password, propertyId] = process.argv.slice(2);
const signIn = await fetch(`${baseUrl}/api/cms/v3/auth/token`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email, password }),
});
if (!signIn.ok) throw new Error(`sign-in: HTTP ${signIn.status}`);
const { accessToken, authToken } = await signIn.json();
const headers = { Authorization: `Bearer ${accessToken}`, "auth-token": authToken };

let bytes = 0;
async function download(path) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok || !response.body) throw new Error(`${path}: HTTP ${response.status}`);
  const counted = Readable.fromWeb(response.body);
  counted.on("data", (chunk) => (bytes += chunk.length));
  await pipeline(counted, createWriteStream("/dev/null"));
}

const v3 = `/api/cms/v3/${propertyId}/onespeed`;
await download(`${v3}/ticket/index`);
const bulks = await fetch(`${baseUrl}${v3}/bulkticket/index`, { headers });
if (!bulks.ok) throw new Error(`bulk ticket index: HTTP ${bulks.status}`);
for (const bulk of (await bulks.json()).items) await download(`${v3}/bulkticket/${bulk._id}/csv`);
console.log(bytes);
