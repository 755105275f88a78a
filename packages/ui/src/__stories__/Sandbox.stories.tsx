import type { paths } from "@cms/api/schema";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect } from "storybook/test";

// Shows, and tests, that API calls made inside a story are answered by @cms/sandbox through msw: the same
// demo data the console runs against, here as the super user.

type PropertyList =
  paths["/api/cms/v3/property/index"]["get"]["responses"]["200"]["content"]["application/json"];

function PropertiesFromSandbox() {
  const [list, setList] = useState<PropertyList>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    fetch("/api/cms/v3/property/index")
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((body: PropertyList) => setList(body))
      .catch((reason: Error) => setError(reason.message));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!list) return <p>…</p>;
  return (
    <section aria-label="Properties">
      <p>{list.total} properties</p>
      <ul>
        {list.items.slice(0, 5).map((property) => (
          <li key={property.id}>{`${property.id} ${property.name}`}</li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: "Internal/Sandbox API",
  component: PropertiesFromSandbox,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof PropertiesFromSandbox>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("1001 Hotel Sacher Wien", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/^\d+ properties$/)).toBeInTheDocument();
  },
};
