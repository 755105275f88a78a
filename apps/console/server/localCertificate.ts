import { generate } from "selfsigned";

/**
 * A self-signed certificate for this machine (localhost, 127.0.0.1), made afresh for a test run or a benchmark
 * of the deploy server over HTTPS and HTTP/2. Only a browser told to accept it trusts it: never for a deploy.
 */
export async function localCertificate(): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
