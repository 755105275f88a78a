/**
 * One MAC or a comma-separated list as the contract writes it: pairs upper case, ", " between addresses (the
 * gateway's allow and block lists, the streaming devices). The dialog's rule has already refused anything that
 * is not colon-separated hex pairs.
 */
export const normalizeMacs = (mac: string) =>
  mac
    .split(",")
    .map((one) => one.trim().toUpperCase())
    .filter(Boolean)
    .join(", ");
