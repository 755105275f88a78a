// The property selector bench's library floor (scripts/property-selector-bench.ts): react-aria's own ComboBox
// as its documentation shows it, unstyled, over as many properties as the bench's sandbox holds, searched as the
// console's selector searches (the text in a transition, at most PROPERTY_MATCH_LIMIT matches listed). What a
// keystroke costs here is what react-aria and React cost before the console adds its look and its wrappers.
import { startTransition, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { PROPERTY_MATCH_LIMIT } from "../../../src/properties/findProperties";

const count = Number(new URLSearchParams(location.search).get("count") ?? 2000);
const NAMES = ["Sacher", "Savoy", "Santa Lucia", "Sands"];
const properties = Array.from({ length: count }, (_, i) => ({
  id: String(1001 + i),
  label: `Hotel ${NAMES[i % NAMES.length]} ${i + 1} (${1001 + i})`,
}));

function Floor() {
  const [text, setText] = useState("");
  const items = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    return properties.filter((p) => p.label.toLowerCase().includes(wanted)).slice(0, PROPERTY_MATCH_LIMIT);
  }, [text]);
  return (
    <ComboBox items={items} onInputChange={(value) => startTransition(() => setText(value))}>
      <Label>Property</Label>
      <div>
        <Input />
        <Button>▼</Button>
      </div>
      <Popover>
        <ListBox>
          {(item: (typeof items)[number]) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

createRoot(document.getElementById("root")!).render(<Floor />);
