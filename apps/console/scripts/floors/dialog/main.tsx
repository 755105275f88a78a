// The dialog-open bench's library floor (scripts/dialog-open-bench.ts): react-aria's own modal dialog as its
// documentation shows it, unstyled, opened by a button, holding as many labelled text fields as the console's
// dialog measured (`?fields=`), the first focused. What opening it costs here is what react-aria and React cost
// before the console adds its look, its form library, its pickers and its validation.
import { createRoot } from "react-dom/client";
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from "react-aria-components";

const fields = Number(new URLSearchParams(location.search).get("fields") ?? 10);

function Floor() {
  return (
    <DialogTrigger>
      <Button>New</Button>
      <ModalOverlay>
        <Modal>
          <Dialog>
            <Heading slot="title">New item</Heading>
            <form>
              {Array.from({ length: fields }, (_, index) => (
                // eslint-disable-next-line jsx-a11y/no-autofocus
                <TextField key={index} autoFocus={index === 0}>
                  <Label>{`Field ${index + 1}`}</Label>
                  <Input />
                </TextField>
              ))}
            </form>
            <Button slot="close">Close</Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

createRoot(document.getElementById("root")!).render(<Floor />);
